// The content check: data/site.json, every product file, data/languages.json, data/termbase.json,
// data/admin.json and every translation against their JSON Schemas, which word their own messages
// (`errorMessage`, ajv-errors); then what a schema cannot say: site.json's accent starts its title;
// a product's values are unique across files, its address is not one the site, the build or a host
// owns, and its logo is an image the build can read; a translation keeps the English text's
// {placeholders} and lists no more items than it. A text not translated yet, and a term rendered
// otherwise than the termbase says, are warnings. momoa, a JSON parser that keeps where every value
// is, places each.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "fs"
import path from "path"
import { evaluate, parse } from "@humanwhocodes/momoa"
import type { StringNode, ValueNode } from "@humanwhocodes/momoa"
import Ajv from "ajv"
import type { ErrorObject } from "ajv"
import ajvErrors from "ajv-errors"
import sharp from "sharp"
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

/** A file as read: its data and momoa's tree of it (none when it is not JSON), and its problems. */
type ContentFile = { file: string; data?: unknown; root?: ValueNode; problems: ContentProblem[] }
type Site = typeof import("../data/site.json")
/** A term of the termbase: its English form(s) in `en`, and renderings by language tag. */
type Term = Record<string, string | string[]>

export const dataDir = path.join(__dirname, "../data")
export const productsDir = path.join(dataDir, "products")
export const siteFile = path.join(dataDir, "site.json")

/** A content file's translation, beside it: data/site.ko.json, data/products/splensheet.ko.json. */
export const translationFile = (source: string, tag: string) =>
  source.replace(/\.json$/, `.${tag}.json`)

/** Whether a JSON file is a translation (<name>.<tag>.json), not a source or a schema. */
export const isTranslation = (file: string) =>
  /^[^.]+\.[^.]+\.json$/.test(path.basename(file)) && !file.endsWith(".schema.json")
/** The product files of a products folder (data/products), sorted: its JSON files but translations. */
export const productFileNames = (dir = productsDir) =>
  readdirSync(dir)
    .filter((name) => name.endsWith(".json") && !isTranslation(name))
    .sort()
/** Every file here is a page of the site (Gatsby's convention), so no product may take its path. */
const pagesDir = path.join(__dirname, "../src/pages")

// The schemas share rules such as notEmpty between texts that each state their type once.
const options = { allErrors: true, verbose: true, strictTypes: false, strictTuples: false }
const ajv = ajvErrors(new Ajv(options)).addKeyword("translatable") // see gatsby/translations.ts
const SOURCES = { site: siteSchema as JsonSchema, product: productSchema as JsonSchema }
/** The schema of each source's translations, derived from its own. */
const TRANSLATED = {
  site: translationSchema(SOURCES.site, "data/site.json"),
  product: translationSchema(SOURCES.product, "a product file in data/products"),
}

/** Every problem in the content files of `dir` (data/), each on its own and across them. */
export async function checkContent(dir = dataDir): Promise<ContentProblem[]> {
  const site = checkSite(path.join(dir, "site.json"))
  const names = productFileNames(path.join(dir, "products"))
  const products = await Promise.all(names.map((name) => checkProduct(dir, name)))
  const problems = [site, ...products].flatMap(({ problems }) => problems)
  // The repository and branch the deployed editor commits to.
  const admin = path.join(dir, "admin.json")
  if (existsSync(admin)) problems.push(...checked(admin, adminSchema).problems)
  for (const key of ["name", "productUrl", "order"]) {
    const field = (data: unknown) => (data as Record<string, unknown> | undefined)?.[key]
    problems.push(...duplicates(products.map((p) => [p, `/${key}`, field(p.data), p.file])))
  }
  if (!existsSync(path.join(dir, "languages.json"))) return problems
  return [...problems, ...checkTranslations(dir, [site, ...products])]
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

/**
 * Writes the translations' schemas, for editors, from their sources (`npm run check:content --
 * --write-schemas`); a test holds the committed ones equal to these.
 */
export function writeTranslationSchemas(): void {
  for (const [kind, schema] of Object.entries(TRANSLATED)) {
    const json = `${JSON.stringify(schema, null, 2)}\n`
    writeFileSync(path.join(dataDir, `${kind}.translation.schema.json`), json)
  }
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
  stray: ["file", "for a language or an app that does not exist (see data/README.md)"],
}

/**
 * The problems as the build and `npm run check:content` print them, errors first, one line each;
 * untranslated texts and terms one line per file, unless `verbose`.
 */
export function formatProblems(problems: ContentProblem[], verbose = false): string {
  const sections = Object.entries(SECTIONS).flatMap(([kind, [noun, heading, summary]]) => {
    const list = problems.filter(({ warning = "error" }) => warning === kind)
    const lines = summary && !verbose ? summarize(list, summary) : list.map(formatProblem)
    const more = summary && !verbose ? "; npm run check:content -- --verbose lists each one" : ""
    const title = `${count(list.length, noun)} ${heading}${more}:`
    return list.length > 0 ? [[title, ...lines].join("\n  ")] : []
  })
  return sections.join("\n")
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
  const { title, titleAccent = "" } = (site.data ?? {}) as Record<string, string>
  if (typeof title !== "string" || title.startsWith(titleAccent)) return site
  const message = `must be the start of title, ${show(title)}, got ${show(titleAccent)}`
  site.problems.push(problemAt(site, "/titleAccent", message))
  return site
}

async function checkProduct(dir: string, name: string): Promise<ContentFile> {
  const product = checked(path.join(dir, "products", name), productSchema)
  const { productUrl, logo } = (product.data ?? {}) as Record<string, unknown>
  const add = (pointer: string, message: string) =>
    product.problems.push(problemAt(product, pointer, message))
  const owner = typeof productUrl === "string" && reservedBy(productUrl)
  if (owner) {
    // Who owns the address says more than the pattern, which a reserved address may also break.
    product.problems = product.problems.filter(({ field }) => field !== "productUrl")
    add("/productUrl", `must not be ${show(productUrl)}, which ${owner}`)
  }
  // A logo the schema accepts must also exist (with this exact case) and be an image sharp reads.
  if (typeof logo !== "string" || product.problems.some(({ field }) => field === "logo")) {
    return product
  }
  const got = `got ${show(logo)}`
  if (!readdirSync(path.join(dir, "products")).includes(path.basename(logo))) {
    add("/logo", `must be an image file beside this one, ${got}, which does not exist`)
  } else {
    await sharp(path.join(dir, "products", logo))
      .metadata()
      .catch(({ message }) =>
        add("/logo", `must be an image the build can read, ${got}: ${message}`),
      )
  }
  return product
}

/** data/languages.json and the termbase, then each language's translations of the source files. */
function checkTranslations(dir: string, sources: ContentFile[]): ContentProblem[] {
  const languages = checked(path.join(dir, "languages.json"), languagesSchema)
  if (languages.problems.length > 0) return languages.problems
  type Language = Record<"tag" | "prefix" | "name", string>
  const list = (languages.data as { languages: Language[] }).languages
  list.forEach(({ prefix }, index) => {
    // Its own entries in the reserved list are from this file, which may be changing.
    const owner = prefix && reservedBy(`/${prefix}`, false)
    const message = `must not be ${show(prefix)}, as /${prefix} ${owner}`
    if (owner) languages.problems.push(problemAt(languages, `/languages/${index}/prefix`, message))
  })
  for (const key of ["tag", "prefix"] as const) {
    const at = (i: number) => `/languages/${i}/${key}`
    const entries = list.map((it, i) => [languages, at(i), it[key], `language ${i + 1}`] as const)
    languages.problems.push(...duplicates(entries))
  }
  const tags = list.map(({ tag }) => tag)
  const termbase = checkTermbase(path.join(dir, "termbase.json"), tags.slice(1))
  const problems = [...languages.problems, ...termbase.problems]
  // Each translation is <the name of a source file>.<tag>.json, beside it: site.ko.json in data/,
  // <slug>.ko.json in data/products/.
  const absolute = (source: ContentFile) => path.resolve(source.file)
  const known = new Set(sources.map(absolute))
  for (const folder of [dir, path.join(dir, "products")]) {
    for (const name of readdirSync(folder).filter(isTranslation).sort()) {
      const [stem, tag = ""] = name.split(".")
      const where = path.join(folder, name)
      const english = path.join(folder, `${stem}.json`)
      if (!tags.slice(1).includes(tag)) {
        const message = `is not named for a translated language in data/languages.json (${tags.slice(1).join(", ")}): <name>.<tag>.json`
        problems.push(stray(where, "the file", message))
      } else if (!known.has(english)) {
        const what = `data/${path.relative(dir, english).split(path.sep).join("/")}`
        const message = `translates ${what}, which does not exist: rename or delete it${folder === dir ? "" : " with its product"}`
        problems.push(stray(where, "the file", message))
      }
    }
  }
  for (const { tag, name } of list.slice(1)) {
    sources.forEach((source, index) => {
      const kind = index === 0 ? "site" : "product"
      const file = translationFile(absolute(source), tag)
      const translation = existsSync(file) ? checked(file, TRANSLATED[kind]) : undefined
      if (translation?.problems.length === 0) {
        translation.problems.push(...compareTexts(translation, source.data, termbase.terms, tag))
      }
      problems.push(...(translation?.problems ?? []))
      // A translation with a mistake is reported for it alone, until it is fixed.
      if (source.data === undefined || translation?.problems.some(({ warning }) => !warning)) return
      const where = path.relative(process.cwd(), file)
      const message = `is not translated into ${name} (${tag}): add it to ${where}`
      const { missing } = localize(SOURCES[kind], source.data, translation?.data ?? {})
      const warning = { warning: "untranslated", tally: tag } as const
      for (const at of missing) problems.push({ ...problemAt(source, at, message), ...warning })
    })
  }
  return problems
}

/** The termbase's mistakes, and its terms; none without the file. */
function checkTermbase(file: string, tags: string[]) {
  if (!existsSync(file)) return { problems: [] as ContentProblem[], terms: [] as Term[] }
  const termbase = checked(file, termbaseSchema)
  const { terms = [] } = (termbase.problems.length > 0 ? {} : termbase.data) as { terms?: Term[] }
  terms.forEach((term, index) => {
    for (const key of Object.keys(term).filter((key) => !["en", "note", ...tags].includes(key))) {
      const message = `is not the tag of a translated language (${tags.join(", ")})`
      termbase.problems.push(problemAt(termbase, `/terms/${index}/${key}`, message))
    }
  })
  return { problems: termbase.problems, terms }
}

/**
 * A translation's texts beside the English ones: an item the English lacks or a lost {placeholder}
 * is an error; a term of the English that the translation renders otherwise, a warning.
 */
function compareTexts(translation: ContentFile, source: unknown, terms: Term[], tag: string) {
  const problems: ContentProblem[] = []
  const add = (pointer: string, message: string, warning: Partial<ContentProblem> = {}) =>
    problems.push({ ...problemAt(translation, pointer, message), ...warning })
  const compare = (text: unknown, original: unknown, pointer: string): void => {
    if (typeof text !== "string" || typeof original !== "string") {
      for (const [key, value] of Object.entries(text as object)) {
        const english = (original as Record<string, unknown> | undefined)?.[key]
        const length = Array.isArray(original) && original.length
        const extra = `is not in the English file, which lists ${length}`
        if (english !== undefined && key !== "$schema") compare(value, english, `${pointer}/${key}`)
        else if (length) add(`${pointer}/${key}`, extra)
      }
      return
    }
    const [wanted, got] = [original, text].map(placeholders)
    const lost = `must keep the English text's ${wanted || "no {placeholder}"}, got ${got || "none"}`
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
  return problems
}

const placeholders = (text: string) =>
  text
    .match(/\{\w+\}/g)
    ?.sort()
    .join(" ")
const startsWord = (form: string) => RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(form)}`, "iu")

/** "must be unique" at each value that an earlier entry has: [file, pointer, value, owner]. */
function duplicates(entries: (readonly [ContentFile, string, unknown, string])[]) {
  return entries.flatMap(([content, pointer, value], index) => {
    const first = entries.find(([, , other]) => other === value)
    const message = `must be unique, got ${show(value)}, already used by ${first?.[3]}`
    return value === undefined || first === entries[index]
      ? []
      : [problemAt(content, pointer, message)]
  })
}

const stray = (absolute: string, field: string, message: string): ContentProblem => {
  const file = path.relative(process.cwd(), absolute)
  return { file, line: 1, column: 1, field, message, warning: "stray" }
}

/** The file read with momoa, and checked against its schema. */
function checked(absolute: string, schema: object): ContentFile {
  const file = path.relative(process.cwd(), absolute)
  const text = readFileSync(absolute, "utf8")
  let root: ValueNode
  try {
    root = parse(text, { mode: "json" }).body
  } catch (error) {
    type Where = Record<"line" | "column" | "offset", number>
    const { line, column, offset, message } = error as Error & Where
    const mistake = `not valid JSON, ${syntaxMistake(text, message, offset)}`
    return { file, problems: [{ file, line, column, field: "", message: mistake }] }
  }
  const content: ContentFile = { file, root, data: evaluate(root), problems: [] }
  const matches = ajv.compile(schema) // Ajv caches what it compiles, by the schema
  if (matches(content.data)) return content
  content.problems = (matches.errors ?? []).map((error) => {
    const { keyword, instancePath: at, params } = error
    // A missing field is placed at the group that lacks it, an unknown one at its name.
    const missing = fieldName(`${at}/${params.missingProperty}`)
    if (keyword === "required") return problemAt(content, at, "is missing", missing)
    const known = Object.keys(error.parentSchema?.properties ?? {}).join(", ")
    const unknown = `${at}/${params.additionalProperty}`
    if (keyword === "additionalProperties") {
      return problemAt(content, unknown, `is not a known field, expected one of ${known}`)
    }
    // A length or a list says more as a count than as the text or the list itself.
    const counted = /^m(in|ax)(Length|Items)$/.test(params.errors?.[0]?.keyword ?? keyword)
    const got = counted ? (error.data as string).length : show(error.data)
    return problemAt(content, at, `${expectation(error)}, got ${got}`)
  })
  // In the file's order, as a reader goes through it (Ajv's is the schema's).
  content.problems.sort((a, b) => a.line - b.line || a.column - b.column)
  return content
}

/** Our words for the few rules that the schemas leave unworded. */
function expectation({ keyword, params, message = "" }: ErrorObject): string {
  if (keyword === "type") return `must be ${TYPE_NAMES[params.type] ?? params.type}`
  if (keyword === "enum") return `must be one of ${params.allowedValues.map(show).join(", ")}`
  if (keyword === "minItems") return `must list at least ${count(params.limit, "item")}`
  return message
}

const TYPE_NAMES: Record<string, string> = {
  string: "text in quotes",
  integer: "a whole number",
  array: "a list in [ ]",
  object: "a group of fields in { }",
}

/**
 * momoa's "Unexpected token RBracket found. (11:24)" as "unexpected ']'", with the likely cause when
 * the text shows one: a comma missing between two values, one too many before a '}' or ']', or
 * curly quotes.
 */
function syntaxMistake(text: string, message: string, offset: number): string {
  const [at = "", before = ""] = [text[offset], text.slice(0, offset).trimEnd().at(-1)]
  const token = /^Unexpected token (\w+)/.exec(message)?.[1]
  const found = (/^Unexpected (.*?) found/.exec(message)?.[1] ?? message).replace(
    " input",
    " the file",
  )
  const names: Record<string, string> = { String: "text in quotes", Number: "a number" }
  const what = token ? (names[token] ?? `'${/^\w+|^./.exec(text.slice(offset))?.[0]}'`) : found
  if (before === "," && /[}\]]/.test(at))
    return `unexpected ${what}: is there a comma too many before it?`
  if (token && /["\d\]}el]/.test(before) && /["\d[{tfn-]/.test(at)) {
    return `unexpected ${what}: is a comma missing before it?`
  }
  return `unexpected ${what}${/[“”‘’]/.test(at) ? ': write quotes as straight ones (")' : ""}`
}

/** A problem with the value at `pointer`, placed at its field's name (or at the item, in a list). */
function problemAt(
  { file, root }: ContentFile,
  pointer: string,
  message: string,
  field = fieldName(pointer),
): ContentProblem {
  let [node, at] = [root, root?.loc.start]
  for (const key of pointer.split("/").slice(1)) {
    const members = node?.type === "Object" ? node.members : []
    const member = members.find(({ name }) => (name as StringNode).value === key)
    node = member?.value ?? (node?.type === "Array" ? node.elements[Number(key)]?.value : undefined)
    if (!node) break
    at = (member?.name ?? node).loc.start
  }
  return { file, line: at?.line ?? 1, column: at?.column ?? 1, field, message }
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
function reservedBy(address: string, languagePrefixes = true): string | undefined {
  const route = (file: string) =>
    `/${file.split(path.sep).join("/")}`.replace(/(\/index)?\.[jt]sx?$/, "")
  const pages = readdirSync(pagesDir, { recursive: true, encoding: "utf8" })
  const page = pages.find(
    (file) => /\.[jt]sx?$/.test(file) && route(file).toLowerCase() === address.toLowerCase(),
  )
  if (page) return `is the page src/pages/${page} makes`
  // Netlify's rule for the editor's headers, /admin/*, matches every path that starts with /admin.
  const editor: (typeof RESERVED_PATHS)[number] = {
    path: `${EDITOR}*`,
    owner: "the content editor uses",
  }
  return [...RESERVED_PATHS, editor].find(({ path: reserved, language }) => {
    const glob = RegExp(`^${escapeRegExp(reserved).replace(/\\\*/g, ".*")}(/.*)?$`, "i")
    return (languagePrefixes || !language) && glob.test(address)
  })?.owner
}
