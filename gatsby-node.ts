import { existsSync, readFileSync, writeFileSync } from "fs"
import path from "path"
import type { CreatePagesArgs, GatsbyNode, Page } from "gatsby"
import { publishSitemap } from "./gatsby/sitemap"
import { MissingGlyph, renderSocialCards, type SocialCard } from "./gatsby/social-cards"
import { policyFindings } from "./gatsby/hosting/csp"
import { writeHostingHeaders } from "./gatsby/hosting/headers"
import { currentContent } from "./gatsby/content"
import { contentTypes } from "./gatsby/content/graphql-types"
import { siteByLanguage } from "./gatsby/content/site-by-language"
import { socialCardPath } from "./src/social-card"
import { plain, type PageText } from "./src/text"
import { SOURCE_LANGUAGE, language, pathIn } from "./src/languages"
import type { HomePageContext, PageContext, ProductPageContext } from "./src/page-context"

const productTemplate = path.resolve("./src/templates/product.tsx")
const publicDir = path.resolve("public")
/** The home page's card shows the first products' logos. */
const HOME_CARD_LOGOS = 4

/** data/'s node types, from its schemas (gatsby/content/graphql-types.ts). */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) =>
  actions.createTypes(contentTypes())

/**
 * data/ as the content module read and checked it, each logo's images from GraphQL (only the logos
 * need a query). Undefined while the check finds a mistake in a file the pages are made from, which
 * only develop sees: a fix there is a node's change, which makes the pages again.
 */
async function withImages({ graphql }: CreatePagesArgs) {
  const { files } = await currentContent()
  if (!files) return undefined
  // The logos fixed at the CSS sizes of the largest card logo (--logo-large) and of the header logo
  // (--logo-hero), in 1x and 2x.
  const { data, errors } = await graphql<Queries.ProductLogosQuery>(`
    query ProductLogos {
      allProductsJson {
        nodes {
          logo {
            absolutePath
            childImageSharp {
              card: gatsbyImageData(layout: FIXED, width: 64, sizes: "4rem", placeholder: NONE)
              hero: gatsbyImageData(layout: FIXED, width: 96, sizes: "6rem", placeholder: NONE)
            }
          }
        }
      }
    }
  `)
  if (errors || !data) return undefined
  // By the native path: Gatsby writes absolutePath with "/", on Windows too. Under develop, a new
  // product's logo has no node yet, one that sharp cannot read no image data.
  const logos = new Map(
    data.allProductsJson.nodes.map(({ logo }) => [path.resolve(logo.absolutePath), logo]),
  )
  return siteByLanguage(files, (file) => logos.get(file)?.childImageSharp)
}
type SiteWithImages = NonNullable<Awaited<ReturnType<typeof withImages>>>

/**
 * The content as createPages last read it whole: under develop, while the content check finds a
 * mistake, the pages stay as they were (and the components never see a part missing).
 */
let content: SiteWithImages | undefined
/**
 * The pages of src/pages, as Gatsby's page creator makes them: after createPages, with no context.
 * Gatsby calls onCreatePage only for the pages of other plugins, never for those made here.
 */
const fixedPages = new Map<string, Page>()

/**
 * A page of src/pages with its context: the home page in every language at /<prefix>, the not-found
 * page at /<prefix>/404.html, answering every unknown path under the prefix in the browser
 * (matchPath); the others in English only.
 */
function withContext({ path: pagePath, component }: Page, { site, byLanguage }: SiteWithImages) {
  const everyLanguage = pagePath === "/" || pagePath === "/404"
  return byLanguage
    .filter(({ lang }) => everyLanguage || lang === SOURCE_LANGUAGE.tag)
    .map(({ lang, texts, products }): Page<PageContext> => {
      const { prefix } = language(lang)
      const context = { lang, site, texts }
      if (pagePath === "/") {
        const cards = products.map(({ logo, ...product }) => ({ ...product, logo: logo.card }))
        const home: HomePageContext = { ...context, sourcePath: "/", products: cards }
        return { path: pathIn(lang, "/"), component, context: home }
      }
      if (pagePath === "/404" && prefix) {
        return { path: `/${prefix}/404.html`, matchPath: `/${prefix}/*`, component, context }
      }
      return { path: pagePath, component, context }
    })
}

export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  fixedPages.set(page.path, page)
  if (content) for (const ours of withContext(page, content)) actions.createPage(ours)
}

/** Every product's page in every language, and src/pages' pages again with the content now. */
export const createPages: GatsbyNode["createPages"] = async (args) => {
  content = (await withImages(args)) ?? content
  if (!content) {
    args.reporter.panicOnBuild("Could not read the content of data/")
    return
  }
  const { site, byLanguage, redirects } = content
  const { createPage, createRedirect } = args.actions
  // In the browser, on a host without the config onPostBuild writes (npm run serve). Not under
  // develop, which redirects on its server (onCreateDevServer): there the browser's redirect shows a
  // blank page until develop has made the new one, and Gatsby keeps it after an edit takes it back.
  const inBrowser = process.env.gatsby_executing_command === "develop" ? [] : redirects
  for (const redirect of inBrowser)
    createRedirect({ ...redirect, isPermanent: true, redirectInBrowser: true })
  for (const { lang, texts, products } of byLanguage) {
    for (const { logo, ...product } of products) {
      const sourcePath = product.productUrl
      const hero = { ...product, logo: logo.hero }
      const context: ProductPageContext = { lang, site, texts, sourcePath, product: hero }
      createPage({ path: pathIn(lang, sourcePath), component: productTemplate, context })
    }
  }
  // A file deleted from src/pages under develop takes its pages with it.
  for (const page of [...fixedPages.values()].filter(({ component }) => existsSync(component))) {
    for (const ours of withContext(page, content)) createPage(ours)
  }
}

type DevResponse = { redirect: (status: number, to: string) => void }
/**
 * Under develop, a previous address redirects on the server, by the content as it is now; with 302,
 * as a browser keeps a 301 after the edit is undone.
 */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }) => {
  app.use((request: { path: string; url: string }, response: DevResponse, next: () => void) => {
    const address = request.path.replace(/(.)\/$/, "$1")
    const moved = content?.redirects.find(({ fromPath }) => fromPath === address)
    // With its query (?utm_source=…), as the hosts keep it.
    if (moved) response.redirect(302, moved.toPath + new URL(request.url, "http://develop").search)
    else next()
  })
}

/**
 * Publishes the sitemap, writes every page's social card (see src/social-card.ts), then each page's
 * Content-Security-Policy into it and the hosting headers, and stops on a weak policy. It runs after
 * every plugin's onPostBuild: gatsby-plugin-sitemap has written its files, and
 * gatsby-plugin-fast-startup has put its loader in the pages, whose hash the CSP must list.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  if (!content) return
  const { site, byLanguage } = content
  const cards: SocialCard[] = byLanguage.flatMap(({ lang, texts, products }) => {
    /** A page's card: its title and text beside the logos of `shown`. */
    const card = (sourcePath: string, title: PageText, text: PageText, shown: typeof products) => {
      const pagePath = pathIn(lang, sourcePath)
      const address = new URL(pagePath, site.siteUrl).href.replace(/^https?:\/\/|\/$/g, "")
      const images = shown.map(({ logo, logoSize }) => ({ file: logo.file, logoSize }))
      const file = path.join("public", socialCardPath(pagePath))
      return { title, text, images, file, address, lang }
    }
    const home = card("/", texts.tagline, texts.description, products.slice(0, HOME_CARD_LOGOS))
    return [home, ...products.map((p) => card(p.productUrl, p.name, p.texts.description, [p]))]
  })

  await publishSitemap(publicDir, site.siteUrl)
  // The install prompt's name and description, from site.json as read with the rest: gatsby-config.ts
  // reads no content.
  const manifestFile = path.join(publicDir, "manifest.webmanifest")
  const manifest: object = JSON.parse(readFileSync(manifestFile, "utf8"))
  const description = plain(byLanguage[0]?.texts.tagline ?? "")
  const named = { name: site.title, short_name: site.title, description, ...manifest }
  writeFileSync(manifestFile, JSON.stringify(named))
  try {
    await renderSocialCards(cards, site)
  } catch (error) {
    if (!(error instanceof MissingGlyph)) throw error
    // In a line: the report of a thrown error quotes this file's compiled bundle around it.
    reporter.panicOnBuild(`${error.message}: remove it, or add a font (see data/README.md)`)
    return
  }

  const nginxDir = path.resolve("build/nginx")
  const findings = policyFindings(writeHostingHeaders(publicDir, nginxDir, content.redirects))
  if (findings.length > 0) {
    reporter.panicOnBuild(
      "Google's CSP Evaluator finds the Content-Security-Policy weak (gatsby/hosting/csp.ts, " +
        `docs/deploy.md):\n${findings.join("\n")}`,
    )
  }
}
