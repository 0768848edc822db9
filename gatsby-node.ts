import path from "path"
import type { GatsbyNode } from "gatsby"
import { publishSitemap } from "./gatsby/sitemap"
import { renderSocialCards } from "./gatsby/social-cards"
import type { SocialCard } from "./gatsby/social-cards"
import { policyFindings, writePagePolicies } from "./gatsby/csp"
import { largestCspHeader, pageFiles, writeHostingHeaders } from "./gatsby/hosting-headers"
import { socialCardPath } from "./src/social-card"

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
      logo: File! @fileByRelativePath
      logoSize: LogoSize!
      description: String!
      fullDescription: String!
      features: [String!]!
      page: ProductPage!
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

/** The year of the build, for the footer's copyright line until the page runs (useCurrentYear). */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    SiteJson: { buildYear: { type: "Int!", resolve: () => new Date().getFullYear() } },
  })
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
    actions.createPage({ path: productUrl, component: productTemplate, context: { id } })
  }
}

/**
 * Publishes the sitemap, writes every page's social card (see src/social-card.ts), then each page's
 * Content-Security-Policy into it and the hosting headers, and stops on a weak policy. It runs after
 * every plugin's onPostBuild: gatsby-plugin-sitemap has written its files, and
 * gatsby-plugin-fast-startup has put its loader in the pages, whose hash the CSP must list.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const result = await graphql<Queries.SocialCardsQuery>(`
    query SocialCards {
      siteJson {
        title
        titleAccent
        tagline
        description
        siteUrl
      }
      allProductsJson(sort: { order: ASC }) {
        nodes {
          name
          description
          productUrl
          logo {
            absolutePath
          }
        }
      }
    }
  `)
  if (result.errors || !result.data?.siteJson) {
    reporter.panicOnBuild("Could not load the social cards' data", result.errors)
    return
  }
  const site = result.data.siteJson
  const products = result.data.allProductsJson.nodes

  await publishSitemap(publicDir, site.siteUrl)

  const address = (pagePath: string) =>
    new URL(pagePath, site.siteUrl).href.replace(/^https?:\/\/|\/$/g, "")
  const cards: [string, SocialCard][] = [
    [
      "/",
      {
        title: site.tagline,
        text: site.description,
        images: products.slice(0, HOME_CARD_LOGOS).map(({ logo }) => logo.absolutePath),
        address: address("/"),
      },
    ],
    ...products.map(({ name, description, productUrl, logo }): [string, SocialCard] => [
      productUrl,
      { title: name, text: description, images: [logo.absolutePath], address: address(productUrl) },
    ]),
  ]
  await renderSocialCards(
    cards.map(([pagePath, card]) => ({
      card,
      file: path.join("public", socialCardPath(pagePath)),
    })),
    { ...site, mark: companyMark },
  )

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
