import React from "react"
import type { PageProps } from "gatsby"
import { ErrorScreen } from "../components/error-screen"
import { Layout } from "../components/layout"
import { Seo } from "../components/seo"
import type { PageContext } from "../page-context"

/** The not-found page of each language: /404.html, /ko/404.html, ... (gatsby-node.ts). */
export default function NotFoundPage({ location, pageContext }: PageProps<object, PageContext>) {
  const copy = pageContext.texts.notFoundPage
  return (
    <Layout context={pageContext}>
      <Seo title={copy.title} description={copy.description} path={location.pathname} noindex />
      <ErrorScreen heading={copy.heading} message={copy.message} />
    </Layout>
  )
}
