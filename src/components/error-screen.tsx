import React from "react"
import { Link } from "gatsby"
import { pathIn } from "../languages"
import { usePageContext } from "../page-context"
import { InLanguage, type PageText } from "../text"
import { ProductLinks } from "./product-links"
import {
  actions,
  apps,
  appsTitle,
  detail,
  heading as headingClass,
  home,
  screen,
} from "./error-screen.module.css"

type ErrorScreenProps = { heading: PageText; message: PageText }

/** The not-found and route-error screens: what happened, in the page's language, and the ways on. */
export function ErrorScreen({ heading, message }: ErrorScreenProps) {
  const { lang, texts } = usePageContext()
  return (
    <section className={screen} aria-labelledby="error-heading">
      <h1 id="error-heading" className={headingClass}>
        <InLanguage text={heading} />
      </h1>
      <p className={detail}>
        <InLanguage text={message} />
      </p>
      <div className={actions}>
        <Link to={pathIn(lang, "/")} className={home}>
          <InLanguage text={texts.interface.goHome} />
        </Link>
      </div>
      <nav aria-labelledby="error-apps">
        <h2 id="error-apps" className={appsTitle}>
          <InLanguage text={texts.interface.ourApps} />
        </h2>
        <ProductLinks className={apps} />
      </nav>
    </section>
  )
}
