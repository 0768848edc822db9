import React from "react"
import type { GatsbyBrowser } from "gatsby"
import { ErrorBoundary } from "./components/error-boundary"
import type { SiteTexts } from "./page-language"

type PageData = { siteJson?: { localized?: unknown } | null } | undefined

/** Shared by gatsby-browser and gatsby-ssr; a new path gets a fresh boundary. */
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => {
  // Every page queries the site's texts in its language; the error screen shows them too.
  const texts = (props.data as PageData)?.siteJson?.localized as SiteTexts | undefined
  const lang = (props.pageContext as { lang?: string }).lang ?? "en"
  return (
    <ErrorBoundary
      key={props.location.pathname}
      path={props.location.pathname}
      language={texts && { lang, texts }}
    >
      {element}
    </ErrorBoundary>
  )
}
