import React from "react"
import { Link } from "gatsby"
import { ProductLinks } from "./product-links"
import { actions, detail, heading, home, apps, screen } from "./error-screen.module.css"

/** The route-error screen: a 404, or a render error caught by the error boundary. */
export function ErrorScreen({ message }: { message: string }) {
  return (
    <section className={screen} aria-labelledby="error-heading">
      <h1 id="error-heading" className={heading}>
        Unexpected Application Error!
      </h1>
      <p className={detail}>{message}</p>
      <div className={actions}>
        <Link to="/" className={home}>
          Go to the home page
        </Link>
      </div>
      <nav aria-label="Our apps">
        <ProductLinks className={apps} />
      </nav>
    </section>
  )
}
