import React, { Component } from "react"
import type { ReactNode } from "react"
import type { PageLanguage } from "../page-language"
import { ErrorScreen } from "./error-screen"
import { Layout } from "./layout"
import { Seo } from "./seo"

type ErrorBoundaryProps = {
  path: string
  /** The page's language and texts, from its query; none while develop shows a data mistake. */
  language?: PageLanguage
  children: ReactNode
}
type ErrorBoundaryState = { error: Error | null }

/** Shows the route-error screen, with the error's message, instead of a blank page. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null }

  static getDerivedStateFromError(error: Error): ErrorBoundaryState {
    return { error }
  }

  render() {
    const { error } = this.state
    const { language, path, children } = this.props
    if (!error) return children
    if (!language) return null
    return (
      <Layout language={language}>
        <Seo
          title={language.texts.interface.routeError}
          description={error.message}
          path={path}
          noindex
        />
        <ErrorScreen message={error.message} />
      </Layout>
    )
  }
}
