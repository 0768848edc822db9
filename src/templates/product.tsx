import React from "react"
import type { ReactNode } from "react"
import { graphql, Link } from "gatsby"
import type { PageProps } from "gatsby"
import { ExternalLink } from "../components/external-link"
import { Layout } from "../components/layout"
import { ProductLogo } from "../components/product-logo"
import { UseCaseIcon } from "../components/use-case-icon"
import { Seo } from "../components/seo"
import { useSiteData } from "../hooks/use-site-data"
import { socialCardPath } from "../social-card"
import { softwareApplication } from "../structured-data"
import {
  back,
  button,
  container,
  cta,
  ctaText,
  ctaTitle,
  feature,
  features,
  hero,
  heroBody,
  icon,
  itemTitle,
  logo,
  section,
  sectionAlt,
  sectionTitle,
  step,
  steps,
  tagline,
  title,
  useCase,
  useCases,
} from "./product.module.css"

type ProductPageProps = PageProps<Queries.ProductPageQuery>

type PageSectionProps = { id: string; heading: string; className: string; children: ReactNode }

function PageSection({ id, heading, className, children }: PageSectionProps) {
  return (
    <section className={className} aria-labelledby={id}>
      <div className={container}>
        <h2 id={id} className={sectionTitle}>
          {heading}
        </h2>
        {children}
      </div>
    </section>
  )
}

export default function ProductPage({ data }: ProductPageProps) {
  const site = useSiteData()
  const product = data.productsJson
  // Only under `gatsby develop`, while a data file breaks the schema: the content check's overlay
  // names the mistake, and a thrown error would cover it with one that outlives the fix.
  if (!product || !site) return null
  const { name, url, description, page } = product

  return (
    <Layout>
      <Seo
        title={page.title}
        description={page.metaDescription}
        path={product.productUrl}
        image={{ path: socialCardPath(product.productUrl), alt: `${name}: ${description}` }}
        structuredData={softwareApplication({ name, description, url }, site)}
      />
      <article>
        <header className={hero}>
          <div className={container}>
            <Link to="/" className={back}>
              <span aria-hidden="true">← </span>All apps
            </Link>
            <div className={heroBody}>
              <ProductLogo logo={product.logo} className={logo} eager />
              <div>
                <h1 className={title}>{name}</h1>
                <p className={tagline}>{product.fullDescription}</p>
                <ExternalLink href={url} className={button}>
                  Launch {name} <span aria-hidden="true">↗</span>
                </ExternalLink>
              </div>
            </div>
          </div>
        </header>

        <PageSection id="key-features" heading="Key Features" className={section}>
          <ul className={features}>
            {page.features.map((item) => (
              <li key={item.title} className={feature}>
                <h3 className={itemTitle}>{item.title}</h3>
                <p>{item.description}</p>
              </li>
            ))}
          </ul>
        </PageSection>

        <PageSection id="perfect-for" heading="Perfect For" className={sectionAlt}>
          <ul className={useCases}>
            {page.useCases.map((item) => (
              <li key={item.title} className={useCase}>
                <UseCaseIcon name={item.icon} className={icon} />
                <h3 className={itemTitle}>{item.title}</h3>
                <p>{item.description}</p>
              </li>
            ))}
          </ul>
        </PageSection>

        <PageSection id="getting-started" heading="Getting Started" className={section}>
          <ol className={steps}>
            {page.steps.map((item) => (
              <li key={item.title} className={step}>
                <h3 className={itemTitle}>{item.title}</h3>
                <p>{item.description}</p>
              </li>
            ))}
          </ol>
        </PageSection>

        <section className={cta} aria-labelledby="try-it">
          <div className={container}>
            <h2 id="try-it" className={ctaTitle}>
              Ready to try {name}?
            </h2>
            <p className={ctaText}>{description}</p>
            <ExternalLink href={url} className={button}>
              Try {name} Now <span aria-hidden="true">↗</span>
            </ExternalLink>
          </div>
        </section>
      </article>
    </Layout>
  )
}

export const query = graphql`
  query ProductPage($id: String!) {
    productsJson(id: { eq: $id }) {
      name
      productUrl
      url
      description
      fullDescription
      logo {
        childImageSharp {
          # Fixed at the header logo's CSS size (--logo-hero), in 1x and 2x.
          gatsbyImageData(layout: FIXED, width: 96, sizes: "6rem", placeholder: NONE)
        }
      }
      page {
        title
        metaDescription
        features {
          title
          description
        }
        useCases {
          icon
          title
          description
        }
        steps {
          title
          description
        }
      }
    }
  }
`
