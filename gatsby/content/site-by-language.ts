// The site in every language, from data/'s files as checked: each text from the translation beside
// its English file (site.ko.json, products/splensheet.ko.json), or in English marked `{ lang, text }`,
// with phrase breaks where the language is written without spaces.
import path from "path"
import { loadDefaultParsers } from "budoux"
import { LANGUAGES, pathIn } from "../../src/languages"
import type { Product, Site } from "../../src/page-context"
import { productsDir } from "./files"
import { SCHEMAS, type ContentFiles } from "./index"
import { localize, withPhraseBreaks, type JsonSchema } from "./localize"
import type { Json } from "./read-file"

/** A source's translations, by tag. */
type Texts = Map<string, Json>

/**
 * A product in one language, its logo the images `imagesOf` gives for its file (the build: GraphQL's)
 * with the file, which its social card draws.
 */
type ProductInLanguage<Images> = Omit<Product, "logo"> & { logo: Images & { file: string } }
/**
 * A product page's previous address and its address now (/sheets, /splensheet), in one language, in
 * the shape of Gatsby's createRedirect.
 */
export type Redirect = { fromPath: string; toPath: string }

/** BudouX's phrase parsers, by lower-case tag: for the languages written without spaces. */
const PHRASE_PARSERS = loadDefaultParsers()

/**
 * data/ as the pages, the social cards and the hosts show it: the site's facts, each language's
 * texts and products, and the products' previous addresses in every language. Undefined while a
 * logo (its absolute path) has no images: under develop, a new one's are not made yet.
 */
export function siteByLanguage<Images>(
  { site, products, terms }: ContentFiles,
  imagesOf: (file: string) => Images | null | undefined,
) {
  /** A source's texts in `lang`, with phrase breaks where the language has no spaces. */
  const inLanguage = <Source>(schema: JsonSchema, source: Source, lang: string, of: Texts) => {
    const parser = PHRASE_PARSERS.get(lang.toLowerCase())
    const renderings = terms.flatMap((term) => term[lang] ?? [])
    const mark = parser && ((text: string) => withPhraseBreaks(text, lang, parser, renderings))
    return localize(schema, source, of.get(lang), lang, mark).value
  }
  // Neither the file's "$schema" (for editors, and no field of its type, hence the default that
  // lets it be taken out) nor the translations are texts of the site.
  const { $schema, translations, ...texts } = { $schema: "", ...site }
  const { title, titleAccent, legalName, siteUrl, links } = texts
  const buildYear = new Date().getFullYear()
  const facts: Site = { title, titleAccent, legalName, siteUrl, links, buildYear, apps: [] }
  const redirects: Redirect[] = []
  // The site in one language: what its pages and social cards show.
  const byLanguage = LANGUAGES.map(({ tag }) => {
    const shown: ProductInLanguage<Images>[] = []
    return { lang: tag, texts: inLanguage(SCHEMAS.site, texts, tag, translations), products: shown }
  })
  for (const product of [...products].sort((a, b) => a.order - b.order)) {
    // null where the file has no appLanguage, as its type (GraphQL's) says of an absent field.
    const { name, productUrl, previousUrls, url, logoSize, appLanguage = null } = product
    const { description, fullDescription, features, page } = product
    const file = path.resolve(productsDir, product.logo)
    const images = imagesOf(file)
    if (!images) return undefined
    facts.apps.push({ name, productUrl })
    for (const { lang, products: shown } of byLanguage) {
      const source = { description, fullDescription, features, page }
      const texts = inLanguage(SCHEMAS.product, source, lang, product.translations)
      shown.push({ name, productUrl, url, logoSize, appLanguage, logo: { ...images, file }, texts })
      const toPath = pathIn(lang, productUrl)
      for (const old of previousUrls ?? []) redirects.push({ fromPath: pathIn(lang, old), toPath })
    }
  }
  return { site: facts, byLanguage, redirects }
}
