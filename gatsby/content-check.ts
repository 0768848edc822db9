// The content check: data/site.json, every product file, data/languages.json, data/termbase.json,
// data/admin.json and every translation against their JSON Schemas, which word their own messages
// (`errorMessage`, ajv-errors); then what a schema cannot say: site.json's accent starts its title;
// a product's values are unique across files, its address is not one the site, the build or a host
// owns, and its logo is an image the build can read; a translation keeps the English text's
// {placeholders} and lists no more items than it. A text not translated yet, and a term rendered
// otherwise than the termbase says, are warnings. momoa, a JSON parser that keeps where every value
// is, places each.
import { existsSync, readdirSync, readFileSync } from "fs"
import path from "path"
import { evaluate, parse } from "@humanwhocodes/momoa"
import type { ElementNode, MemberNode, StringNode, ValueNode } from "@humanwhocodes/momoa"
import Ajv from "ajv"
import type { ErrorObject } from "ajv"
import ajvErrors from "ajv-errors"
import sharp from "sharp"
import stringWidth from "string-width"
import adminSchema from "../data/admin.schema.json"
import languagesSchema from "../data/languages.schema.json"
import productSchema from "../data/product.schema.json"
import siteSchema from "../data/site.schema.json"
import termbaseSchema from "../data/termbase.schema.json"
import { EDITOR, RESERVED_PATHS } from "../src/reserved-paths"
import { escapeRegExp, localize, translationSchema } from "./translations"
import type { JsonSchema } from "./translations"

/** One mistake in a content file, where an editor or a terminal can open it. */
export interface ContentProblem {
  /** Relative to the project, e.g. "data/products/splensheet.json". */
  file: string
  /** From 1, as editors count. */
  line: number
  column: number
  /** The field in words, e.g. "title of page.steps item 2"; empty when the file is not JSON. */
  field: string
  /** What is wrong and what is expected, e.g. "is missing". */
  message: string
  /** What a warning is about; an error, which stops the build, has none. */
  warning?: "untranslated" | "termbase" | "stray"
  /** What a warning counts under in its file's summary line: a language's tag, or a term. */
  tally?: string
}

/** A file as read: its data and where each of its values is (none when it is not JSON), its problems. */
type ContentFile = { file: string; data?: Data; places?: Places; problems: ContentProblem[] }
/** Where each value is, by its keys from the root ("/page/steps/1"), unescaped. */
type Places = Map<string, { line: number; column: number }>
type Data = Record<string, unknown>
/** What a problem says beyond its place and message: the field's name, what a warning is about. */
type Extra = Partial<ContentProblem>
type Site = typeof import("../data/site.json")
/** A term of the termbase: its English form(s) in `en`, and renderings by language tag. */
export type Term = Record<string, string | string[]>

export const dataDir = path.join(__dirname, "../data")
export const productsDir = path.join(dataDir, "products")
export const siteFile = path.join(dataDir, "site.json")
export const termbaseFile = path.join(dataDir, "termbase.json")
export const languagesFile = path.join(dataDir, "languages.json")

/** A content file's translation, beside it: data/site.ko.json, data/products/splensheet.ko.json. */
export const translationFile = (source: string, tag: string) =>
  source.replace(/\.json$/, `.${tag}.json`)

/** Whether a JSON file is a translation (<name>.<tag>.json), not a source or a schema. */
export const isTranslation = (file: string) =>
  /^[^.]+\.[^.]+\.json$/.test(path.basename(file)) && !file.endsWith(".schema.json")
/** A hidden file, such as Emacs's lock .#splensheet.json: not content, and the build skips it. */
export const isHidden = (file: string) => path.basename(file).startsWith(".")
/** The content the build sources from data/ itself: site.json, its translations, the termbase. */
export const isSiteContent = (file: string) =>
  [siteFile, termbaseFile].includes(file) ||
  (path.dirname(file) === dataDir && isTranslation(file) && path.basename(file).startsWith("site."))
/** data/products or a file in it, not in a folder inside it (a backup), which is not content. */
export const inProductsFolder = (file: string) => [file, path.dirname(file)].includes(productsDir)
/** The product files of a products folder (data/products), sorted: its JSON files but translations. */
export const productFileNames = (dir = productsDir) =>
  readdirSync(dir)
    .filter((name) => name.endsWith(".json") && !isHidden(name) && !isTranslation(name))
    .sort()
/** Every file here is a page of the site (Gatsby's convention), so no product may take its path. */
const pagesDir = path.join(__dirname, "../src/pages")
/** A logo's least width and height, as product.schema.json and data/README.md ask. */
const LOGO_SIZE = 512
const relative = (absolute: string) => path.relative(process.cwd(), absolute)

// The schemas share rules such as notEmpty between texts that each state their type once.
const options = { allErrors: true, verbose: true, strictTypes: false, strictTuples: false }
const ajv = ajvErrors(new Ajv(options)).addKeyword("translatable") // see gatsby/translations.ts
/**
 * A text's width where a search engine shows it: East Asian wide and full-width characters and emoji
 * count as two Latin letters (が, 👨‍👩‍👧), combining marks as none. NFC first: か + ゛ is が.
 */
export const textWidth = (text: string) => stringWidth(text.normalize("NFC"))
ajv.addKeyword({
  keyword: "maxWidth",
  type: "string",
  schemaType: "number",
  validate: (max: number, text: string) => textWidth(text) <= max,
})
const SOURCES = { site: siteSchema as JsonSchema, product: productSchema as JsonSchema }
/** The schema of each source's translations, derived from its own. */
export const TRANSLATED = {
  site: translationSchema(SOURCES.site, "data/site.json"),
  product: translationSchema(SOURCES.product, "a product file in data/products"),
}

/** Every problem in the content files of `dir` (data/), each on its own and across them. */
export const checkContent = async (dir = dataDir) => (await readCheckedContent(dir)).problems

/**
 * The problems in the content files of `dir`, and the files as the check read them, by absolute path:
 * each that is JSON, and the termbase and a translation that do not exist as their defaults (no
 * terms, no text). The build makes the pages from exactly what was checked.
 */
export async function readCheckedContent(dir = dataDir) {
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
        return atStart(path.join(at, name), message, "its name")
      }),
  )
  if (names.length === 0) {
    const message = `has no product file: the home page lists the apps from its files, so keep one in it (git restore ${relative(folder)} brings them back)`
    return { problems: [atStart(folder, message, "the folder"), ...misnamed], files: new Map() }
  }
  const site = checkSite(path.join(dir, "site.json"))
  const products = await Promise.all(names.map((name) => checkProduct(dir, name)))
  // admin.json: the repository and branch the deployed editor commits to.
  const files = [site, ...products, checked(path.join(dir, "admin.json"), adminSchema)]
  const problems = files.flatMap(({ problems }) => problems)
  for (const key of ["name", "order"]) {
    problems.push(...duplicates(products.map((p) => [p, `/${key}`, p.data?.[key], p.file])))
  }
  // Each address, a page's or a previous one, leads to one page.
  problems.push(...duplicates(products.flatMap(addressesOf)))
  const translations = checkTranslations(dir, [site, ...products])
  problems.push(...translations.problems, ...misnamed)
  // Each file's problems in its order, as a reader goes through it (Ajv's is the schema's), the
  // files in the order they were checked.
  const order = [...new Set([...files, ...problems].map(({ file }) => file))]
  problems.sort(
    (a, b) =>
      order.indexOf(a.file) - order.indexOf(b.file) || a.line - b.line || a.column - b.column,
  )
  const read = [...files, ...translations.files].filter(({ data }) => data)
  return { problems, files: new Map(read.map(({ file, data }) => [path.resolve(file), data])) }
}

/**
 * data/site.json for gatsby-config.ts, which reads it before any plugin runs: undefined when it has a
 * mistake, so that the content check, in onPreInit, is what reports it.
 */
export function siteForConfig(): Omit<Site, "$schema"> | undefined {
  const { data, problems } = checkSite(siteFile)
  // "$schema" is for editors, not a fact about the site.
  const { $schema, ...site } = (data ?? {}) as Site
  return problems.length > 0 ? undefined : site
}

/** What is wrong, in words: "tagline is missing". */
export const problemText = ({ field, message }: ContentProblem) =>
  field ? `${field} ${message}` : message

/** One problem as a terminal line, which terminals and editors open at file:line:column. */
export const formatProblem = (problem: ContentProblem) =>
  `${problem.file}:${problem.line}:${problem.column}: ${problemText(problem)}`

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`

/** Each kind of problem, errors first: what it counts, its heading, how a file's summary starts. */
const SECTIONS: Record<string, [noun: string, heading: string, summary?: string]> = {
  error: ["problem", "in the content files (see data/README.md)"],
  untranslated: [
    "text",
    "not translated yet, so those pages show the English (see data/README.md, Translations)",
    "not yet in",
  ],
  termbase: [
    "text",
    "with a term not as data/termbase.json renders it (see data/README.md, Termbase)",
    "not as in the termbase:",
  ],
  stray: ["file", "of translations the site does not use (see data/README.md)"],
}

/**
 * The problems as the build and `npm run check:content` print them, errors first, one line each;
 * untranslated texts and terms one line per file, unless `verbose`.
 */
export function formatProblems(problems: ContentProblem[], verbose = false): string {
  const sections = Object.entries(SECTIONS).flatMap(([kind, [noun, heading, summary]]) => {
    const list = problems.filter(({ warning = "error" }) => warning === kind)
    const summed = summary && !verbose
    const more = summed ? "; npm run check:content -- --verbose lists each one" : ""
    const lines = summed ? summarize(list, summary) : list.map(formatProblem)
    return list.length > 0 ? [[`${count(list.length, noun)} ${heading}${more}:`, ...lines]] : []
  })
  return sections.map((lines) => lines.join("\n  ")).join("\n")
}

/** A line per file: each language (or term) and how many texts it counts, equal counts together. */
function summarize(list: ContentProblem[], lead: string): string[] {
  return [...new Set(list.map(({ file }) => file))].map((file) => {
    const tallies = list.filter((problem) => problem.file === file).map(({ tally }) => tally)
    const counts = new Map(tallies.map((name) => [name, tallies.filter((t) => t === name).length]))
    const groups = [...new Set(counts.values())].map((n) => {
      const names = [...counts.keys()].filter((name) => counts.get(name) === n)
      return `${names.join(", ")} (${count(n, "text")}${names.length > 1 ? " each" : ""})`
    })
    return `${file}: ${lead} ${groups.join(", ")}`
  })
}

function checkSite(file: string): ContentFile {
  const site = checked(file, siteSchema)
  const { title, titleAccent } = site.data ?? {}
  // A value that is not text is the schema's to report.
  if (typeof title !== "string" || typeof titleAccent !== "string") return site
  const message = `must be the start of title, ${show(title)}, got ${show(titleAccent)}`
  if (!title.startsWith(titleAccent)) site.problems.push(problemAt(site, "/titleAccent", message))
  return site
}

async function checkProduct(dir: string, name: string): Promise<ContentFile> {
  const product = checked(path.join(dir, "products", name), productSchema)
  const { logo } = product.data ?? {}
  for (const [, pointer, address] of addressesOf(product)) {
    const owner = typeof address === "string" && reservedBy(address)
    if (!owner) continue
    // Who owns the address says more than the pattern, which a reserved address may also break.
    const field = fieldName(pointer)
    product.problems = product.problems.filter(
      (problem) => problem.field !== field || problem.message === WRITTEN_TWICE,
    )
    product.problems.push(
      problemAt(product, pointer, `must not be ${show(address)}, which ${owner}`),
    )
  }
  // A logo the schema accepts must also exist (with this exact case) and be an image sharp reads.
  if (typeof logo !== "string" || product.problems.some(({ field }) => field === "logo")) {
    return product
  }
  const got = `got ${show(logo)}`
  const names = readdirSync(path.join(dir, "products"))
  // macOS and Windows find a file whose name differs in case; the build's host does not.
  const other = names.find((name) => name.toLowerCase() === path.basename(logo).toLowerCase())
  const only = other ? ` (only ${show(other)}: a name must match in case too)` : ""
  const mistake = !names.includes(path.basename(logo))
    ? `must be an image file beside this one, ${got}, which does not exist${only}`
    : await sharp(path.join(dir, "products", logo))
        // Decoded whole, as the build will: a file cut short has a header that reads well.
        .toBuffer({ resolveWithObject: true })
        .then(({ info: { width, height } }) =>
          width === height && width >= LOGO_SIZE
            ? ""
            : `must be a square image of ${LOGO_SIZE} × ${LOGO_SIZE} pixels or more, ${got}, which is ${width} × ${height} pixels`,
        )
        .catch(({ message }) => `must be an image the build can read, ${got}: ${message}`)
  if (mistake) product.problems.push(problemAt(product, "/logo", mistake))
  return product
}

/** data/languages.json and the termbase, then each language's translations of the source files. */
function checkTranslations(dir: string, sources: ContentFile[]) {
  const languages = checked(path.join(dir, "languages.json"), languagesSchema)
  if (languages.problems.length > 0) return { problems: languages.problems, files: [] }
  const list = languages.data?.languages as Record<"tag" | "prefix" | "name", string>[]
  const allTags = list.map(({ tag }) => tag)
  const tags = allTags.slice(1)
  list.forEach(({ prefix, tag }, index) => {
    // Its own entries in the reserved list are from this file, which may be changing.
    const owner = prefix && reservedBy(`/${prefix}`, false)
    const message = `must not be ${show(prefix)}, as /${prefix} ${owner}`
    if (owner) languages.problems.push(problemAt(languages, `/languages/${index}/prefix`, message))
    // The pages and the social cards are laid out left to right. Node before 22 (Debian's) has
    // `textInfo` for getTextInfo(); TypeScript's lib has neither.
    type TextInfo = { textInfo?: { direction: string }; getTextInfo?(): { direction: string } }
    const locale = new Intl.Locale(tag) as Intl.Locale & TextInfo
    if ((locale.getTextInfo?.() ?? locale.textInfo)?.direction === "rtl") {
      const rtl = `is ${show(tag)}, a language written right to left, which the site cannot lay out yet: leave it out until it can (see data/README.md, Translations)`
      languages.problems.push(problemAt(languages, `/languages/${index}/tag`, rtl))
    }
  })
  for (const key of ["tag", "prefix"] as const) {
    const at = (i: number) => `/languages/${i}/${key}`
    languages.problems.push(
      ...duplicates(list.map((it, i) => [languages, at(i), it[key], `language ${i + 1}`])),
    )
  }
  const { termbase, terms } = checkTermbase(path.join(dir, "termbase.json"), tags)
  const problems = [...languages.problems, ...termbase.problems]
  const files = [termbase]
  // A product's value of its app's language parameter, by the site's language (English's too).
  for (const product of sources.slice(1).filter(({ problems }) => problems.length === 0)) {
    const { values = {} } = (product.data?.appLanguage ?? {}) as { values?: object }
    problems.push(...notTags(product, "/appLanguage/values", Object.keys(values), allTags))
  }
  // Each translation is <the name of a source file>.<tag>.json, beside it: site.ko.json in data/,
  // <slug>.ko.json in data/products/.
  const known = new Set(sources.map(({ file }) => path.resolve(file)))
  for (const folder of [dir, path.join(dir, "products")]) {
    for (const name of readdirSync(folder).filter(isTranslation).sort()) {
      const [stem, tag = ""] = name.split(".")
      const source = path.join(folder, `${stem}.json`)
      // Only site.json and the products have translations (the termbase lists its own renderings).
      const why = existsSync(source)
        ? "has no translations: delete it"
        : `does not exist: rename or delete it${folder === dir ? "" : " with its product"}`
      const message = !tags.includes(tag)
        ? `is for ${show(tag)}, not a translated language in data/languages.json (${tags.join(", ")}): delete it if the language was removed, or name it <name>.<tag>.json`
        : !known.has(source) && `translates ${relative(source)}, which ${why}`
      if (message) problems.push({ ...atStart(path.join(folder, name), message), warning: "stray" })
    }
  }
  for (const { tag, name } of list.slice(1)) {
    sources.forEach((source, index) => {
      const kind = index === 0 ? "site" : "product"
      const file = translationFile(path.resolve(source.file), tag)
      const translation = checked(file, TRANSLATED[kind], {})
      files.push(translation)
      // Beside an English file with a mistake, which may be what they differ in, its translations
      // are compared once it is fixed.
      if (source.problems.length === 0 && translation.problems.length === 0) {
        compareTexts(translation, source.data, terms, tag)
      }
      problems.push(...translation.problems)
      // A translation with a mistake is reported for it alone, until it is fixed.
      if (!source.data || translation.problems.some(({ warning }) => !warning)) return
      const message = `is not translated into ${name} (${tag}): add it to ${relative(file)}`
      const untranslated = { warning: "untranslated", tally: tag } as const
      const { missing } = localize(SOURCES[kind], source.data, translation.data)
      problems.push(...missing.map((at) => problemAt(source, at, message, untranslated)))
    })
  }
  return { problems, files }
}

/** The termbase's mistakes, and its terms; none without the file. */
function checkTermbase(file: string, tags: string[]) {
  const termbase = checked(file, termbaseSchema, { terms: [] })
  const terms = (termbase.problems.length > 0 ? [] : termbase.data?.terms) as Term[]
  // A tag at its first term only: a language taken out of languages.json is one line, not one a term.
  const seen = new Set(["en", "note"])
  terms.forEach((term, index) => {
    const renderings = Object.keys(term).filter((key) => !seen.has(key))
    renderings.forEach((key) => seen.add(key))
    const problems = notTags(termbase, `/terms/${index}`, renderings, tags, " from every term")
    termbase.problems.push(...problems)
  })
  return { termbase, terms }
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
  const add = (pointer: string, message: string, warning?: Extra) =>
    translation.problems.push(problemAt(translation, pointer, message, warning))
  const compare = (text: unknown, original: unknown, pointer: string): void => {
    if (typeof text !== "string" || typeof original !== "string") {
      for (const [key, value] of Object.entries(text as object)) {
        const english = (original as Data | undefined)?.[key]
        const length = Array.isArray(original) && original.length
        const extra = `is not in the English file, which lists ${length}: delete the item the English no longer has (it may not be the last)`
        if (english !== undefined && key !== "$schema") compare(value, english, `${pointer}/${key}`)
        else if (length) add(`${pointer}/${key}`, extra)
      }
      return
    }
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
      const message = `does not use the termbase's ${words.map(show).join(" or ")} for ${show(term)}`
      add(pointer, message, { warning: "termbase", tally: show(term) })
    }
  }
  compare(translation.data, source, "")
}

const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort().join(" ")
const startsWord = (form: string) => RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(form)}`, "iu")

/** A value of a file: [file, pointer, value, owner]. */
type Entry = [ContentFile, string, unknown, string]

/** A product's page address and its previous ones, as entries of its file. */
function addressesOf(product: ContentFile): Entry[] {
  const { data, file } = product
  const previous = Array.isArray(data?.previousUrls) ? (data.previousUrls as unknown[]) : []
  const previousAt = previous.map((url, i): Entry => [product, `/previousUrls/${i}`, url, file])
  return [[product, "/productUrl", data?.productUrl, file], ...previousAt]
}

/**
 * "must be unique" at every entry whose value another has, naming the others (a field of its own
 * file by its name): whichever file is the new one, both say where to look.
 */
function duplicates(entries: Entry[]) {
  return entries.flatMap((entry) => {
    const [content, pointer, value, owner] = entry
    const others = entries.filter((other) => other !== entry && other[2] === value)
    const named = others
      .map(([, at, , name]) => (name === owner ? `its ${fieldName(at)}` : name))
      .join(", ")
    const message = `must be unique, got ${show(value)}, also used by ${named}`
    return value === undefined || others.length === 0 ? [] : [problemAt(content, pointer, message)]
  })
}

/**
 * The file read with momoa, and checked against its schema; a file that may be missing (the termbase,
 * a translation) reads as `absent` when it is, and any other is a mistake.
 */
function checked(absolute: string, schema: object, absent?: Data): ContentFile {
  const file = relative(absolute)
  if (!existsSync(absolute)) {
    const message = "does not exist, and the build needs it: git restore brings back a deleted file"
    return { file, data: absent, problems: absent ? [] : [atStart(absolute, message)] }
  }
  const text = readFileSync(absolute, "utf8")
  let root: ValueNode
  try {
    root = parse(text, { mode: "json" }).body
    // As Gatsby reads the file: JSON.parse refuses a line break inside a text, which momoa reads.
    JSON.parse(text)
  } catch (error) {
    const { message, offset = Number(/position (\d+)/.exec(message)?.[1]) } = error as Error & {
      offset?: number
    }
    // momoa places the end of the file at its start.
    const at = message.includes("end of input") ? text.trimEnd().length : offset
    const lines = text.slice(0, at).split("\n")
    const [line, column] = [lines.length, (lines.at(-1)?.length ?? 0) + 1]
    const mistake = `not valid JSON, ${syntaxMistake(text, message, at)}`
    return { file, problems: [{ file, line, column, field: "", message: mistake }] }
  }
  // Where each value is, and each field written twice, from one walk through momoa's tree.
  const places: Places = new Map([["", root.loc.start]])
  const writtenTwice = locate(file, root, places)
  const content: ContentFile = { file, places, data: evaluate(root) as Data, problems: [] }
  // Ajv caches what it compiles, by the schema.
  const validate = ajv.compile(schema)
  validate(content.data)
  content.problems = (validate.errors ?? []).map((error) => problemAt(content, ...located(error)))
  content.problems.push(...writtenTwice)
  return content
}

const WRITTEN_TWICE =
  "is written more than once in this group, and only the last counts: delete the one you do not mean"

/**
 * Puts where each value under `node` is into `places`, by its keys: at its field's name (a field
 * written twice at its last copy, the one JSON keeps) or at the item, in a list. Returns each field
 * written again in its group, at its name: JSON keeps the last, without a word.
 */
function locate(file: string, node: ValueNode, places: Places, pointer = "") {
  const children: (MemberNode | ElementNode)[] =
    node.type === "Object" ? node.members : node.type === "Array" ? node.elements : []
  const seen = new Set<string>()
  return children.flatMap((child, index): ContentProblem[] => {
    const key = child.type === "Member" ? (child.name as StringNode).value : String(index)
    const at = `${pointer}/${key}`
    const { line, column } = child.loc.start
    places.set(at, child.loc.start)
    const again = seen.has(key)
      ? [{ file, line, column, field: fieldName(at), message: WRITTEN_TWICE }]
      : []
    seen.add(key)
    return [...again, ...locate(file, child.value, places, at)]
  })
}

/** Where an Ajv error is, and what it says, in our words where the schema leaves it unworded. */
function located(error: ErrorObject): [string, string, Extra?] {
  const { keyword, instancePath: at, params, data, message = "" } = error
  // A missing field is placed at the group that lacks it, an unknown one at its name.
  if (keyword === "required") {
    return [at, "is missing", { field: fieldName(`${at}/${params.missingProperty}`) }]
  }
  if (keyword === "additionalProperties") {
    const known = Object.keys(error.parentSchema?.properties ?? {}).join(", ")
    return [`${at}/${params.additionalProperty}`, `is not a known field, expected one of ${known}`]
  }
  // A length or a list says more as a count than as the text or the list itself.
  const rule = params.errors?.[0]?.keyword ?? keyword
  const counted = /^m(in|ax)(Length|Items)$/.test(rule)
  const got =
    rule === "maxWidth" ? textWidth(data as string) : counted ? (data as string).length : show(data)
  return [at, `${UNWORDED[keyword]?.(params) ?? message}, got ${got}`]
}

/** Our words for the few rules that the schemas leave unworded. */
const UNWORDED: Record<string, (params: ErrorObject["params"]) => string> = {
  type: ({ type }) => `must be ${NAMES[type] ?? type}`,
  enum: ({ allowedValues }) => `must be one of ${allowedValues.map(show).join(", ")}`,
  minItems: ({ limit }) => `must list at least ${count(limit, "item")}`,
}

/** A JSON type in words. */
const NAMES: Record<string, string> = {
  string: "text in quotes",
  number: "a number",
  integer: "a whole number",
  array: "a list in [ ]",
  object: "a group of fields in { }",
}

/** The control characters most often pasted into a text, which JSON.parse refuses there. */
const PASTED: Record<string, string> = { "\n": "a line break", "\r": "a line break", "\t": "a tab" }

/**
 * momoa's "Unexpected token RBracket found." as "unexpected ']'", with the likely cause when the text
 * shows one: a comma missing between two values, one too many before a '}' or ']', curly quotes, a
 * file cut short, a line break inside a text.
 */
function syntaxMistake(text: string, message: string, offset: number): string {
  const [next, before = ""] = [text.slice(offset), text.slice(0, offset).trimEnd().at(-1)]
  const token = /^Unexpected token (\w+)/.exec(message)?.[1]
  const found = /^Unexpected (.*?) found/.exec(message)?.[1]
  // A text is named as a type is; any other token as written: '2', 'true', '{'.
  const name = token && (token === "String" ? NAMES.string : `'${/^[\w.+-]+|^./.exec(next)?.[0]}'`)
  // Some Windows editors begin a UTF-8 file with an invisible byte order mark.
  if (next.startsWith("\uFEFF")) {
    return offset === 0
      ? "it begins with an invisible byte order mark (BOM): save the file as UTF-8 without BOM"
      : "an invisible byte order mark (BOM) is here: delete it"
  }
  // JSON.parse's: a line break or a tab pasted into a text.
  if (message.includes("control character")) {
    const what = PASTED[next.charAt(0)] ?? "an invisible control character"
    return `${what} inside a text, which JSON does not allow: keep the text on one line`
  }
  // Copied from a web page.
  if (next.startsWith("\u00a0")) return "a no-break space, where JSON wants a space: retype it"
  const what = `unexpected ${name || found || message}`
  // A file cut short ends in the middle of a value; one ending in a '}' too many does not.
  if (!text.slice(offset + 1).trim() && !/^[}\]]/.test(next)) {
    return `${token ? `${what} at the end of the file` : "the file ends too soon"}: is it cut short?`
  }
  if (/^\/[/*]/.test(next)) return `${what}: JSON files cannot have comments, so delete it`
  if (before === "," && /^[}\]]/.test(next)) return `${what}: is there a comma too many before it?`
  if (token && /["\d\]}el]/.test(before) && /^["\d[{tfn-]/.test(next)) {
    return `${what}: is a comma missing before it?`
  }
  return /^[“”‘’]/.test(next) ? `${what}: write quotes as straight ones (")` : what
}

/** A problem with a file or folder as a whole, placed at its start. */
const atStart = (absolute: string, message: string, field = "the file"): ContentProblem => {
  return { file: relative(absolute), line: 1, column: 1, field, message }
}

/** A problem with the value at `pointer`, placed at its field's name (or at the item, in a list). */
function problemAt({ file, places }: ContentFile, pointer: string, message: string, more?: Extra) {
  // Ajv's pointers escape a "/" or "~" in a key, which places its value at its group.
  let at = pointer
  while (at && !places?.has(at)) at = at.slice(0, at.lastIndexOf("/"))
  const { line = 1, column = 1 } = places?.get(at) ?? {}
  return { file, line, column, field: fieldName(pointer), message, ...more }
}

/** "/page/steps/1/title" becomes "title of page.steps item 2": items counted from 1, as people do. */
function fieldName(pointer: string): string {
  const parts = pointer.split("/").slice(1)
  const index = parts.findIndex((part) => /^\d+$/.test(part))
  if (index === -1) return parts.join(".") || "the file"
  const item = `${parts.slice(0, index).join(".")} item ${Number(parts[index]) + 1}`
  const rest = parts.slice(index + 1).join(".")
  return rest ? `${rest} of ${item}` : item
}

function show(value: unknown): string {
  const json = JSON.stringify(value) ?? String(value)
  return json.length > 60 ? `${json.slice(0, 57)}...` : json
}

/** What owns this address, when a page of the site (src/pages), the build, Gatsby or a host does. */
export function reservedBy(address: string, languagePrefixes = true): string | undefined {
  const page = RegExp(`^${escapeRegExp(address.slice(1))}(/index)?\\.[jt]sx?$`, "i")
  const pages = readdirSync(pagesDir, { recursive: true, encoding: "utf8" })
  const made = pages.find((file) => page.test(file.split(path.sep).join("/")))
  if (made) return `is the page src/pages/${made} makes`
  // Netlify's rule for the editor's headers, /admin/*, matches every path that starts with /admin.
  const editor = { path: `${EDITOR}*`, owner: "the content editor uses", language: undefined }
  return [...RESERVED_PATHS, editor].find(({ path: reserved, language }) => {
    const glob = RegExp(`^${escapeRegExp(reserved).replace(/\\\*/g, ".*")}(/.*)?$`, "i")
    return (languagePrefixes || !language) && glob.test(address)
  })?.owner
}
