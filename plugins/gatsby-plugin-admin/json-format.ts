// The content files as Prettier writes them (.prettierrc.json), so that a file the editor saves passes
// `npm test` as it is and its diff shows only what was edited. Prettier keeps an object broken over
// lines when its source is; the editor has no source, so this printer breaks every object but one
// with a single field inside a list, the one kind the files keep on one line (a translation's links).
import { eastAsianWidth } from "get-east-asian-width"
import prettierrc from "../../.prettierrc.json"

/** The name a collection's `format` gives to read and write its files so. */
export const FORMAT = "prettier-json"

const WIDTH = prettierrc.printWidth
const INDENT = "  "

/** Columns as Prettier counts them: CJK characters take two, combining marks none. */
function textWidth(text: string): number {
  let width = 0
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0
    if (code <= 0x1f || (code >= 0x7f && code <= 0x9f) || /\p{Mn}|\p{Me}/u.test(character)) continue
    width += eastAsianWidth(code)
  }
  return width
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

const isObject = (value: Json): value is { [key: string]: Json } =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/**
 * Prettier breaks a list of two or more objects that each have two or more fields (or of lists of
 * two or more items), however short.
 */
const alwaysBroken = (list: Json[]) =>
  list.length > 1 &&
  (list.every((item) => isObject(item) && Object.keys(item).length > 1) ||
    list.every((item) => Array.isArray(item) && item.length > 1))

/** `value` on one line, or undefined when Prettier would break it wherever it stood. */
function flat(value: Json, inList: boolean): string | undefined {
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]"
    if (alwaysBroken(value)) return undefined
    const items = value.map((item) => flat(item, true))
    return items.every((item) => item !== undefined) ? `[${items.join(", ")}]` : undefined
  }
  if (isObject(value)) {
    const entries = Object.entries(value)
    if (entries.length === 0) return "{}"
    const [entry] = entries
    if (!inList || entries.length > 1 || !entry) return undefined
    const inner = flat(entry[1], false)
    return inner === undefined ? undefined : `{ ${JSON.stringify(entry[0])}: ${inner} }`
  }
  return JSON.stringify(value)
}

/** `value` at `depth`, after `before` on its line, with `after` (a comma) to follow on it. */
function print(value: Json, depth: number, before: string, after: string, inList: boolean): string {
  const indent = INDENT.repeat(depth)
  const oneLine = flat(value, inList)
  if (oneLine !== undefined && textWidth(indent + before + oneLine + after) <= WIDTH) return oneLine
  const inner = INDENT.repeat(depth + 1)
  if (Array.isArray(value)) {
    const items = value.map(
      (item, index) =>
        inner + print(item, depth + 1, "", index < value.length - 1 ? "," : "", true),
    )
    return `[\n${items.join(",\n")}\n${indent}]`
  }
  if (isObject(value)) {
    const entries = Object.entries(value)
    const fields = entries.map(([key, field], index) => {
      const name = `${JSON.stringify(key)}: `
      const comma = index < entries.length - 1 ? "," : ""
      return inner + name + print(field, depth + 1, name, comma, false)
    })
    return `{\n${fields.join(",\n")}\n${indent}}`
  }
  return JSON.stringify(value)
}

/** The file's text for `value`, as Prettier would leave it, with its final newline. */
export function formatJson(value: unknown): string {
  return `${print(value as Json, 0, "", "", false)}\n`
}
