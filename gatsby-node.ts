import path from "path"
import type { GatsbyNode } from "gatsby"
import { checkProductsOnChange } from "./gatsby/check-products-on-change"
import { REACT_DOM_ENTRY, rewritePages } from "./gatsby/scripts-after-paint"
import { publishSitemap } from "./gatsby/sitemap"
import { renderSocialCard } from "./gatsby/social-cards"
import type { SocialCard } from "./gatsby/social-cards"
import { formatProblems, productsDir, validateProducts } from "./gatsby/validate-products"
import { socialCardPath } from "./src/social-card"

const productTemplate = path.resolve("./src/templates/product.tsx")
/** The company's mark, also the source of the manifest's icons (gatsby-config.ts). */
const companyMark = path.resolve("./src/images/icon.png")
/** The home page's card shows the first products' logos. */
const HOME_CARD_LOGOS = 4

/** Stops the build on a content mistake, before anything is written to public/. */
export const onPreInit: GatsbyNode["onPreInit"] = async ({ reporter }) => {
  const problems = await validateProducts(productsDir)
  // A plain message: no stack trace, one line per problem.
  if (problems.length > 0) reporter.panic(formatProblems(problems))
}

/** Under `gatsby develop`, the same check after every save of a product file or a logo. */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, reporter }) => {
  if (process.env.gatsby_executing_command === "develop" && node.internal.type === "File") {
    checkProductsOnChange(node.absolutePath as string, reporter)
  }
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    type Site implements Node {
      siteMetadata: SiteSiteMetadata!
    }

    type SiteSiteMetadata {
      title: String!
      titleAccent: String!
      homeTitle: String!
      legalName: String!
      tagline: String!
      description: String!
      siteUrl: String!
      buildYear: Int!
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

/** After webpack's minifier, which drops comments, and before its source maps. */
const AFTER_MINIFYING = 401

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  stage,
  actions,
  getConfig,
  plugins,
}) => {
  if (stage !== "build-javascript") return
  // Its own entry, so React DOM starts up before Gatsby's app does (gatsby/scripts-after-paint.ts).
  // setWebpackConfig drops `entry`, so the whole config is replaced.
  const config = getConfig() as { entry: Record<string, string>; plugins: unknown[] }
  config.entry[REACT_DOM_ENTRY] = "react-dom/client"
  // Every page runs most of the startup scripts' functions (webpack's runtime, React, Gatsby's app).
  // This V8 compile hint has them compiled while they download, off the main thread, instead of
  // each on its first call: that took the longest startup tasks from 12-14 ms to 6 ms here.
  config.plugins.push(
    plugins.banner({
      banner: "//# allFunctionsCalledOnLoad",
      raw: true,
      entryOnly: true,
      test: /\.js$/,
      stage: AFTER_MINIFYING,
    }),
  )
  actions.replaceWebpackConfig(config)
}

/**
 * Publishes the sitemap and robots.txt, writes every page's social card (see src/social-card.ts),
 * and defers the scripts.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const result = await graphql<Queries.SocialCardsQuery>(`
    query SocialCards {
      site {
        siteMetadata {
          title
          titleAccent
          tagline
          description
          siteUrl
        }
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
  if (result.errors || !result.data?.site) {
    reporter.panicOnBuild("Could not load the social cards' data", result.errors)
    return
  }
  const site = result.data.site.siteMetadata
  const products = result.data.allProductsJson.nodes

  // After gatsby-plugin-sitemap's onPostBuild: the site's own gatsby-node runs after every plugin's.
  await publishSitemap(path.resolve("public"), site.siteUrl)
  await rewritePages(path.resolve("public"))

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
  const brand = { ...site, mark: companyMark }
  for (const [pagePath, card] of cards) {
    await renderSocialCard(card, brand, path.join("public", socialCardPath(pagePath)))
  }
}
