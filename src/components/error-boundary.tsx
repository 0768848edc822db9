import React, { Component } from "react"
import type { ReactNode } from "react"
import type { PageContext } from "../page-context"
import { ErrorScreen } from "./error-screen"
import { Layout } from "./layout"
import { Seo } from "./seo"

type ErrorBoundaryProps = {
  path: string
  /** The page's context, for the error screen in its language. */
  context: PageContext
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
    const { context, path, children } = this.props
    if (!error) return children
    return (
      <Layout context={context}>
        <Seo
          title={context.texts.interface.routeError}
          description={error.message}
          path={path}
          noindex
        />
        <ErrorScreen message={error.message} />
      </Layout>
    )
  }
}
