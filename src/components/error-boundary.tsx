import React, { Component, type ErrorInfo, type ReactNode } from "react"
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

/** Shows the route-error screen, in the page's language, instead of a blank page. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null }

  static getDerivedStateFromError(error: Error): ErrorBoundaryState {
    return { error }
  }

  // The visitor reads a sentence in their language; the error, in English, is for developers.
  componentDidCatch(error: Error, { componentStack }: ErrorInfo) {
    console.error(`${this.props.path} failed to render:`, error, componentStack)
  }

  render() {
    const { error } = this.state
    const { context, path, children } = this.props
    if (!error) return children
    const { routeError, routeErrorMessage } = context.texts.interface
    return (
      <Layout context={context}>
        <Seo title={routeError} description={routeErrorMessage} path={path} noindex />
        <ErrorScreen heading={routeError} message={routeErrorMessage} />
      </Layout>
    )
  }
}
