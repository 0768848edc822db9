// The one source of the tests' facts, for Jest and Playwright alike: the files in data/ the build
// reads, the routes they make, the spec's fixed strings, and query results as Gatsby would return them.
import fs from "fs"
import path from "path"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import site from "../data/site.json"
import { productsDir } from "../gatsby/content-check"

export { site }

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

export type ProductFile = Omit<Queries.ProductPageQuery["productsJson"] & object, "logo"> &
  Pick<Queries.ProductCardFragment, "features" | "logoSize"> & { order: number; logo: string }

/** The product files of a folder, in card order. */
export function readProducts(dir = productsDir): ProductFile[] {
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as ProductFile)
    .sort((a, b) => a.order - b.order)
}

/** The products the build reads (gatsby-config.ts), in card order. */
export const products = readProducts()

export type Route = {
  /** A short name, for test titles and screenshot files. */
  name: string
  path: string
  title: string
  /** The h1's text. */
  heading: string
  description: string
  /** The external sites the page's main content links to, before the footer's links. */
  externalLinks: string[]
}

export const home: Route = {
  name: "home",
  path: "/",
  title: site.homeTitle,
  heading: site.title,
  description: site.description,
  externalLinks: products.map((product) => product.url),
}

export const productRoutes = products.map((product) => ({
  product,
  route: {
    name: path.basename(product.productUrl),
    path: product.productUrl,
    title: product.page.title,
    heading: product.name,
    description: product.page.metaDescription,
    externalLinks: [product.url, product.url],
  } satisfies Route,
}))

const [first] = productRoutes
if (!first) throw new Error(`no product files in ${productsDir}`)
/** For the tests that follow one product's links. */
export const firstProduct = first

export const testPage: Route = {
  name: "test-stripe",
  path: "/test/stripe",
  title: site.testPage.title,
  heading: site.testPage.title,
  description: site.testPage.description,
  externalLinks: [],
}

/** Every route the site defines. */
export const routes: Route[] = [home, ...productRoutes.map(({ route }) => route), testPage]

export const notFound: Route = {
  name: "not-found",
  path: "/no-such-page",
  title: site.notFoundPage.title,
  heading: spec.routeError,
  description: site.notFoundPage.description,
  externalLinks: [],
}

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

export function productPageData(product: ProductFile): Queries.ProductPageQuery {
  return { productsJson: { ...product, logo: imageData(product.logo, 96, "6rem") } }
}

export function homePageData(): Queries.HomePageQuery {
  return {
    allProductsJson: {
      nodes: products.map((product) => ({
        ...product,
        id: product.productUrl,
        logo: imageData(product.logo, 64, "4rem"),
      })),
    },
  }
}

export function siteQueryData(): Queries.SiteDataQuery {
  return { siteJson: { ...site, buildYear: BUILD_YEAR } }
}

export function notFoundPageData(): Queries.NotFoundPageQuery {
  return { siteJson: { notFoundPage: site.notFoundPage } }
}

export function testPageData(): Queries.StripeTestPageQuery {
  return { siteJson: { testPage: site.testPage } }
}

export function productLinksQueryData(): Queries.ProductLinksQuery {
  return {
    allProductsJson: {
      nodes: products.map(({ name, productUrl }) => ({ name, productUrl })),
    },
  }
}
