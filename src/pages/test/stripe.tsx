import React from "react"
import { graphql } from "gatsby"
import type { PageProps } from "gatsby"
import { Layout } from "../../components/layout"
import { Seo } from "../../components/seo"
import { message } from "./stripe.module.css"

export default function StripeTestPage({ data }: PageProps<Queries.StripeTestPageQuery>) {
  const copy = data.siteJson?.testPage
  // Only under `gatsby develop`, while data/site.json has a mistake: the content check's overlay names it.
  if (!copy) return null
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
    siteJson {
      testPage {
        title
        description
        message
      }
    }
  }
`
