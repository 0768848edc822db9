// The content check: data/site.json and every product file against their JSON Schemas (with Ajv),
// then what a schema cannot say: site.json's accent starts its title; a product's values are unique
// across files, its address is not one the site, the build or a host owns, and its logo is an image
// the build can read. Positions come from momoa, a JSON parser that reports where every value and
// every syntax error is.
import { readFileSync } from "fs"
import fs from "fs/promises"
import path from "path"
import { evaluate, parse, tokenize } from "@humanwhocodes/momoa"
import type { TokenType, ValueNode } from "@humanwhocodes/momoa"
import Ajv from "ajv"
import type { ErrorObject, ValidateFunction } from "ajv"
import sharp from "sharp"
import productSchema from "../data/product.schema.json"
import siteSchema from "../data/site.schema.json"
import { formatProblem } from "../plugins/gatsby-plugin-content-check/problem"
import type { ContentProblem } from "../plugins/gatsby-plugin-content-check/problem"
import { RESERVED_PATHS } from "../src/reserved-paths"

/** Where the product files are; the bench points PRODUCTS_DIR at its generated folders. */
export const productsDir = process.env.PRODUCTS_DIR ?? path.join(__dirname, "../data/products")
const siteFile = path.join(__dirname, "../data/site.json")
/** Every file here is a page of the site (Gatsby's convention), so no product may take its path. */
const pagesDir = path.join(__dirname, "../src/pages")

const ajv = new Ajv({ allErrors: true, verbose: true })
ajv.addKeyword("patternErrorMessage") // an editor hint (VS Code shows it), reused in our messages
const matchesProduct = ajv.compile(productSchema)
const matchesSite = ajv.compile(siteSchema)

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

/** Every problem in data/site.json and the product files (none: the build can go on). */
export async function checkContent(): Promise<ContentProblem[]> {
  const names = (await fs.readdir(productsDir)).filter((name) => name.endsWith(".json")).sort()
  return checkContentFiles(
    siteFile,
    names.map((name) => path.join(productsDir, name)),
  )
}

/** Every problem in this site file and these product files, each on its own and across them. */
export async function checkContentFiles(
  site: string,
  products: string[],
): Promise<ContentProblem[]> {
  const pages = await sitePages()
  const files = await Promise.all([
    checkSite(site),
    ...products.map((file) => checkProduct(file, pages)),
  ])
  return [...files.flatMap(({ problems }) => problems), ...duplicateProblems(files.slice(1))]
}

/** The problems as the build and `npm run check:content` print them, one line each. */
export function formatProblems(problems: ContentProblem[]): string {
  const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`
  return [
    `${count} in the content files (see data/README.md):`,
    ...problems.map(formatProblem),
  ].join("\n  ")
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
  return (matches.errors ?? []).map((error) => {
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
function reservedBy(urlPath: string, pages: Map<string, string>): string | undefined {
  const page = [...pages].find(([route]) => route.toLowerCase() === urlPath.toLowerCase())
  if (page) return `is the page ${page[1]} makes`
  return RESERVED_PATHS.find(({ path: reserved }) => {
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
