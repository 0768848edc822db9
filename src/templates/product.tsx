import React, { type ReactNode } from "react"
import { Link, type PageProps } from "gatsby"
import { ExternalLink } from "../components/external-link"
import { Layout } from "../components/layout"
import { ProductLogo } from "../components/product-logo"
import { UseCaseIcon } from "../components/use-case-icon"
import { Seo } from "../components/seo"
import { appUrl, pathIn } from "../languages"
import type { ProductPageContext } from "../page-context"
import { socialCardPath } from "../social-card"
import { softwareApplication } from "../structured-data"
import { format, nameLetters, plain, InLanguage, type PageText } from "../text"
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

/** A feature's, a use case's or a step's title and sentence. */
function ItemText({ title, description }: { title: PageText; description: PageText }) {
  return (
    <>
      <h3 className={itemTitle}>
        <InLanguage text={title} />
      </h3>
      <p>
        <InLanguage text={description} />
      </p>
    </>
  )
}

type PageSectionProps = { id: string; heading: PageText; className: string; children: ReactNode }

function PageSection({ id, heading, className, children }: PageSectionProps) {
  return (
    <section className={className} aria-labelledby={id}>
      <div className={container}>
        <h2 id={id} className={sectionTitle}>
          <InLanguage text={heading} />
        </h2>
        {children}
      </div>
    </section>
  )
}

export default function ProductPage({ pageContext }: PageProps<object, ProductPageContext>) {
  const { lang, site, texts, product } = pageContext
  const { name, productUrl, appLanguage } = product
  const { description, fullDescription, page } = product.texts
  const ui = texts.interface
  const url = appUrl(product.url, appLanguage, lang)
  const path = pathIn(lang, productUrl)

  return (
    <Layout context={pageContext}>
      <Seo
        title={page.title}
        description={page.metaDescription}
        path={path}
        image={{ path: socialCardPath(path), alt: `${name}: ${plain(description)}` }}
        structuredData={softwareApplication(
          { name, description: plain(description), url },
          site,
          lang,
        )}
      />
      <article style={nameLetters(name)}>
        <header className={hero}>
          <div className={container}>
            <Link to={pathIn(lang, "/")} className={back}>
              <span aria-hidden="true">← </span>
              <InLanguage text={ui.allApps} />
            </Link>
            <div className={heroBody}>
              <ProductLogo logo={product.logo} size={product.logoSize} className={logo} eager />
              <div>
                <h1 className={title}>{name}</h1>
                <p className={tagline}>
                  <InLanguage text={fullDescription} />
                </p>
                <ExternalLink href={url} className={button}>
                  <InLanguage text={format(ui.launch, { name })} />
                  &nbsp;<span aria-hidden="true">↗</span>
                </ExternalLink>
              </div>
            </div>
          </div>
        </header>

        <PageSection id="key-features" heading={ui.keyFeatures} className={section}>
          <ul className={features}>
            {page.features.map((item) => (
              <li key={plain(item.title)} className={feature}>
                <ItemText {...item} />
              </li>
            ))}
          </ul>
        </PageSection>

        <PageSection id="perfect-for" heading={ui.perfectFor} className={sectionAlt}>
          <ul className={useCases}>
            {page.useCases.map((item) => (
              <li key={plain(item.title)} className={useCase}>
                <UseCaseIcon name={plain(item.icon)} className={icon} />
                <ItemText {...item} />
              </li>
            ))}
          </ul>
        </PageSection>

        <PageSection id="getting-started" heading={ui.gettingStarted} className={section}>
          <ol className={steps}>
            {page.steps.map((item) => (
              <li key={plain(item.title)} className={step}>
                <ItemText {...item} />
              </li>
            ))}
          </ol>
        </PageSection>

        <section className={cta} aria-labelledby="try-it">
          <div className={container}>
            <h2 id="try-it" className={ctaTitle}>
              <InLanguage text={format(ui.readyToTry, { name })} />
            </h2>
            <p className={ctaText}>
              <InLanguage text={description} />
            </p>
            <ExternalLink href={url} className={button}>
              <InLanguage text={format(ui.tryNow, { name })} />
              &nbsp;<span aria-hidden="true">↗</span>
            </ExternalLink>
          </div>
        </section>
      </article>
    </Layout>
  )
}
