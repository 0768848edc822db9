// The content check: data/site.json, every product file, data/languages.json and every translation
// against their JSON Schemas (with Ajv), then what a schema cannot say: site.json's accent starts its
// title; a product's values are unique across files, its address is not one the site, the build or a
// host owns, and its logo is an image the build can read; a translation keeps the English text's
// {placeholders} and lists no more items than it. A text not translated yet is a warning. Positions
// come from momoa, a JSON parser that reports where every value and every syntax error is.
import { readFileSync, writeFileSync } from "fs"
import fs from "fs/promises"
import path from "path"
import { evaluate, parse, tokenize } from "@humanwhocodes/momoa"
import type { TokenType, ValueNode } from "@humanwhocodes/momoa"
import Ajv from "ajv"
import type { ErrorObject, ValidateFunction } from "ajv"
import sharp from "sharp"
import languagesSchema from "../data/languages.schema.json"
import productSchema from "../data/product.schema.json"
import siteSchema from "../data/site.schema.json"
import { formatProblem } from "../plugins/gatsby-plugin-content-check/problem"
import type { ContentProblem } from "../plugins/gatsby-plugin-content-check/problem"
import { RESERVED_PATHS } from "../src/reserved-paths"
import { localize, translationSchema } from "./translations"
import type { JsonSchema } from "./translations"

export const productsDir = path.join(__dirname, "../data/products")
const siteFile = path.join(__dirname, "../data/site.json")
const languagesFile = path.join(__dirname, "../data/languages.json")
/** data/translations/<tag>/site.json and <slug>.json for each product file, by language tag. */
export const translationsDir = path.join(__dirname, "../data/translations")
/** Every file here is a page of the site (Gatsby's convention), so no product may take its path. */
const pagesDir = path.join(__dirname, "../src/pages")

const ajv = new Ajv({ allErrors: true, verbose: true })
ajv.addKeyword("patternErrorMessage") // an editor hint (VS Code shows it), reused in our messages
ajv.addKeyword("translatable") // marks the texts a translation gives (gatsby/translations.ts)
const matchesProduct = ajv.compile(productSchema)
const matchesSite = ajv.compile(siteSchema)
const matchesLanguages = ajv.compile(languagesSchema)

/** Each kind of content file: its schema, and its translations' schema, derived from it. */
const KINDS = {
  site: { schema: siteSchema as JsonSchema, of: "data/site.json" },
  product: { schema: productSchema as JsonSchema, of: "a product file in data/products" },
}
const translationSchemas = Object.fromEntries(
  Object.entries(KINDS).map(([kind, { schema, of }]) => {
    const derived = translationSchema(schema, of)
    const file = path.join(__dirname, `../data/${kind}.translation.schema.json`)
    return [kind, { derived, file, matches: ajv.compile(derived) }]
  }),
) as Record<keyof typeof KINDS, { derived: JsonSchema; file: string; matches: ValidateFunction }>

const uniqueFields = ["name", "productUrl", "order"] as const
const logoPattern = new RegExp(productSchema.properties.logo.pattern)

type Site = typeof import("../data/site.json")
type Position = Pick<ContentProblem, "line" | "column">
/** What momoa throws: where it could read no further. */
type SyntaxErrorAt = Error & Position & { offset: number }

interface ContentFile {
  file: string
  /** Undefined when the file is not valid JSON. */
  data?: unknown
  /** Where each value is, by JSON pointer ("/page/steps/1/title"): its field's name, or the item. */
  positions: Map<string, Position>
  problems: ContentProblem[]
}

/**
 * Writes the translations' schemas, for editors, from their sources (`npm run check:content --
 * --write-schemas`); a test holds the committed ones equal to these.
 */
export function writeTranslationSchemas(): void {
  for (const { derived, file } of Object.values(translationSchemas)) {
    writeFileSync(file, `${JSON.stringify(derived, null, 2)}\n`)
  }
}

/** Every problem in data/ (no error: the build can go on; warnings list what is not translated yet). */
export async function checkContent(): Promise<ContentProblem[]> {
  const names = (await fs.readdir(productsDir)).filter((name) => name.endsWith(".json")).sort()
  return checkContentFiles(
    siteFile,
    names.map((name) => path.join(productsDir, name)),
    { languages: languagesFile, dir: translationsDir },
  )
}

/**
 * Every problem in this site file and these product files, each on its own and across them, and in
 * their translations when a languages file and the translations' folder are given.
 */
export async function checkContentFiles(
  site: string,
  products: string[],
  translations?: { languages: string; dir: string },
): Promise<ContentProblem[]> {
  const pages = await sitePages()
  const files = await Promise.all([
    checkSite(site),
    ...products.map((file) => checkProduct(file, pages)),
  ])
  const [siteFile, ...productFiles] = files as [ContentFile, ...ContentFile[]]
  return [
    ...files.flatMap(({ problems }) => problems),
    ...duplicateProblems(productFiles),
    ...(translations
      ? await checkTranslations(translations.languages, translations.dir, siteFile, productFiles)
      : []),
  ]
}

/** The problems as the build and `npm run check:content` print them, one line each, errors first. */
export function formatProblems(problems: ContentProblem[]): string {
  const errors = problems.filter(({ severity }) => severity !== "warning")
  const warnings = problems.filter(({ severity }) => severity === "warning")
  const count = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`)
  const section = (heading: string, list: ContentProblem[]) =>
    list.length ? [[heading, ...list.map(formatProblem)].join("\n  ")] : []
  return [
    ...section(
      `${count(errors.length, "problem", "problems")} in the content files (see data/README.md):`,
      errors,
    ),
    ...section(
      `${count(warnings.length, "text is", "texts are")} not translated yet, so those pages show ` +
        "the English (see data/README.md, Translations):",
      warnings,
    ),
  ].join("\n")
}

/**
 * data/site.json for gatsby-config.ts, which reads it before any plugin runs: undefined when it does
 * not match its schema, so that the content check, in onPreInit, is what reports the mistake.
 */
export function siteForConfig(): Omit<Site, "$schema"> | undefined {
  let data: unknown
  try {
    data = JSON.parse(readFileSync(siteFile, "utf8"))
  } catch {
    return undefined
  }
  if (!isObject(data) || !matchesSite(data)) return undefined
  // "$schema" is for editors, not a fact about the site.
  return Object.fromEntries(Object.entries(data).filter(([key]) => key !== "$schema")) as Site
}

async function checkSite(absolute: string): Promise<ContentFile> {
  const content = await readContentFile(absolute)
  content.problems.push(...schemaProblems(matchesSite, content))
  const { title, titleAccent } = isObject(content.data) ? content.data : {}
  if (
    typeof title === "string" &&
    typeof titleAccent === "string" &&
    !title.startsWith(titleAccent)
  ) {
    const message = `must be the start of title, ${show(title)}, got ${show(titleAccent)}`
    content.problems.push(problemAt(content, "/titleAccent", message))
  }
  return content
}

async function checkProduct(absolute: string, pages: Map<string, string>): Promise<ContentFile> {
  const content = await readContentFile(absolute)
  const data = isObject(content.data) ? content.data : {}
  const owner = typeof data.productUrl === "string" ? reservedBy(data.productUrl, pages) : undefined
  const schema = schemaProblems(matchesProduct, content)
  if (owner) {
    // Who owns the address says more than the pattern, which a reserved address may also break.
    const message = `must not be ${show(data.productUrl)}, which ${owner}`
    content.problems.push(
      ...schema.filter(({ field }) => field !== "productUrl"),
      problemAt(content, "/productUrl", message),
    )
  } else {
    content.problems.push(...schema)
  }
  const logo = await logoProblem(absolute, data.logo)
  if (logo) content.problems.push(problemAt(content, "/logo", logo))
  return content
}

/** data/languages.json, then each language's translations of the site file and the product files. */
async function checkTranslations(
  languagesPath: string,
  dir: string,
  site: ContentFile,
  products: ContentFile[],
): Promise<ContentProblem[]> {
  const languages = await readContentFile(languagesPath)
  languages.problems.push(...schemaProblems(matchesLanguages, languages))
  if (languages.problems.length > 0) return languages.problems
  const list = (languages.data as { languages: { tag: string; prefix: string; name: string }[] })
    .languages
  list.forEach(({ prefix }, index) => {
    // Their own entries in the reserved list are from this file, which may be changing.
    const owner = prefix && reservedBy(`/${prefix}`, new Map(), false)
    const message =
      index === 0
        ? prefix &&
          `must be "" for the first language, whose pages have no prefix, got ${show(prefix)}`
        : !prefix
          ? `must not be "": only the first language's pages have no prefix`
          : owner && `must not be ${show(prefix)}, as /${prefix} ${owner}`
    if (message)
      languages.problems.push(problemAt(languages, `/languages/${index}/prefix`, message))
  })
  for (const field of ["tag", "prefix"] as const) {
    list.forEach((entry, index) => {
      const first = list.findIndex((other) => other[field] === entry[field])
      if (first < index) {
        const message = `must be unique, got ${show(entry[field])}, already used by language ${first + 1}`
        languages.problems.push(problemAt(languages, `/languages/${index}/${field}`, message))
      }
    })
  }

  const [source, ...targets] = list
  const sources: { kind: keyof typeof KINDS; content: ContentFile }[] = [
    { kind: "site", content: site },
    ...products.map((content) => ({ kind: "product" as const, content })),
  ]
  const present = await fs.readdir(dir).catch(() => [] as string[])
  const problems = [...languages.problems]
  for (const folder of present.filter((name) => !list.some(({ tag }) => tag === name))) {
    const file = path.relative(process.cwd(), path.join(dir, folder))
    const message = `is not the tag of a language in data/languages.json (${list.map(({ tag }) => tag).join(", ")})`
    problems.push({ file, line: 1, column: 1, field: "the folder", message, severity: "warning" })
  }
  for (const { tag, name } of targets) {
    const folder = path.join(dir, tag)
    const names = await fs.readdir(folder).catch(() => [] as string[])
    for (const { kind, content } of sources) {
      const base = path.basename(content.file)
      const file = path.join(folder, base)
      const translation = names.includes(base) ? await readContentFile(file) : undefined
      if (translation) {
        translation.problems.push(
          ...schemaProblems(translationSchemas[kind].matches, translation),
          ...(translation.problems.length === 0
            ? translationMistakes(translation, content.data)
            : []),
        )
        problems.push(...translation.problems)
      }
      // A translation with a mistake is reported for it alone, until it is fixed.
      if (content.data === undefined || translation?.problems.length) continue
      const { missing } = localize(
        KINDS[kind].schema,
        content.data,
        translation?.data ?? {},
        source?.tag,
      )
      const where = path.relative(process.cwd(), file)
      problems.push(
        ...missing.map((pointer) => ({
          ...problemAt(
            content,
            pointer,
            `is not translated into ${name} (${tag}): add it to ${where}`,
          ),
          severity: "warning" as const,
        })),
      )
    }
    const known = new Set(sources.map(({ content }) => path.basename(content.file)))
    for (const orphan of names.filter((entry) => entry.endsWith(".json") && !known.has(entry))) {
      const file = path.relative(process.cwd(), path.join(folder, orphan))
      const message = `translates data/products/${orphan}, which does not exist: rename or delete it with its product`
      problems.push({ file, line: 1, column: 1, field: "the file", message, severity: "warning" })
    }
  }
  return problems
}

/** What a translation's schema cannot say: no item the English lacks, and the same {placeholders}. */
function translationMistakes(translation: ContentFile, source: unknown): ContentProblem[] {
  const problems: ContentProblem[] = []
  const compare = (translated: unknown, original: unknown, pointer: string) => {
    if (typeof translated === "string" && typeof original === "string") {
      const wanted = placeholders(original)
      const got = placeholders(translated)
      if (wanted.join() !== got.join()) {
        const message = `must keep the English text's ${wanted.join(" ") || "no {placeholder}"}, got ${got.join(" ") || "none"}`
        problems.push(problemAt(translation, pointer, message))
      }
    } else if (Array.isArray(translated) && Array.isArray(original)) {
      translated.forEach((item, index) => {
        if (index >= original.length) {
          const message = `is not in the English file, which lists ${original.length}`
          problems.push(problemAt(translation, `${pointer}/${index}`, message))
        } else compare(item, original[index], `${pointer}/${index}`)
      })
    } else if (isObject(translated) && isObject(original)) {
      for (const [key, value] of Object.entries(translated))
        compare(value, original[key], `${pointer}/${key}`)
    }
  }
  compare(translation.data, source, "")
  return problems
}

const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map(([match]) => match).sort()

async function readContentFile(absolute: string): Promise<ContentFile> {
  const file = path.relative(process.cwd(), absolute)
  const text = await fs.readFile(absolute, "utf8")
  try {
    const document = parse(text, { mode: "json" })
    return {
      file,
      data: evaluate(document.body),
      positions: positions(document.body),
      problems: [],
    }
  } catch (error) {
    const syntax = error as SyntaxErrorAt
    const message = `not valid JSON, ${syntaxMistake(text, syntax)}`
    const problem = { file, line: syntax.line, column: syntax.column, field: "", message }
    return { file, positions: new Map(), problems: [problem] }
  }
}

/**
 * momoa's "Unexpected token RBracket found. (11:24)" becomes "unexpected ']'", with the cause when
 * the tokens around it show it: a comma missing between two values, or one too many before a '}'.
 */
function syntaxMistake(text: string, { message, offset }: SyntaxErrorAt): string {
  const what = /^Unexpected (.*?) found\./.exec(message)?.[1] ?? message
  const token = /^token (\w+)$/.exec(what)?.[1]
  if (token === undefined) {
    const curlyQuote = /'[“”‘’]'$/.test(what) ? ': write quotes as straight ones (")' : ""
    return `unexpected ${what.replace("end of input", "end of the file")}${curlyQuote}`
  }
  // The text tokenizes, or the parser would have named a character.
  const tokens = tokenize(text, { mode: "json" })
  const at = tokens.findIndex(({ loc }) => loc.start.offset === offset)
  const before = tokens[at - 1]?.type
  const after = tokens[at]?.type
  const cause =
    before === "Comma" && (after === "RBrace" || after === "RBracket")
      ? ": is there a comma too many before it?"
      : before && after && endsValue.has(before) && startsValue.has(after)
        ? ": is a comma missing before it?"
        : ""
  return `unexpected ${tokenNames[token] ?? token}${cause}`
}

const startsValue = new Set<TokenType>([
  "String",
  "Number",
  "Boolean",
  "Null",
  "LBrace",
  "LBracket",
])
const endsValue = new Set<TokenType>(["String", "Number", "Boolean", "Null", "RBrace", "RBracket"])

const tokenNames: Record<string, string> = {
  LBrace: "'{'",
  RBrace: "'}'",
  LBracket: "'['",
  RBracket: "']'",
  Colon: "':'",
  Comma: "','",
  String: "text in quotes",
  Number: "a number",
  Boolean: "true or false",
  Null: "null",
}

function positions(root: ValueNode): Map<string, Position> {
  const found = new Map<string, Position>()
  const visit = (node: ValueNode, pointer: string, { line, column }: Position) => {
    found.set(pointer, { line, column })
    if (node.type === "Object") {
      for (const { name, value } of node.members) {
        const key = name.type === "String" ? name.value : name.name
        visit(value, `${pointer}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`, name.loc.start)
      }
    } else if (node.type === "Array") {
      node.elements.forEach(({ value }, index) =>
        visit(value, `${pointer}/${index}`, value.loc.start),
      )
    }
  }
  visit(root, "", root.loc.start)
  return found
}

/** A problem with the value at `pointer`, placed at its field's name (or at the item, in a list). */
function problemAt(
  { file, positions }: ContentFile,
  pointer: string,
  message: string,
  field = fieldName(pointer),
): ContentProblem {
  return { file, ...(positions.get(pointer) ?? { line: 1, column: 1 }), field, message }
}

function schemaProblems(matches: ValidateFunction, content: ContentFile): ContentProblem[] {
  if (content.data === undefined || matches(content.data)) return []
  const problems = (matches.errors ?? []).map((error) => {
    // An unknown field is placed at its name, a missing one at the group that lacks it.
    const { instancePath, params } = error
    const pointer =
      error.keyword === "additionalProperties"
        ? `${instancePath}/${params.additionalProperty}`
        : instancePath
    const field =
      error.keyword === "required"
        ? fieldName(`${instancePath}/${params.missingProperty}`)
        : fieldName(pointer)
    return problemAt(content, pointer, schemaMessage(error), field)
  })
  // A text's rules are in two schemas (its own and notPlaceholder's): one wrong type, one message.
  return problems.filter(
    (problem, index) =>
      problems.findIndex((other) => formatProblem(other) === formatProblem(problem)) === index,
  )
}

function schemaMessage(error: ErrorObject): string {
  const got = `got ${show(error.data)}`
  const rule = error.parentSchema ?? {}
  switch (error.keyword) {
    case "required":
      return "is missing"
    case "additionalProperties":
      return `is not a known field, expected one of ${Object.keys(rule.properties).join(", ")}`
    case "type":
      return `must be ${typeNames[error.params.type as string]}, ${got}`
    case "enum": {
      const allowed: string[] = error.params.allowedValues.map(show)
      const expected = allowed.length > 2 ? `one of ${allowed.join(", ")}` : allowed.join(" or ")
      return `must be ${expected}, ${got}`
    }
    case "pattern":
      return `${rule.patternErrorMessage}, ${got}`
    case "minLength":
    case "maxLength": {
      const limits =
        rule.minLength === undefined
          ? `at most ${rule.maxLength}`
          : `${rule.minLength} to ${rule.maxLength}`
      return `must be ${limits} characters long, got ${(error.data as string).length}`
    }
    case "minItems":
      return `must list at least ${error.params.limit} item, got ${(error.data as unknown[]).length}`
    case "minimum":
      return `must be ${error.params.limit} or more, ${got}`
    default:
      return `${error.message}, ${got}`
  }
}

const typeNames: Record<string, string> = {
  string: "text in quotes",
  integer: "a whole number",
  array: "a list in [ ]",
  object: "a group of fields in { }",
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
  const json = JSON.stringify(value)
  return json.length > 60 ? `${json.slice(0, 57)}...` : json
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value)
}

/** The site's own pages, by path ("/test/stripe"), each with the file in src/pages that makes it. */
async function sitePages(): Promise<Map<string, string>> {
  const files = await fs.readdir(pagesDir, { recursive: true })
  return new Map(
    files
      .filter((file) => /\.[jt]sx?$/.test(file) && !file.endsWith(".d.ts"))
      .map((file) => {
        const route = file
          .split(path.sep)
          .join("/")
          .replace(/\.[jt]sx?$/, "")
          .replace(/(^|\/)index$/, "")
        return [`/${route}`, `src/pages/${file}`]
      }),
  )
}

/** What owns this address, when a page of the site, the build, Gatsby or a host does. */
function reservedBy(
  urlPath: string,
  pages: Map<string, string>,
  languagePrefixes = true,
): string | undefined {
  const page = [...pages].find(([route]) => route.toLowerCase() === urlPath.toLowerCase())
  if (page) return `is the page ${page[1]} makes`
  return RESERVED_PATHS.find(({ path: reserved, language }) => {
    if (language && !languagePrefixes) return false
    const glob = reserved.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")
    return new RegExp(`^${glob}(/.*)?$`, "i").test(urlPath)
  })?.owner
}

/** A logo the schema accepts must also exist (with this exact case) and be an image sharp reads. */
async function logoProblem(file: string, logo: unknown): Promise<string | undefined> {
  if (typeof logo !== "string" || !logoPattern.test(logo)) return undefined
  const dir = path.dirname(file)
  if (!(await fs.readdir(dir)).includes(path.basename(logo))) {
    return `must be an image file beside this one, got ${show(logo)}, which does not exist`
  }
  try {
    await sharp(path.join(dir, logo)).metadata()
  } catch (error) {
    return `must be an image the build can read, got ${show(logo)}: ${(error as Error).message}`
  }
  return undefined
}

function duplicateProblems(products: ContentFile[]): ContentProblem[] {
  return uniqueFields.flatMap((field) => {
    const firstFile = new Map<unknown, string>()
    return products.flatMap((content) => {
      const value = isObject(content.data) ? content.data[field] : undefined
      if (value === undefined) return []
      const first = firstFile.get(value)
      if (first === undefined) {
        firstFile.set(value, content.file)
        return []
      }
      return [
        problemAt(
          content,
          `/${field}`,
          `must be unique, got ${show(value)}, already used by ${first}`,
        ),
      ]
    })
  })
}
