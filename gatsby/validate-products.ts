// Checks the product files before a build: the JSON Schema (with Ajv), then what a schema cannot
// express: values unique across files, and a logo the image pipeline can read. Every problem becomes
// one line a content editor can act on: `<file>:<line>: <field> <what is wrong>, <expected/got>`
// (terminals and editors open `file:line` where it points).
import fs from "fs/promises"
import path from "path"
import Ajv from "ajv"
import type { ErrorObject } from "ajv"
import sharp from "sharp"
import schema from "../data/product.schema.json"

/** Where the product files are; tests and benchmarks point PRODUCTS_DIR at generated folders. */
export const productsDir = process.env.PRODUCTS_DIR ?? path.join(__dirname, "../data/products")

const ajv = new Ajv({ allErrors: true, verbose: true })
ajv.addKeyword("patternErrorMessage") // an editor hint (VS Code shows it), reused in our messages
const matchesSchema = ajv.compile(schema)

const uniqueFields = ["name", "productUrl", "order"] as const
const logoPattern = new RegExp(schema.properties.logo.pattern)

type ProductFile = {
  file: string
  data?: Record<string, unknown>
  lines?: Map<string, number>
  problems: string[]
}

/** Every problem in the product files of a folder (none: the build can go on). */
export async function validateProducts(dir: string): Promise<string[]> {
  const names = (await fs.readdir(dir)).filter((name) => name.endsWith(".json")).sort()
  return validateProductFiles(names.map((name) => path.join(dir, name)))
}

/** Every problem in these product files, each on its own and across them. */
export async function validateProductFiles(files: string[]): Promise<string[]> {
  const products = await Promise.all(files.map(checkProductFile))
  return [...products.flatMap(({ problems }) => problems), ...duplicateProblems(products)]
}

async function checkProductFile(absolute: string): Promise<ProductFile> {
  const file = path.relative(process.cwd(), absolute)
  const text = await fs.readFile(absolute, "utf8")
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (error) {
    return { file, problems: [jsonProblem(file, text, (error as SyntaxError).message)] }
  }
  const lines = valueLines(text)
  const at = (pointer: string) => `${file}:${lines.get(pointer) ?? 1}: `
  const problems = matchesSchema(data)
    ? []
    : (matchesSchema.errors ?? []).map((error) => at(problemPointer(error)) + schemaProblem(error))
  if (!isObject(data)) return { file, problems }
  const logo = await logoProblem(absolute, data.logo)
  return { file, data, lines, problems: logo ? [...problems, at("/logo") + logo] : problems }
}

/** The problems as the build and `npm run check:content` print them. */
export function formatProblems(problems: string[]): string {
  const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`
  return [`${count} in the product files (see data/README.md):`, ...problems].join("\n  ")
}

function jsonProblem(file: string, text: string, message: string): string {
  // Just after the last thing before the error: where a comma is missing or one too many.
  const lines = text.slice(0, validLength(text)).trimEnd().split("\n")
  const column = (lines.at(-1) ?? "").length + 1
  const reason = message.replace(/(?: in JSON)? at position .*$|, (?:\.\.\.)?".*$/s, "")
  return `${file}:${lines.length}:${column}: not valid JSON, ${reason.charAt(0).toLowerCase()}${reason.slice(1)}`
}

/** The value a schema error is about: an unknown field itself rather than the group it is in. */
function problemPointer(error: ErrorObject): string {
  return error.keyword === "additionalProperties"
    ? `${error.instancePath}/${error.params.additionalProperty}`
    : error.instancePath
}

/** The line of every value of a valid JSON text, by its JSON pointer ("/page/steps/1/title"). */
function valueLines(text: string): Map<string, number> {
  const lines = new Map<string, number>()
  let at = 0
  let line = 1 // valid JSON has line breaks only between values
  const skipSpace = () => {
    for (; /\s/.test(text.charAt(at)); at++) if (text.charAt(at) === "\n") line++
  }
  const readString = (): string => {
    const start = at++
    while (text.charAt(at) !== '"') at += text.charAt(at) === "\\" ? 2 : 1
    at++
    return JSON.parse(text.slice(start, at)) as string
  }
  const readItems = (close: string, readItem: (index: number) => void) => {
    at++
    skipSpace()
    for (let index = 0; text.charAt(at) !== close; index++) {
      readItem(index)
      skipSpace()
      if (text.charAt(at) === ",") at++
      skipSpace()
    }
    at++
  }
  const readValue = (pointer: string) => {
    skipSpace()
    lines.set(pointer, line)
    const first = text.charAt(at)
    if (first === "{") {
      readItems("}", () => {
        const key = readString()
        skipSpace()
        at++ // the colon
        readValue(`${pointer}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`)
      })
    } else if (first === "[") {
      readItems("]", (index) => readValue(`${pointer}/${index}`))
    } else if (first === '"') {
      readString()
    } else {
      while (/[^\s,\]}]/.test(text.charAt(at))) at++
    }
  }
  readValue("")
  return lines
}

/**
 * How much of the text JSON.parse accepts before it finds the mistake. Its messages do not always
 * give a position (not for a stray "]" or "“"), so find the longest start of the text with no error
 * before its end, by bisection.
 */
function validLength(text: string): number {
  const errorInside = (start: string): boolean => {
    try {
      JSON.parse(start)
      return false
    } catch (error) {
      const { message } = error as SyntaxError
      const position = / at position (\d+)/.exec(message)?.[1]
      if (message.startsWith("Unexpected end")) return false
      return position === undefined || Number(position) < start.length
    }
  }
  let valid = 0
  let invalid = text.length + 1
  while (invalid - valid > 1) {
    const middle = Math.floor((valid + invalid) / 2)
    if (errorInside(text.slice(0, middle))) invalid = middle
    else valid = middle
  }
  return valid
}

function schemaProblem(error: ErrorObject): string {
  const field = fieldName(error.instancePath)
  const got = `got ${show(error.data)}`
  const rule = error.parentSchema ?? {}
  switch (error.keyword) {
    case "required":
      return `${fieldName(`${error.instancePath}/${error.params.missingProperty}`)} is missing`
    case "additionalProperties":
      return `${fieldName(`${error.instancePath}/${error.params.additionalProperty}`)} is not a known field, expected one of ${Object.keys(rule.properties).join(", ")}`
    case "type":
      return `${field} must be ${typeNames[error.params.type as string]}, ${got}`
    case "enum": {
      const allowed: string[] = error.params.allowedValues.map(show)
      const expected = allowed.length > 2 ? `one of ${allowed.join(", ")}` : allowed.join(" or ")
      return `${field} must be ${expected}, ${got}`
    }
    case "pattern":
      return `${field} ${rule.patternErrorMessage}, ${got}`
    case "minLength":
    case "maxLength": {
      const limits =
        rule.minLength === undefined
          ? `at most ${rule.maxLength}`
          : `${rule.minLength} to ${rule.maxLength}`
      return `${field} must be ${limits} characters long, got ${(error.data as string).length}`
    }
    case "minItems":
      return `${field} must list at least ${error.params.limit} item, got ${(error.data as unknown[]).length}`
    case "minimum":
      return `${field} must be ${error.params.limit} or more, ${got}`
    default:
      return `${field} ${error.message}, ${got}`
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

/** A logo the schema accepts must also exist (with this exact case) and be an image sharp reads. */
async function logoProblem(file: string, logo: unknown): Promise<string | undefined> {
  if (typeof logo !== "string" || !logoPattern.test(logo)) return undefined
  const dir = path.dirname(file)
  if (!(await fs.readdir(dir)).includes(path.basename(logo))) {
    return `logo must be an image file beside this one, got ${show(logo)}, which does not exist`
  }
  try {
    await sharp(path.join(dir, logo)).metadata()
  } catch (error) {
    return `logo must be an image the build can read, got ${show(logo)}: ${(error as Error).message}`
  }
  return undefined
}

function duplicateProblems(products: ProductFile[]): string[] {
  return uniqueFields.flatMap((field) => {
    const firstFile = new Map<unknown, string>()
    return products.flatMap(({ file, data, lines }) => {
      const value = data?.[field]
      if (value === undefined) return []
      const first = firstFile.get(value)
      if (first === undefined) {
        firstFile.set(value, file)
        return []
      }
      return [
        `${file}:${lines?.get(`/${field}`)}: ${field} must be unique, got ${show(value)}, already used by ${first}`,
      ]
    })
  })
}
