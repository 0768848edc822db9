import path from "node:path"
import { test as base } from "@playwright/test"
import type { Locator, Page } from "@playwright/test"
import site from "../data/site.json"
import { readProducts } from "../__tests__/fixtures"
import type { ProductFile } from "../__tests__/fixtures"

export { site }

export type Product = ProductFile

/** The products the build was made from, in card order. */
export const products = readProducts()

export type Route = {
  /** A short name, for test titles and screenshot files. */
  name: string
  path: string
  title: string
  /** The h1's text. */
  heading: string
  /** Undefined where no content file sets it. */
  description?: string
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
if (!first) throw new Error("no product files: see data/products or PRODUCTS_DIR")
/** For the tests that follow one product's links. */
export const firstProduct = first

export const stripeTest: Route = {
  name: "test-stripe",
  path: "/test/stripe",
  title: "Stripe Test Page",
  heading: "Stripe Test Page",
  externalLinks: [],
}

/** Every route the site defines. */
export const routes: Route[] = [home, ...productRoutes.map(({ route }) => route), stripeTest]

export const notFound = { name: "not-found", path: "/no-such-page", externalLinks: [] }

/** Every page a visitor can see: the routes and the not-found screen. */
export const pages: Pick<Route, "name" | "path" | "externalLinks">[] = [...routes, notFound]

export const footerLinks = site.links.map((link) => link.url)

export type BrowserLog = {
  /** Console errors and warnings, and uncaught exceptions, of every tab. */
  problems: string[]
  /** Every request for another origin than the site's; none reaches the network. */
  offsite: string[]
}

/**
 * Every test runs with the log and the stub: a navigation to another origin (an external link's new
 * tab) gets a tiny stub page, any other request to another origin is aborted.
 */
export const test = base.extend<{ browserLog: BrowserLog }>({
  browserLog: [
    async ({ context, baseURL }, use) => {
      const origin = new URL(baseURL ?? "").origin
      const log: BrowserLog = { problems: [], offsite: [] }
      context.on("console", (message) => {
        if (message.type() === "error" || message.type() === "warning") {
          log.problems.push(`${message.type()}: ${message.text()} (${message.location().url})`)
        }
      })
      context.on("weberror", (error) => log.problems.push(`uncaught: ${error.error().message}`))
      await context.route(
        (url) => url.origin !== origin,
        (route) => {
          const request = route.request()
          log.offsite.push(request.url())
          return request.isNavigationRequest()
            ? route.fulfill({ contentType: "text/html", body: "<title>Stub</title>" })
            : route.abort("blockedbyclient")
        },
      )
      await use(log)
    },
    { auto: true },
  ],
})

export { expect } from "@playwright/test"

/** Marks the document; {@link isSameDocument} then tells whether a navigation reloaded it. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { e2eMarker: true }))
}

export async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => "e2eMarker" in window)
}

/** Loads a page and everything it loads lazily further down. */
export async function visitWholePage(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: "networkidle" })
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await page.waitForFunction(() => [...document.images].every((image) => image.complete))
}

/** How many pictures (not inline sizing shims) in the container a visitor sees: loaded and opaque. */
export function shownImages(container: Locator): Promise<number> {
  return container
    .locator("img")
    .evaluateAll(
      (images: HTMLImageElement[]) =>
        images.filter(
          (image) =>
            !image.currentSrc.startsWith("data:") &&
            image.naturalWidth > 0 &&
            image.getBoundingClientRect().width > 0 &&
            getComputedStyle(image).opacity === "1",
        ).length,
    )
}

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
}
