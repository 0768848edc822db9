// The one source of the tests' facts, for Jest and Playwright alike: the files in data/ the build
// reads, the routes they make in every language, the spec's fixed strings, and query results as
// Gatsby would return them.
import fs from "fs"
import path from "path"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import productSchema from "../data/product.schema.json"
import site from "../data/site.json"
import siteSchema from "../data/site.schema.json"
import { productsDir, translationsDir } from "../gatsby/content-check"
import { localize } from "../gatsby/translations"
import type { JsonSchema } from "../gatsby/translations"
import { LANGUAGES, SOURCE_LANGUAGE, appUrl, pathIn } from "../src/languages"
import type { Language } from "../src/languages"
import type { ProductTexts, SiteTexts } from "../src/page-language"
import { format, plain } from "../src/text"

export { site }

/** Every language but English, for the tests of what differs between languages. */
export const translatedLanguages: Language[] = LANGUAGES.slice(1)
export { LANGUAGES, SOURCE_LANGUAGE, appUrl, pathIn }

export const BUILD_YEAR = 2026

/** The strings spec.md fixes; every other expected text comes from data/. */
export const spec = {
  keyFeatures: "Key Features",
  perfectFor: "Perfect For",
  gettingStarted: "Getting Started",
  routeError: "Unexpected Application Error!",
  learnMore: (name: string) => `Learn more about ${name} →`,
  /** The link's accessible name: its arrow is hidden from assistive technology. */
  learnMoreName: (name: string) => `Learn more about ${name}`,
  tryNow: (name: string) => `Try ${name} Now`,
}

export type ProductFile = Omit<
  Queries.ProductsJson,
  "id" | "parent" | "children" | "internal" | "logo" | "localized"
> & { logo: string; /** The file's name in data/products. */ file: string }

/** The product files of a folder, in card order. */
export function readProducts(dir = productsDir): ProductFile[] {
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .map((file) => ({
      ...(JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as ProductFile),
      file,
    }))
    .sort((a, b) => a.order - b.order)
}

/** A translation in data/translations/<tag>/, or nothing where there is none. */
function readTranslation(tag: string, file: string): unknown {
  const absolute = path.join(translationsDir, tag, file)
  return fs.existsSync(absolute) ? JSON.parse(fs.readFileSync(absolute, "utf8")) : undefined
}

/** What SiteJson's localized field gives a page in this language (gatsby-node.ts). */
export function siteTexts(tag: string): SiteTexts {
  const { $schema, ...content } = site
  if (tag === SOURCE_LANGUAGE.tag) return content
  const translation = readTranslation(tag, "site.json") ?? {}
  return localize(siteSchema as JsonSchema, content, translation).value as SiteTexts
}

/** What ProductsJson's localized field gives a page in this language. */
export function productTexts(product: ProductFile, tag: string): ProductTexts {
  const { file, ...content } = product
  if (tag === SOURCE_LANGUAGE.tag) return content
  const translation = readTranslation(tag, file) ?? {}
  return localize(productSchema as JsonSchema, content, translation).value as ProductTexts
}

/** The interface's texts in a language, as plain strings, for what a visitor reads. */
export function interfaceTexts(tag: string) {
  const ui = siteTexts(tag).interface
  const text = (key: keyof typeof ui, values: Record<string, string> = {}) =>
    plain(format(ui[key], values))
  return {
    keyFeatures: text("keyFeatures"),
    perfectFor: text("perfectFor"),
    gettingStarted: text("gettingStarted"),
    routeError: text("routeError"),
    allApps: text("allApps"),
    goHome: text("goHome"),
    ourApps: text("ourApps"),
    language: text("language"),
    opensInNewTab: text("opensInNewTab"),
    learnMoreName: (name: string) => text("learnMore", { name }),
    tryNow: (name: string) => text("tryNow", { name }),
    launch: (name: string) => text("launch", { name }),
  }
}

/** The products the build reads (gatsby-config.ts), in card order. */
export const products = readProducts()

/** Where Gatsby keeps a page's data: "/" in /page-data/index/page-data.json. */
export const pageDataPath = (pagePath: string) =>
  `/page-data/${pagePath.replace(/^\/$/, "index").replace(/^\/|\/$/g, "")}/page-data.json`

export type Route = {
  /** A short name, for test titles and screenshot files. */
  name: string
  /** The page's language tag. */
  lang: string
  path: string
  title: string
  /** The h1's text. */
  heading: string
  description: string
  /** The external sites the page's main content links to, before the footer's links. */
  externalLinks: string[]
}

/** The pages that exist in every language, and the not-found screen, in one language. */
export function routesIn({ tag, prefix }: Language) {
  const texts = siteTexts(tag)
  const suffix = prefix ? `-${prefix}` : ""
  const home: Route = {
    name: `home${suffix}`,
    lang: tag,
    path: pathIn(tag, "/"),
    title: plain(texts.homeTitle),
    heading: site.title,
    description: plain(texts.description),
    externalLinks: products.map((product) => appUrl(product.url, product.appLanguage, tag)),
  }
  const productRoutes = products.map((product) => {
    const text = productTexts(product, tag)
    const url = appUrl(product.url, product.appLanguage, tag)
    return {
      product,
      text,
      route: {
        name: `${path.basename(product.productUrl)}${suffix}`,
        lang: tag,
        path: pathIn(tag, product.productUrl),
        title: plain(text.page.title),
        heading: product.name,
        description: plain(text.page.metaDescription),
        externalLinks: [url, url],
      } satisfies Route,
    }
  })
  const notFound: Route = {
    name: `not-found${suffix}`,
    lang: tag,
    path: `${prefix ? `/${prefix}` : ""}/no-such-page`,
    title: plain(texts.notFoundPage.title),
    heading: plain(texts.interface.routeError),
    description: plain(texts.notFoundPage.description),
    externalLinks: [],
  }
  return { home, productRoutes, notFound }
}

export const { home, productRoutes, notFound } = routesIn(SOURCE_LANGUAGE)

const [first] = productRoutes
if (!first) throw new Error(`no product files in ${productsDir}`)
/** For the tests that follow one product's links. */
export const firstProduct = first

export const testPage: Route = {
  name: "test-stripe",
  lang: SOURCE_LANGUAGE.tag,
  path: "/test/stripe",
  title: site.testPage.title,
  heading: site.testPage.title,
  description: site.testPage.description,
  externalLinks: [],
}

/** Every route the site defines in English. */
export const routes: Route[] = [home, ...productRoutes.map(({ route }) => route), testPage]

/** Each other language's home, first product page and not-found screen: what differs by language. */
export const translatedPages: Route[] = translatedLanguages.flatMap((language) => {
  const { home, productRoutes, notFound } = routesIn(language)
  return [home, ...productRoutes.slice(0, 1).map(({ route }) => route), notFound]
})

/** Every page a visitor can see: the routes and the not-found screen. */
export const pages: Route[] = [...routes, notFound]

export const footerLinks = site.links.map((link) => link.url)

/** What gatsby-plugin-image would make of a logo file, without running sharp. */
function imageData(
  logo: string,
  width: number,
  sizes: string,
): { childImageSharp: { gatsbyImageData: IGatsbyImageData } } {
  const src = `/static/${path.basename(logo)}`
  return {
    childImageSharp: {
      gatsbyImageData: {
        layout: "fixed",
        width,
        height: width,
        images: {
          fallback: {
            src,
            srcSet: `${src} ${width}w`,
            sizes,
          },
          sources: [],
        },
      },
    },
  }
}

export function productPageData(product: ProductFile, lang = "en"): Queries.ProductPageQuery {
  return {
    siteJson: { localized: siteTexts(lang) },
    productsJson: {
      ...product,
      localized: productTexts(product, lang),
      logo: imageData(product.logo, 96, "6rem"),
    },
  }
}

export function homePageData(lang = "en"): Queries.HomePageQuery {
  return {
    siteJson: { localized: siteTexts(lang) },
    allProductsJson: {
      nodes: products.map((product) => ({
        ...product,
        id: product.productUrl,
        localized: productTexts(product, lang),
        logo: imageData(product.logo, 64, "4rem"),
      })),
    },
  }
}

export function siteQueryData(): Queries.SiteDataQuery {
  return { siteJson: { ...site, buildYear: BUILD_YEAR } }
}

export function notFoundPageData(lang = "en"): Queries.NotFoundPageQuery {
  return { siteJson: { localized: siteTexts(lang) } }
}

export function testPageData(): Queries.StripeTestPageQuery {
  return { siteJson: { localized: siteTexts("en") } }
}

export function productLinksQueryData(): Queries.ProductLinksQuery {
  return {
    allProductsJson: {
      nodes: products.map(({ name, productUrl }) => ({ name, productUrl })),
    },
  }
}
