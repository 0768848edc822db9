// The facts the tests of the built site expect, for Jest and Playwright alike: the files in data/ the
// build reads, the routes they make in every language, and the spec's fixed strings. (The page
// snapshots render the written-out content of test-content.ts instead.)
import fs from "fs"
import path from "path"
import languagesJson from "../data/languages.json"
import site from "../data/site.json"
import { productFileNames, productsDir, siteFile, translationFile } from "../gatsby/content"
import type { Language } from "../src/languages"

export { site }

/** The languages in data/languages.json, English first. */
export const LANGUAGES: Language[] = languagesJson.languages
const [english] = LANGUAGES
if (!english) throw new Error("no language in data/languages.json")
export const SOURCE_LANGUAGE = english
/** Every language but English, for the tests of what differs between languages. */
export const translatedLanguages: Language[] = LANGUAGES.slice(1)

// The addresses are written here from the data and the spec, not by src/languages.ts, so that the
// route checks do not agree with a mistake of the code they test.

/** An English page's address in a language: /<slug> in English, /<prefix>/<slug> (/<prefix> for "/") in another. */
export function pathIn(tag: string, englishPath: string): string {
  const language = LANGUAGES.find((candidate) => candidate.tag === tag)
  if (!language) throw new Error(`no language ${tag} in data/languages.json`)
  return `/${[language.prefix, englishPath.replace(/^\//, "")].filter(Boolean).join("/")}`
}

/**
 * An app's address in a language: its site's root with the language's value in its parameter
 * (https://splensheet.com/?lng=ko, data/README.md's "Links to the apps"), or its plain url where it
 * names no value for the language.
 */
export function appUrl(
  url: string,
  appLanguage: { parameter: string; values: Record<string, unknown> } | null | undefined,
  tag: string,
): string {
  const value = appLanguage?.values[tag]
  if (!appLanguage || typeof value !== "string") return url
  if (!/^https:\/\/[^/?#]+\/?$/.test(url)) throw new Error(`${url} is not a site's root`)
  return `${url.replace(/\/$/, "")}/?${appLanguage.parameter}=${value}`
}

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
  "id" | "parent" | "children" | "internal" | "logo"
> & { logo: string; /** The file's name in data/products. */ file: string }

/** The product files of a folder, in card order. */
export function readProducts(dir = productsDir): ProductFile[] {
  return productFileNames(dir)
    .map((file) => ({
      ...(JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as ProductFile),
      file,
    }))
    .sort((a, b) => a.order - b.order)
}

/** The translation of a content file, beside it, or nothing where there is none. */
function readTranslation(tag: string, source: string): unknown {
  const absolute = translationFile(source, tag)
  return fs.existsSync(absolute) ? JSON.parse(fs.readFileSync(absolute, "utf8")) : undefined
}

/**
 * The English file's content with each text its translation has (one with a character other than
 * white space) read over it: what a visitor reads in the language. A plain read of the files, not the
 * build's localize().
 */
function readOver<Content>(english: Content, translation: unknown): Content {
  if (typeof english === "string") {
    const text = typeof translation === "string" && /\S/.test(translation) ? translation : english
    return text as Content
  }
  if (!english || typeof english !== "object") return english
  const translated = (key: string | number): unknown =>
    translation && typeof translation === "object"
      ? (translation as Record<string, unknown>)[key]
      : undefined
  if (Array.isArray(english)) {
    return english.map((item, index) => readOver(item, translated(index))) as Content
  }
  return Object.fromEntries(
    Object.entries(english).map(([key, value]) => [key, readOver(value, translated(key))]),
  ) as Content
}

/** data/site.json's texts as a visitor reads them in this language. */
function siteTexts(tag: string) {
  const { $schema, ...content } = site
  return readOver(content, readTranslation(tag, siteFile))
}

/** A product file's texts as a visitor reads them in this language. */
function productTexts({ file, ...content }: ProductFile, tag: string) {
  return readOver(content, readTranslation(tag, path.join(productsDir, file)))
}

/** The interface's texts in a language, with their {placeholders} filled in. */
export function interfaceTexts(tag: string) {
  const ui = siteTexts(tag).interface
  const text = (key: keyof typeof ui, values: Record<string, string> = {}) =>
    ui[key].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
  return {
    keyFeatures: text("keyFeatures"),
    perfectFor: text("perfectFor"),
    gettingStarted: text("gettingStarted"),
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
    title: texts.homeTitle,
    heading: site.title,
    description: texts.description,
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
        title: text.page.title,
        heading: product.name,
        description: text.page.metaDescription,
        externalLinks: [url, url],
      } satisfies Route,
    }
  })
  const notFound: Route = {
    name: `not-found${suffix}`,
    lang: tag,
    path: `${prefix ? `/${prefix}` : ""}/no-such-page`,
    title: texts.notFoundPage.title,
    heading: texts.notFoundPage.heading,
    description: texts.notFoundPage.description,
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

/** Each product's previous addresses (previousUrls) in every language, and its page's address there. */
export const movedPages = LANGUAGES.flatMap(({ tag }) =>
  products.flatMap(({ productUrl, previousUrls }) =>
    (previousUrls ?? []).map((previous) => ({
      from: pathIn(tag, previous),
      to: pathIn(tag, productUrl),
    })),
  ),
)

export const footerLinks = site.links.map((link) => link.url)
