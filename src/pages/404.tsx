import React from "react"
import { graphql } from "gatsby"
import type { PageProps } from "gatsby"
import { ErrorScreen } from "../components/error-screen"
import { Layout } from "../components/layout"
import { Seo } from "../components/seo"

export default function NotFoundPage({ data, location }: PageProps<Queries.NotFoundPageQuery>) {
  const copy = data.siteJson?.notFoundPage
  // Only under `gatsby develop`, while data/site.json has a mistake: the content check's overlay names it.
  if (!copy) return null
  return (
    <Layout>
      <Seo title={copy.title} description={copy.description} path={location.pathname} noindex />
      <ErrorScreen message={copy.message} />
    </Layout>
  )
}

export const query = graphql`
  query NotFoundPage {
    siteJson {
      notFoundPage {
        title
        description
        message
      }
    }
  }
`
