import React from "react"
import { Link } from "gatsby"
import { pathIn } from "../languages"
import { usePageContext } from "../page-context"
import { plain, T } from "../text"
import type { Text } from "../text"
import { ProductLinks } from "./product-links"
import { actions, detail, heading, home, apps, screen } from "./error-screen.module.css"

/** The route-error screen: a 404, or a render error caught by the error boundary. */
export function ErrorScreen({ message }: { message: Text }) {
  const { lang, texts } = usePageContext()
  return (
    <section className={screen} aria-labelledby="error-heading">
      <h1 id="error-heading" className={heading}>
        <T text={texts.interface.routeError} />
      </h1>
      <p className={detail}>
        <T text={message} />
      </p>
      <div className={actions}>
        <Link to={pathIn(lang, "/")} className={home}>
          <T text={texts.interface.goHome} />
        </Link>
      </div>
      <nav aria-label={plain(texts.interface.ourApps)}>
        <ProductLinks className={apps} />
      </nav>
    </section>
  )
}
