import React, { createContext, useContext, type ReactNode } from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import type { Localized } from "./text"

/** data/site.json's fields, typed by GraphQL typegen from its schema (gatsby/content/graphql-types.ts). */
export type SiteFile = Omit<Queries.SiteJson, keyof Queries.Node>

/** The site's facts, the same in every language, and the build's year. */
export type Site = Pick<SiteFile, "title" | "titleAccent" | "legalName" | "siteUrl" | "links"> & {
  buildYear: number
  /**
   * Every product's name and page, in the data's order, for the links to them: from the content
   * gatsby-node.ts read whole, so that under develop a product file's mistake leaves them as they were.
   */
  apps: Pick<ProductFile, "name" | "productUrl">[]
}

/** A product file's fields, typed likewise; its logo is read through its own query. */
export type ProductFile = Omit<Queries.ProductsJson, keyof Queries.Node | "logo">

/** A product in the page's language: its texts in `texts`, its logo at the size the page shows it. */
export type Product = Pick<
  ProductFile,
  "name" | "productUrl" | "url" | "appLanguage" | "logoSize"
> & {
  texts: Localized<Pick<ProductFile, "description" | "fullDescription" | "features" | "page">>
  logo: IGatsbyImageData
}

/** What gatsby-node.ts gives every page: its language, the site's facts, and its texts in it. */
export type PageContext = {
  lang: string
  site: Site
  texts: Localized<SiteFile>
  /** The English page's path, on a page that exists in every language; none on the others. */
  sourcePath?: string
}

export type HomePageContext = PageContext & { products: Product[] }

export type ProductPageContext = PageContext & { product: Product }

const CurrentPage = createContext<PageContext | null>(null)

export function PageContextProvider({
  value,
  children,
}: {
  value: PageContext
  children: ReactNode
}) {
  return <CurrentPage.Provider value={value}>{children}</CurrentPage.Provider>
}

/** The page's context: every component inside a Layout has it. */
export function usePageContext(): PageContext {
  const value = useContext(CurrentPage)
  if (!value) throw new Error("usePageContext: no PageContextProvider (a page renders Layout)")
  return value
}
