import React, { createContext, useContext } from "react"
import type { ReactNode } from "react"
import type site from "../data/site.json"
import type { Localized } from "./text"

/** data/site.json in the page's language (SiteJson's `localized` field). */
export type SiteTexts = Localized<Omit<typeof site, "$schema">>

/** A product file's texts in the page's language (ProductsJson's `localized` field). */
export type ProductTexts = Localized<
  Pick<Queries.ProductsJson, "description" | "fullDescription" | "features" | "page">
>

export type PageLanguage = {
  /** The page's language tag, from its page context. */
  lang: string
  texts: SiteTexts
  /** The English page's path, on a page that exists in every language; none on the others. */
  sourcePath?: string
}

const PageLanguageContext = createContext<PageLanguage | null>(null)

export function PageLanguageProvider({
  value,
  children,
}: {
  value: PageLanguage
  children: ReactNode
}) {
  return <PageLanguageContext.Provider value={value}>{children}</PageLanguageContext.Provider>
}

/** The page's language and the site's texts in it: every component inside a Layout has them. */
export function usePageLanguage(): PageLanguage {
  const value = useContext(PageLanguageContext)
  if (!value) throw new Error("usePageLanguage: no PageLanguageProvider (a page renders Layout)")
  return value
}
