import React from "react"
import { graphql } from "gatsby"
import type { PageProps } from "gatsby"
import { ErrorScreen } from "../components/error-screen"
import { Layout } from "../components/layout"
import { Seo } from "../components/seo"

export default function NotFoundPage({ data, location }: PageProps<Queries.NotFoundPageQuery>) {
  const copy = data.site?.siteMetadata.notFoundPage
  if (!copy) throw new Error("The site has no siteMetadata: see gatsby-config.ts")
  return (
    <Layout>
      <Seo title={copy.title} description={copy.description} path={location.pathname} noindex />
      <ErrorScreen message={copy.message} />
    </Layout>
  )
}

export const query = graphql`
  query NotFoundPage {
    site {
      siteMetadata {
        notFoundPage {
          title
          description
          message
        }
      }
    }
  }
`
