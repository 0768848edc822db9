// Query results built from the real files in data/, as Gatsby would return them.
import fs from "fs"
import path from "path"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import site from "../data/site.json"

export const BUILD_YEAR = 2026

/** The folder the build reads (gatsby-config.ts): PRODUCTS_DIR, or data/products. */
const productsDir = process.env.PRODUCTS_DIR ?? path.join(__dirname, "..", "data", "products")

export type ProductFile = Omit<Queries.ProductPageQuery["productsJson"] & object, "logo"> &
  Pick<Queries.ProductCardFragment, "features" | "logoSize"> & { order: number; logo: string }

/** The product files, in card order. */
export function readProducts(): ProductFile[] {
  return fs
    .readdirSync(productsDir)
    .filter((file) => file.endsWith(".json"))
    .map((file) => JSON.parse(fs.readFileSync(path.join(productsDir, file), "utf8")) as ProductFile)
    .sort((a, b) => a.order - b.order)
}

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
      nodes: readProducts().map((product) => ({
        ...product,
        id: product.productUrl,
        logo: imageData(product.logo, 64, "4rem"),
      })),
    },
  }
}

export function siteQueryData(): Queries.SiteMetadataQuery {
  return { site: { siteMetadata: { ...site, buildYear: BUILD_YEAR } } }
}

export function notFoundPageData(): Queries.NotFoundPageQuery {
  return { site: { siteMetadata: { notFoundPage: site.notFoundPage } } }
}

export function testPageData(): Queries.StripeTestPageQuery {
  return { site: { siteMetadata: { testPage: site.testPage } } }
}

export function productLinksQueryData(): Queries.ProductLinksQuery {
  return {
    allProductsJson: {
      nodes: readProducts().map(({ name, productUrl }) => ({ name, productUrl })),
    },
  }
}
