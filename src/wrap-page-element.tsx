import React from "react"
import type { GatsbyBrowser } from "gatsby"
import { ErrorBoundary } from "./components/error-boundary"
import type { PageContext } from "./page-context"

/**
 * Shared by gatsby-browser and gatsby-ssr; a new path gets a fresh boundary. Every page has a context
 * from gatsby-node.ts, Gatsby's own pages too (onCreatePage).
 */
export const wrapPageElement: GatsbyBrowser<object, PageContext>["wrapPageElement"] = ({
  element,
  props: { location, pageContext },
}) => (
  <ErrorBoundary key={location.pathname} path={location.pathname} context={pageContext}>
    {element}
  </ErrorBoundary>
)
