import React from "react"
import { graphql } from "gatsby"
import type { PageProps } from "gatsby"
import { ErrorScreen } from "../components/error-screen"
import { Layout } from "../components/layout"
import { Seo } from "../components/seo"
import type { SiteTexts } from "../page-language"

type NotFoundPageProps = PageProps<Queries.NotFoundPageQuery, { lang: string }>

/** The not-found page of each language: /404.html, /ko/404.html, ... (gatsby-node.ts). */
export default function NotFoundPage({ data, location, pageContext: { lang } }: NotFoundPageProps) {
  // Only under `gatsby develop`, while data/site.json has a mistake: the content check's overlay names it.
  if (!data.siteJson) return null
  const texts = data.siteJson.localized as SiteTexts
  const copy = texts.notFoundPage
  return (
    <Layout language={{ lang, texts }}>
      <Seo title={copy.title} description={copy.description} path={location.pathname} noindex />
      <ErrorScreen message={copy.message} />
    </Layout>
  )
}

export const query = graphql`
  query NotFoundPage($lang: String!) {
    siteJson {
      localized(lang: $lang)
    }
  }
`
