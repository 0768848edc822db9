import React from "react"
import { graphql } from "gatsby"
import type { PageProps } from "gatsby"
// Layout first: its styles (and the footer's) precede the brand's everywhere, which keeps
// the CSS order the same in every chunk.
import { Layout } from "../components/layout"
import { Brand } from "../components/brand"
import { ProductCard } from "../components/product-card"
import { Seo } from "../components/seo"
import { useSiteData } from "../hooks/use-site-data"
import { pathIn } from "../languages"
import type { SiteTexts } from "../page-language"
import { organization } from "../structured-data"
import { plain, T } from "../text"
import { cards, hero, tagline, title } from "./index.module.css"

/** The cards on a phone's first screen; a desktop's second row loads right after the first layout. */
const EAGER_CARDS = 2

type HomePageProps = PageProps<Queries.HomePageQuery, { lang: string }>

export default function HomePage({ data, pageContext: { lang } }: HomePageProps) {
  const site = useSiteData()
  // Only under `gatsby develop`, while a data file has a mistake that the content check's overlay
  // names: a product without a field the cards read leaves no data at all (allProductsJson is
  // non-null), and reading it threw "Cannot read properties of null" on an error screen.
  if (!site || !data?.siteJson) return null
  const texts = data.siteJson.localized as SiteTexts
  const path = pathIn(lang, "/")
  return (
    <Layout language={{ lang, texts, sourcePath: "/" }}>
      <Seo
        title={texts.homeTitle}
        description={texts.description}
        path={path}
        sourcePath="/"
        structuredData={organization(site, new URL(path, site.siteUrl).href, lang)}
      />
      <section className={hero} aria-labelledby="home-title">
        <h1 id="home-title" className={title}>
          <Brand />
        </h1>
        <p className={tagline}>
          <T text={texts.tagline} />
        </p>
      </section>
      <section id="apps" className={cards} aria-label={plain(texts.interface.apps)}>
        {data.allProductsJson.nodes.map((product, index) => (
          <ProductCard key={product.id} product={product} eager={index < EAGER_CARDS} />
        ))}
      </section>
    </Layout>
  )
}

export const query = graphql`
  query HomePage($lang: String!) {
    siteJson {
      localized(lang: $lang)
    }
    allProductsJson(sort: { order: ASC }) {
      nodes {
        id
        ...ProductCard
      }
    }
  }
`
