import React from "react"
import type { GatsbyBrowser } from "gatsby"
import { ErrorBoundary } from "./components/error-boundary"

/** Shared by gatsby-browser and gatsby-ssr; a new path gets a fresh boundary. */
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <ErrorBoundary key={props.location.pathname} path={props.location.pathname}>
    {element}
  </ErrorBoundary>
)
