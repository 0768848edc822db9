import path from "path"
import type { GatsbyNode } from "gatsby"
import { formatProblems, productsDir, validateProducts } from "./src/content/validate-products"

const productTemplate = path.resolve("./src/templates/product.tsx")

/** Stops the build on a content mistake, before anything is written to public/. */
export const onPreInit: GatsbyNode["onPreInit"] = async ({ reporter }) => {
  const problems = await validateProducts(productsDir)
  // A plain message: no stack trace, one line per problem.
  if (problems.length > 0) reporter.panic(formatProblems(problems))
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
    }

    type SiteLink {
      name: String!
      url: String!
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
