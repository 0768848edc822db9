import React from "react"
import type { PageProps } from "gatsby"
// Layout first: its styles (and the footer's) precede the brand's everywhere, which keeps
// the CSS order the same in every chunk.
import { Layout } from "../components/layout"
import { Brand } from "../components/brand"
import { ProductCard } from "../components/product-card"
import { Seo } from "../components/seo"
import { pathIn } from "../languages"
import type { HomePageContext } from "../page-context"
import { organization } from "../structured-data"
import { plain, InLanguage } from "../text"
import { cards, hero, tagline, title } from "./index.module.css"

/** The cards on a phone's first screen; a desktop's second row loads right after the first layout. */
const EAGER_CARDS = 2

export default function HomePage({ pageContext }: PageProps<object, HomePageContext>) {
  const { lang, site, texts, products } = pageContext
  const path = pathIn(lang, "/")
  return (
    <Layout context={pageContext}>
      <Seo
        title={texts.homeTitle}
        description={texts.description}
        path={path}
        structuredData={organization(site, new URL(path, site.siteUrl).href, lang)}
      />
      <section className={hero} aria-labelledby="home-title">
        <h1 id="home-title" className={title}>
          <Brand />
        </h1>
        <p className={tagline}>
          <InLanguage text={texts.tagline} />
        </p>
      </section>
      <section id="apps" className={cards} aria-label={plain(texts.interface.apps)}>
        {products.map((product, index) => (
          <ProductCard key={product.productUrl} product={product} eager={index < EAGER_CARDS} />
        ))}
      </section>
    </Layout>
  )
}
