import React from "react"
import { graphql } from "gatsby"
import type { PageProps } from "gatsby"
import { Layout } from "../../components/layout"
import { Seo } from "../../components/seo"
import { message } from "./stripe.module.css"

export default function StripeTestPage({ data }: PageProps<Queries.StripeTestPageQuery>) {
  const copy = data.site?.siteMetadata.testPage
  if (!copy) throw new Error("The site has no siteMetadata: see gatsby-config.ts")
  return (
    <Layout>
      <Seo title={copy.title} description={copy.description} path="/test/stripe" noindex />
      <h1 className="visually-hidden">{copy.title}</h1>
      <p className={message}>{copy.message}</p>
    </Layout>
  )
}

export const query = graphql`
  query StripeTestPage {
    site {
      siteMetadata {
        testPage {
          title
          description
          message
        }
      }
    }
  }
`
