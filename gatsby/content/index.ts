// data/'s one owner: its files read and checked once (./read-file.ts, ./rules.ts,
// ./check-translations.ts), the problems in words (./problems.ts), and the site in every language
// (./localize.ts), as the pages, the social cards, the hosts and the editor take it.
import { existsSync, readdirSync } from "fs"
import path from "path"
import adminSchema from "../../data/admin.schema.json"
import type { ProductFile, SiteFile } from "../../src/page-context"
import { dataDir, isPageContent, productFileNames, relative } from "./files"
import { SCHEMAS, readTranslations, type Term } from "./check-translations"
import { problemAtStart, type ContentProblem } from "./problems"
import { readContentFile, validator, type Json } from "./read-file"
import { addressesOf, checkProductFile, checkTitleAccent, duplicates } from "./rules"

export * from "./files"
export * from "./problems"
export * from "./localize"
export { reservedBy } from "./rules"
export { SCHEMAS, TRANSLATED } from "./check-translations"
export { textWidth } from "./read-file"

/** A product file as its schema passes it: its logo is the image file's name, beside it. */
type ProductContent = ProductFile & { logo: string }
const checkSite = validator<SiteFile>(SCHEMAS.site)
const checkProduct = validator<ProductContent>(SCHEMAS.product)
const checkAdmin = validator<{ repo: string; branch: string }>(adminSchema)

/** An English file's content and its translations, by tag. */
type Translated<Content> = Content & { translations: Map<string, Json> }

/** data/'s files as checked, the pages are made from: each whole and valid, the termbase's terms. */
export type ContentFiles = {
  site: Translated<SiteFile>
  products: Translated<ProductContent>[]
  terms: Term[]
}

/** What the editor takes from data/: where it commits (admin.json), and the site's title. */
export type EditorFacts = { repo: string; branch: string; title: string }

/**
 * Every problem in the content files of `dir` (data/), each on its own and across them, and the
 * files, when those the pages are made from have no mistake.
 */
async function readContent(
  dir = dataDir,
): Promise<{ problems: ContentProblem[]; files?: ContentFiles; editor?: EditorFacts }> {
  const folder = path.join(dir, "products")
  // A site with no app is no site; and Git keeps no empty folder, so removing every product may
  // remove data/products.
  const names = existsSync(folder) ? productFileNames(folder) : []
  // Gatsby reads .JSON as JSON, the build and this check only .json: a product.JSON would reach the
  // site unchecked, a site.ko.JSON be left out.
  const misnamed = [dir, folder].filter(existsSync).flatMap((at) =>
    readdirSync(at)
      .filter((name) => /\.json$/i.test(name) && !/\.json$|^\./.test(name))
      .map((name) => {
        const message = `must end in .json, in lower case: rename it ${name.replace(/\.json$/i, ".json")}`
        return problemAtStart(relative(path.join(at, name)), message, "its name")
      }),
  )
  const site = readContentFile(path.join(dir, "site.json"), checkSite)
  // admin.json: the repository and branch the deployed editor commits to.
  const admin = readContentFile(path.join(dir, "admin.json"), checkAdmin)
  // The editor opens while a product file has a mistake, which it may be there to fix.
  const { title } = site.json ?? {}
  const editor =
    admin.content && typeof title === "string" ? { ...admin.content, title } : undefined
  if (names.length === 0) {
    const message = `has no product file: the home page lists the apps from its files, so keep one in it (git restore ${relative(folder)} brings them back)`
    const problems = [problemAtStart(relative(folder), message, "the folder"), ...misnamed]
    return { problems, editor }
  }
  checkTitleAccent(site)
  const products = names.map((name) => readContentFile(path.join(folder, name), checkProduct))
  await Promise.all(products.map(checkProductFile))
  const read = [site, ...products, admin]
  const problems = read.flatMap(({ problems }) => problems)
  for (const key of ["name", "order"]) {
    problems.push(...duplicates(products.map((p) => [p, `/${key}`, p.json?.[key], p.file])))
  }
  // Each address, a page's or a previous one, leads to one page.
  problems.push(...duplicates(products.flatMap(addressesOf)))
  const translated = readTranslations(dir, site, products)
  problems.push(...translated.problems, ...misnamed)
  // Each file's problems in its order, as a reader goes through it (Ajv's is the schema's), the
  // files in the order they were read.
  const order = [...new Set([...read, ...problems].map(({ file }) => file))]
  problems.sort(
    (a, b) =>
      order.indexOf(a.file) - order.indexOf(b.file) || a.line - b.line || a.column - b.column,
  )
  const pagesWait = problems.some(
    ({ warning, file }) => !warning && isPageContent(path.resolve(file)),
  )
  const [siteTexts = new Map(), ...productTexts] = translated.translations
  const valid = products.flatMap(({ content }, i) =>
    content ? [{ ...content, translations: productTexts[i] ?? new Map() }] : [],
  )
  if (pagesWait || !site.content) return { problems, editor }
  const { terms } = translated
  const files = { site: { ...site.content, translations: siteTexts }, products: valid, terms }
  return { problems, files, editor }
}

/** Every problem in the content files of `dir` (data/). */
export const checkContent = async (dir = dataDir) => (await readContent(dir)).problems

declare global {
  // Gatsby compiles each gatsby-node file into a bundle of its own (.cache/compiled), each with its
  // own copy of this module: the one read is kept where all of them see it.
  var splenworksContent: ReturnType<typeof readContent> | undefined
}
/** data/ read and checked once: the build's hooks share one read, develop one per save. */
export const currentContent = () => (globalThis.splenworksContent ??= readContent())
/** Under develop, after a change in data/: the next call of currentContent reads it again. */
export const forgetContent = () => void (globalThis.splenworksContent = undefined)
