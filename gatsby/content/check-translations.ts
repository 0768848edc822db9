// data/languages.json and the termbase, then each language's translations of the English files: a
// translation keeps the English text's {placeholders} and lists no more items than it. A text not
// translated yet, and a term rendered otherwise than the termbase says, are warnings.
import { existsSync, readdirSync } from "fs"
import path from "path"
import languagesSchema from "../../data/languages.schema.json"
import productSchema from "../../data/product.schema.json"
import siteSchema from "../../data/site.schema.json"
import termbaseSchema from "../../data/termbase.schema.json"
import type { Language } from "../../src/languages"
import { isTranslation, relative, translationFile } from "./files"
import { escapeRegExp, localize, translationSchema, type JsonSchema } from "./localize"
import { problemAt, problemAtStart, quote, type ContentProblem } from "./problems"
import { readContentFile, validator, type ContentFile, type Json } from "./read-file"
import { duplicates, reservedBy } from "./rules"

/** A term of the termbase: its English form(s) in `en`, and renderings by language tag. */
export type Term = { en: string | string[]; note?: string } & Record<string, string | string[]>

/** The English files' schemas: data/site.json's and a product file's. */
export const SCHEMAS: Record<"site" | "product", JsonSchema> = {
  site: siteSchema,
  product: productSchema,
}
/** The schema of each one's translations, derived from its own. */
export const TRANSLATED = {
  site: translationSchema(SCHEMAS.site, "data/site.json"),
  product: translationSchema(SCHEMAS.product, "a product file in data/products"),
}

const checkLanguages = validator<{ languages: Language[] }>(languagesSchema)
const checkTermbase = validator<{ terms: Term[] }>(termbaseSchema)

/**
 * The languages, the termbase's terms and the translations of the site's and the products' files,
 * each by tag and in their order, as read, and the problems of all of them; no translations while
 * languages.json has a mistake.
 */
export function readTranslations(dir: string, site: ContentFile, products: ContentFile[]) {
  const sources = [site, ...products]
  const languages = readContentFile(path.join(dir, "languages.json"), checkLanguages)
  const list = languages.content?.languages
  if (!list) return { problems: languages.problems, terms: [], translations: [] }
  const allTags = list.map(({ tag }) => tag)
  const tags = allTags.slice(1)
  languages.problems.push(...languageMistakes(languages, list))
  const termbase = readContentFile(path.join(dir, "termbase.json"), checkTermbase, { terms: [] })
  const terms = termbase.content?.terms ?? []
  termbase.problems.push(...termbaseMistakes(termbase, terms, tags))
  const problems = [...languages.problems, ...termbase.problems, ...strays(dir, sources, tags)]
  // A product's value of its app's language parameter, by the site's language (English's too).
  for (const read of products.filter(({ problems }) => problems.length === 0)) {
    const values: object = Object(Object(read.json?.appLanguage).values)
    problems.push(...notTags(read, "/appLanguage/values", Object.keys(values), allTags))
  }
  // Each source's translations by tag, { ko: {...}, ja: {...} }, in the sources' order.
  const translations = sources.map(() => new Map<string, Json>())
  for (const { tag, name } of list.slice(1)) {
    sources.forEach((source, index) => {
      const kind = index === 0 ? "site" : "product"
      const file = translationFile(path.resolve(source.file), tag)
      const translation = readContentFile(file, validator<Json>(TRANSLATED[kind]), {})
      translations[index]?.set(tag, translation.json ?? {})
      // Beside an English file with a mistake, which may be what they differ in, its translations
      // are compared once it is fixed.
      if (source.problems.length === 0 && translation.problems.length === 0) {
        compareTexts(translation, source.json, terms, tag)
      }
      problems.push(...translation.problems)
      // A translation with a mistake is reported for it alone, until it is fixed.
      if (!source.json || translation.problems.some(({ warning }) => !warning)) return
      const message = `is not translated into ${name} (${tag}): add it to ${relative(file)}`
      const { missing } = localize(SCHEMAS[kind], source.json, translation.json)
      const untranslated = { warning: "untranslated", tally: tag } as const
      problems.push(...missing.map((at) => problemAt(source, at, message, untranslated)))
    })
  }
  return { problems, terms, translations }
}

/** Prefixes the site owns otherwise, languages written right to left, tags or prefixes twice. */
function languageMistakes(languages: ContentFile, list: Language[]) {
  const at = (index: number, key: string) => `/languages/${index}/${key}`
  const problems: ContentProblem[] = []
  list.forEach(({ prefix, tag }, index) => {
    // Its own entries in the reserved list are from this file, which may be changing.
    const owner = prefix && reservedBy(`/${prefix}`, false)
    const reserved = `must not be ${quote(prefix)}, as /${prefix} ${owner}`
    if (owner) problems.push(problemAt(languages, at(index, "prefix"), reserved))
    // The pages and the social cards are laid out left to right. Node before 22 (Debian's) has
    // `textInfo` for getTextInfo(); TypeScript's lib has neither.
    type TextInfo = { textInfo?: { direction: string }; getTextInfo?(): { direction: string } }
    const locale = new Intl.Locale(tag) as Intl.Locale & TextInfo
    const rtl = `is ${quote(tag)}, a language written right to left, which the site cannot lay out yet: leave it out until it can (see data/README.md, Translations)`
    const isRtl = (locale.getTextInfo?.() ?? locale.textInfo)?.direction === "rtl"
    if (isRtl) problems.push(problemAt(languages, at(index, "tag"), rtl))
  })
  const twice = (["tag", "prefix"] as const).flatMap((key) =>
    duplicates(list.map((it, i) => [languages, at(i, key), it[key], `language ${i + 1}`])),
  )
  return [...problems, ...twice]
}

/** A tag at its first term only: a language taken out of languages.json is one line, not one a term. */
function termbaseMistakes(termbase: ContentFile, terms: Term[], tags: string[]) {
  const seen = new Set(["en", "note"])
  return terms.flatMap((term, index) => {
    const renderings = Object.keys(term).filter((key) => !seen.has(key))
    renderings.forEach((key) => seen.add(key))
    return notTags(termbase, `/terms/${index}`, renderings, tags, " from every term")
  })
}

/**
 * Each translation is <the name of a source file>.<tag>.json, beside it: site.ko.json in data/,
 * <slug>.ko.json in data/products/. Any other is a stray, a warning.
 */
function strays(dir: string, sources: ContentFile[], tags: string[]) {
  const known = new Set(sources.map(({ file }) => path.resolve(file)))
  const problems: ContentProblem[] = []
  for (const folder of [dir, path.join(dir, "products")]) {
    for (const name of readdirSync(folder).filter(isTranslation).sort()) {
      const [stem, tag = ""] = name.split(".")
      const source = path.join(folder, `${stem}.json`)
      // Only site.json and the products have translations (the termbase lists its own renderings).
      const why = existsSync(source)
        ? "has no translations: delete it"
        : `does not exist: rename or delete it${folder === dir ? "" : " with its product"}`
      const message = !tags.includes(tag)
        ? `is for ${quote(tag)}, not a translated language in data/languages.json (${tags.join(", ")}): delete it if the language was removed, or name it <name>.<tag>.json`
        : !known.has(source) && `translates ${relative(source)}, which ${why}`
      const file = relative(path.join(folder, name))
      if (message) problems.push({ ...problemAtStart(file, message), warning: "stray" })
    }
  }
  return problems
}

/** A problem at each of `keys` (fields at `pointer`) that is not one of `tags`. */
function notTags(content: ContentFile, pointer: string, keys: string[], tags: string[], from = "") {
  const message = `is not the tag of a language in data/languages.json (${tags.join(", ")}): remove it${from}, or add the language there`
  const strays = keys.filter((key) => !tags.includes(key))
  return strays.map((key) => problemAt(content, `${pointer}/${key}`, message))
}

/**
 * A translation's texts beside the English ones: an item the English lacks or a lost {placeholder}
 * is an error; a term of the English that the translation renders otherwise, a warning.
 */
function compareTexts(translation: ContentFile, source: unknown, terms: Term[], tag: string) {
  const add = (pointer: string, message: string, warning?: object) =>
    translation.problems.push(problemAt(translation, pointer, message, warning))
  const compare = (text: unknown, original: unknown, pointer: string): void => {
    if (typeof text === "object" && text && typeof original === "object" && original) {
      const english = new Map(Object.entries(original))
      const extra = `is not in the English file, which lists ${english.size}: delete the item the English no longer has (it may not be the last)`
      for (const [key, value] of Object.entries(text)) {
        const at = `${pointer}/${key}`
        if (english.has(key) && key !== "$schema") compare(value, english.get(key), at)
        else if (Array.isArray(original) && english.size) add(at, extra)
      }
    }
    if (typeof text !== "string" || typeof original !== "string") return
    const [wanted, got] = [original, text].map(placeholders)
    const lost = wanted
      ? `must have the English text's ${wanted} and no other {placeholder}, got ${got || "none"}`
      : `must have no {placeholder}, as the English text has none, got ${got}`
    if (wanted !== got) add(pointer, lost)
    for (const { en = [], [tag]: renderings = [] } of terms) {
      // At the start of a word, in any case: "spreadsheet" finds "Spreadsheets".
      const term = [en].flat().find((form) => startsWord(form).test(original))
      const words = [renderings].flat()
      const used = words.some((word) => text.toLowerCase().includes(word.toLowerCase()))
      if (!term || !words.length || used) continue
      const message = `does not use the termbase's ${words.map(quote).join(" or ")} for ${quote(term)}`
      add(pointer, message, { warning: "termbase", tally: quote(term) })
    }
  }
  compare(translation.json, source, "")
}

const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort().join(" ")
const startsWord = (form: string) => RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(form)}`, "iu")
