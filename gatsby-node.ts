import path from "path"
import type { GatsbyNode } from "gatsby"
import { publishSitemap } from "./gatsby/sitemap"
import { renderSocialCards } from "./gatsby/social-cards"
import type { SocialCard, SocialCardFile } from "./gatsby/social-cards"
import { policyFindings, writePagePolicies } from "./gatsby/csp"
import { largestCspHeader, pageFiles, writeHostingHeaders } from "./gatsby/hosting-headers"
import { socialCardPath } from "./src/social-card"
import { LANGUAGES, SOURCE_LANGUAGE, pathIn } from "./src/languages"
import { localize } from "./gatsby/translations"
import type { JsonSchema } from "./gatsby/translations"
import type { ProductTexts, SiteTexts } from "./src/page-language"
import { plain } from "./src/text"
import productSchema from "./data/product.schema.json"
import siteSchema from "./data/site.schema.json"

const productTemplate = path.resolve("./src/templates/product.tsx")
const publicDir = path.resolve("public")
/** The company's mark, also the source of the manifest's icons (gatsby-config.ts). */
const companyMark = path.resolve("./src/images/icon.png")
/** The home page's card shows the first products' logos. */
const HOME_CARD_LOGOS = 4

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    "data/site.json"
    type SiteJson implements Node @dontInfer {
      title: String!
      titleAccent: String!
      homeTitle: String!
      legalName: String!
      tagline: String!
      description: String!
      siteUrl: String!
      links: [SiteLink!]!
      notFoundPage: FixedPageCopy!
      testPage: FixedPageCopy!
      interface: InterfaceTexts!
    }

    "The buttons', headings' and links' texts, the same on every page (data/site.schema.json)."
    type InterfaceTexts {
      apps: String!
      company: String!
      allApps: String!
      learnMore: String!
      productFeatures: String!
      launch: String!
      keyFeatures: String!
      perfectFor: String!
      gettingStarted: String!
      readyToTry: String!
      tryNow: String!
      opensInNewTab: String!
      copyright: String!
      language: String!
      routeError: String!
      goHome: String!
      ourApps: String!
    }

    type SiteLink {
      name: String!
      url: String!
    }

    "The texts of a page that has no product behind it."
    type FixedPageCopy {
      title: String!
      description: String!
      message: String!
    }

    enum LogoSize {
      small
      large
    }

    type ProductsJson implements Node @dontInfer {
      order: Int!
      name: String!
      productUrl: String!
      url: String!
      appLanguage: AppLanguage
      logo: File! @fileByRelativePath
      logoSize: LogoSize!
      description: String!
      fullDescription: String!
      features: [String!]!
      page: ProductPage!
    }

    "How the app takes a language in its address: ?<parameter>=<value for the page's language>."
    type AppLanguage {
      parameter: String!
      values: JSON!
    }

    "A file of data/translations/<tag>/: read through SiteJson's and ProductsJson's localized field."
    type TranslationJson implements Node @dontInfer {
      id: ID!
    }

    type ProductPage {
      title: String!
      metaDescription: String!
      features: [ProductFeature!]!
      useCases: [ProductUseCase!]!
      steps: [ProductStep!]!
    }

    type ProductFeature {
      title: String!
      description: String!
    }

    type ProductUseCase {
      icon: String!
      title: String!
      description: String!
    }

    type ProductStep {
      title: String!
      description: String!
    }
  `)
}

type NodeModel = {
  getNodeById: (args: { id: string }) => Record<string, unknown> | null
  findOne: (args: {
    type: string
    query: { filter: Record<string, unknown> }
  }) => Promise<Record<string, unknown> | null>
}

/** A node's content as its JSON file has it, without Gatsby's fields or the editors' "$schema". */
function content(node: Record<string, unknown>): Record<string, unknown> {
  const { id, parent, children, internal, $schema, ...rest } = node
  return rest
}

/**
 * `localized(lang: $lang)`: the node's content in a language, a text it has no translation for in
 * English marked `{ lang, text }` (gatsby/translations.ts), read from data/translations/<tag>/ with
 * the same file name. Through the node model, so that develop reruns the queries on a change there.
 */
function localizedField(schema: JsonSchema) {
  return {
    type: "JSON!",
    args: { lang: "String!" },
    resolve: async (
      node: Record<string, unknown> & { parent: string },
      { lang }: { lang: string },
      { nodeModel }: { nodeModel: NodeModel },
    ) => {
      if (lang === SOURCE_LANGUAGE.tag) return content(node)
      const source = nodeModel.getNodeById({ id: node.parent })
      const file = await nodeModel.findOne({
        type: "File",
        query: {
          filter: {
            sourceInstanceName: { eq: "translations" },
            relativePath: { eq: `${lang}/${String(source?.base)}` },
          },
        },
      })
      const [child] = (file?.children ?? []) as string[]
      const translation = child ? nodeModel.getNodeById({ id: child }) : null
      const localized = localize(
        schema,
        content(node),
        translation ? content(translation) : {},
        SOURCE_LANGUAGE.tag,
      )
      return localized.value
    },
  }
}

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    SiteJson: {
      // The year of the build, for the footer's copyright line until the page runs (useCurrentYear).
      buildYear: { type: "Int!", resolve: () => new Date().getFullYear() },
      localized: localizedField(siteSchema as JsonSchema),
    },
    ProductsJson: { localized: localizedField(productSchema as JsonSchema) },
  })
}

/**
 * The pages of src/pages in every language, the language in their context: the home page at
 * /<prefix>, the not-found page at /<prefix>/404.html, answering every unknown path under the
 * prefix in the browser (matchPath). The test page stays English only.
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (page.context?.lang) return
  actions.deletePage(page)
  actions.createPage({ ...page, context: { ...page.context, lang: SOURCE_LANGUAGE.tag } })
  const notFound = page.path === "/404"
  if (page.path !== "/" && !notFound) return
  for (const { tag, prefix } of LANGUAGES.slice(1)) {
    actions.createPage({
      ...page,
      path: notFound ? `/${prefix}/404.html` : pathIn(tag, page.path),
      ...(notFound ? { matchPath: `/${prefix}/*` } : {}),
      context: { ...page.context, lang: tag },
    })
  }
}

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<Queries.ProductRoutesQuery>(`
    query ProductRoutes {
      allProductsJson {
        nodes {
          id
          productUrl
        }
      }
    }
  `)

  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not load the products", result.errors)
    return
  }

  for (const { id, productUrl } of result.data.allProductsJson.nodes) {
    for (const { tag } of LANGUAGES) {
      actions.createPage({
        path: pathIn(tag, productUrl),
        component: productTemplate,
        context: { id, lang: tag },
      })
    }
  }
}

/**
 * Publishes the sitemap, writes every page's social card (see src/social-card.ts), then each page's
 * Content-Security-Policy into it and the hosting headers, and stops on a weak policy. It runs after
 * every plugin's onPostBuild: gatsby-plugin-sitemap has written its files, and
 * gatsby-plugin-fast-startup has put its loader in the pages, whose hash the CSP must list.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const cards: SocialCardFile[] = []
  let site: { title: string; titleAccent: string; siteUrl: string } | undefined
  for (const { tag } of LANGUAGES) {
    const result = await graphql<Queries.SocialCardsQuery, { lang: string }>(
      `
        query SocialCards($lang: String!) {
          siteJson {
            title
            titleAccent
            siteUrl
            localized(lang: $lang)
          }
          allProductsJson(sort: { order: ASC }) {
            nodes {
              name
              productUrl
              localized(lang: $lang)
              logo {
                absolutePath
              }
            }
          }
        }
      `,
      { lang: tag },
    )
    if (result.errors || !result.data?.siteJson) {
      reporter.panicOnBuild("Could not load the social cards' data", result.errors)
      return
    }
    site = result.data.siteJson
    const texts = result.data.siteJson.localized as SiteTexts
    const products = result.data.allProductsJson.nodes
    const siteUrl = site.siteUrl
    const card = (sourcePath: string, content: Omit<SocialCard, "address" | "lang">) => {
      const pagePath = pathIn(tag, sourcePath)
      const address = new URL(pagePath, siteUrl).href.replace(/^https?:\/\/|\/$/g, "")
      const file = path.join("public", socialCardPath(pagePath))
      cards.push({ file, card: { ...content, address, lang: tag } })
    }
    card("/", {
      title: plain(texts.tagline),
      text: plain(texts.description),
      images: products.slice(0, HOME_CARD_LOGOS).map(({ logo }) => logo.absolutePath),
    })
    for (const { name, productUrl, localized, logo } of products) {
      const text = plain((localized as ProductTexts).description)
      card(productUrl, { title: name, text, images: [logo.absolutePath] })
    }
  }
  if (!site) return

  await publishSitemap(publicDir, site.siteUrl)
  await renderSocialCards(cards, { ...site, mark: companyMark })

  writePagePolicies(publicDir, pageFiles(publicDir))
  const headers = writeHostingHeaders(publicDir, path.resolve("build/nginx"))
  const findings = policyFindings([headers.csp, ...Object.values(headers.pages)])
  if (findings.length > 0) {
    reporter.panicOnBuild(
      "Google's CSP Evaluator finds the Content-Security-Policy weak (gatsby/csp.ts, " +
        `docs/deploy.md):\n${findings.join("\n")}`,
    )
    return
  }
  reporter.info(
    "Hosting headers in public/_headers, public/vercel.json and build/nginx/; the largest " +
      `Content-Security-Policy header is ${largestCspHeader(headers)} bytes`,
  )
}
