import React, { Component } from "react"
import type { ReactNode } from "react"
import { ErrorScreen } from "./error-screen"
import { Layout } from "./layout"
import { Seo } from "./seo"

type ErrorBoundaryProps = { path: string; children: ReactNode }
type ErrorBoundaryState = { error: Error | null }

/** Shows the route-error screen, with the error's message, instead of a blank page. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null }

  static getDerivedStateFromError(error: Error): ErrorBoundaryState {
    return { error }
  }

  render() {
    const { error } = this.state
    if (!error) return this.props.children
    return (
      <Layout>
        <Seo
          title="Unexpected Application Error!"
          description={error.message}
          path={this.props.path}
          noindex
        />
        <ErrorScreen message={error.message} />
      </Layout>
    )
  }
}
