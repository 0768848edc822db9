import React from "react"
import { graphql } from "gatsby"
import type { PageProps } from "gatsby"
import { Layout } from "../../components/layout"
import { Seo } from "../../components/seo"
import type { SiteTexts } from "../../page-language"
import { message } from "./stripe.module.css"

/** An internal page, in English only. */
export default function StripeTestPage({ data }: PageProps<Queries.StripeTestPageQuery>) {
  // Only under `gatsby develop`, while data/site.json has a mistake: the content check's overlay names it.
  if (!data.siteJson) return null
  const texts = data.siteJson.localized as SiteTexts
  // Not translated (site.schema.json): plain strings.
  const copy = texts.testPage as Record<keyof typeof texts.testPage, string>
  return (
    <Layout language={{ lang: "en", texts }}>
      <Seo title={copy.title} description={copy.description} path="/test/stripe" noindex />
      <h1 className="visually-hidden">{copy.title}</h1>
      <p className={message}>{copy.message}</p>
    </Layout>
  )
}

export const query = graphql`
  query StripeTestPage {
    siteJson {
      localized(lang: "en")
    }
  }
`
