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
import { organization } from "../structured-data"
import { cards, hero, tagline, title } from "./index.module.css"

/**
 * The cards on a phone's first screen. A desktop shows a second row too, loaded right after the first
 * layout; eager, those two logos raised the phone's LCP from 1.18x to 1.28x the reference page's.
 */
const EAGER_CARDS = 2

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const site = useSiteData()
  // Only under `gatsby develop`, while a data file has a mistake that the content check's overlay
  // names: a product without a field the cards read leaves no data at all (allProductsJson is
  // non-null), and reading it threw "Cannot read properties of null" on an error screen.
  if (!site || !data) return null
  return (
    <Layout>
      <Seo
        title={site.homeTitle}
        description={site.description}
        path="/"
        structuredData={organization(site)}
      />
      <section className={hero} aria-labelledby="home-title">
        <h1 id="home-title" className={title}>
          <Brand />
        </h1>
        <p className={tagline}>{site.tagline}</p>
      </section>
      <section id="apps" className={cards} aria-label="Apps">
        {data.allProductsJson.nodes.map((product, index) => (
          <ProductCard key={product.id} product={product} eager={index < EAGER_CARDS} />
        ))}
      </section>
    </Layout>
  )
}

export const query = graphql`
  query HomePage {
    allProductsJson(sort: { order: ASC }) {
      nodes {
        id
        ...ProductCard
      }
    }
  }
`
