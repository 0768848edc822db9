import { graphql, useStaticQuery } from "gatsby"

/** Every product's name and page path, in the order the data sets. */
export function useProductLinks(): Queries.ProductLinksQuery["allProductsJson"]["nodes"] {
  const { allProductsJson } = useStaticQuery<Queries.ProductLinksQuery>(graphql`
    query ProductLinks {
      allProductsJson(sort: { order: ASC }) {
        nodes {
          name
          productUrl
        }
      }
    }
  `)
  return allProductsJson.nodes
}
