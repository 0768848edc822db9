// One content file read with momoa, a JSON parser that keeps where every value is, and checked
// against its JSON Schema, which words its own messages (`errorMessage`, ajv-errors).
import { existsSync, readFileSync } from "fs"
import { evaluate, parse, type ValueNode } from "@humanwhocodes/momoa"
import Ajv, { type ValidateFunction } from "ajv"
import ajvErrors from "ajv-errors"
import stringWidth from "string-width"
import { relative } from "./files"
import {
  WRITTEN_TWICE,
  problemAt,
  problemAtStart,
  schemaMistake,
  syntaxMistake,
  type ContentProblem,
  type Places,
} from "./problems"

/** A JSON object as parsed, before its schema says what it holds. */
export type Json = Record<string, unknown>

/**
 * A file as read: its JSON and where each of its values is (neither when it is not JSON), its
 * problems, and its content where its schema passed it, typed by the schema.
 */
export type ContentFile<Content = Json> = {
  file: string
  json?: Json
  places?: Places
  problems: ContentProblem[]
  content?: Content
}

// The schemas share rules such as notEmpty between texts that each state their type once.
const ajv = ajvErrors(
  new Ajv({ allErrors: true, verbose: true, strictTypes: false, strictTuples: false }),
).addKeyword("translatable") // see ./localize.ts
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

/** The check of a schema, whose pass types the file's content as `Content`. */
export const validator = <Content>(schema: object) => ajv.compile<Content>(schema)

/**
 * The file read and checked; a file that may be missing (the termbase, a translation) reads as
 * `absent` when it is, and any other is a mistake.
 */
export function readContentFile<Content>(
  absolute: string,
  validate: ValidateFunction<Content>,
  absent?: Json,
): ContentFile<Content> {
  const file = relative(absolute)
  if (!existsSync(absolute)) {
    const message = "does not exist, and the build needs it: git restore brings back a deleted file"
    const problems = absent ? [] : [problemAtStart(file, message)]
    return { file, json: absent, problems, content: validate(absent) ? absent : undefined }
  }
  const text = readFileSync(absolute, "utf8")
  let root: ValueNode
  try {
    root = parse(text, { mode: "json" }).body
    // As Gatsby reads the file: JSON.parse refuses a line break inside a text, which momoa reads.
    JSON.parse(text)
  } catch (error) {
    if (!(error instanceof Error)) throw error
    // momoa's error has an offset, JSON.parse's a position in its message.
    const offset = "offset" in error ? error.offset : /position (\d+)/.exec(error.message)?.[1]
    // momoa places the end of the file at its start.
    const at = error.message.includes("end of input") ? text.trimEnd().length : Number(offset)
    const lines = text.slice(0, at).split("\n")
    const [line, column] = [lines.length, (lines.at(-1)?.length ?? 0) + 1]
    const mistake = `not valid JSON, ${syntaxMistake(text, error.message, at)}`
    return { file, problems: [{ file, line, column, field: "", message: mistake }] }
  }
  const value = evaluate(root)
  const json: Json = Object(value)
  const read = { file, places: new Map([["", root.loc.start]]), json }
  // Where each value is, and each field written twice, from one walk through momoa's tree.
  const writtenTwice = placeValues(read, root)
  const valid = validate(value)
  const problems = (validate.errors ?? []).map((error) =>
    problemAt(read, ...schemaMistake(error, textWidth)),
  )
  problems.push(...writtenTwice)
  return { ...read, problems, content: valid && writtenTwice.length === 0 ? value : undefined }
}

/**
 * Puts where each value under `node` is into `places`, by its keys: at its field's name (a field
 * written twice at its last copy, the one JSON keeps) or at the item, in a list. Returns each field
 * written again in its group, at its name: JSON keeps the last, without a word.
 */
function placeValues(read: { file: string; places: Places }, node: ValueNode, pointer = "") {
  const children =
    node.type === "Object" ? node.members : node.type === "Array" ? node.elements : []
  const seen = new Set<string>()
  return children.flatMap((child, index): ContentProblem[] => {
    const key =
      child.type === "Member" && child.name.type === "String" ? child.name.value : String(index)
    const at = `${pointer}/${key}`
    read.places.set(at, child.loc.start)
    const again = seen.has(key) ? [problemAt(read, at, WRITTEN_TWICE)] : []
    seen.add(key)
    return [...again, ...placeValues(read, child.value, at)]
  })
}
