// A content mistake as an object (file, line, column, field, message), and every word the check says
// of one: the schemas' rules they leave unworded, JSON's syntax, and the terminal's summary.
import type { ErrorObject } from "ajv"

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

/** Where each value of a file is, by its keys from the root ("/page/steps/1"), unescaped. */
export type Places = Map<string, { line: number; column: number }>

/** A problem with a file or folder as a whole, placed at its start. */
export const problemAtStart = (file: string, message: string, field = "the file") =>
  ({ file, line: 1, column: 1, field, message }) satisfies ContentProblem

/** A problem with the value at `pointer`, placed at its field's name (or at the item, in a list). */
export function problemAt(
  { file, places }: { file: string; places?: Places },
  pointer: string,
  message: string,
  details?: Partial<ContentProblem>,
): ContentProblem {
  // Ajv's pointers escape a "/" or "~" in a key, which places its value at its group.
  let at = pointer
  while (at && !places?.has(at)) at = at.slice(0, at.lastIndexOf("/"))
  const { line = 1, column = 1 } = places?.get(at) ?? {}
  return { file, line, column, field: fieldName(pointer), message, ...details }
}

/** "/page/steps/1/title" becomes "title of page.steps item 2": items counted from 1, as people do. */
export function fieldName(pointer: string): string {
  const parts = pointer.split("/").slice(1)
  const index = parts.findIndex((part) => /^\d+$/.test(part))
  if (index === -1) return parts.join(".") || "the file"
  const item = `${parts.slice(0, index).join(".")} item ${Number(parts[index]) + 1}`
  const rest = parts.slice(index + 1).join(".")
  return rest ? `${rest} of ${item}` : item
}

/** A value as a problem quotes it, cut at 60 characters. */
export function quote(value: unknown): string {
  const json = JSON.stringify(value) ?? String(value)
  return json.length > 60 ? `${json.slice(0, 57)}...` : json
}

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`

export const WRITTEN_TWICE =
  "is written more than once in this group, and only the last counts: delete the one you do not mean"

/** A JSON type in words. */
const TYPE_NAMES: Record<string, string> = {
  string: "text in quotes",
  number: "a number",
  integer: "a whole number",
  array: "a list in [ ]",
  object: "a group of fields in { }",
}

/** Our words for the few rules that the schemas leave unworded. */
const RULE_WORDS: Record<string, (params: ErrorObject["params"]) => string> = {
  type: ({ type }) => `must be ${TYPE_NAMES[type] ?? type}`,
  enum: ({ allowedValues }) => `must be one of ${allowedValues.map(quote).join(", ")}`,
  minItems: ({ limit }) => `must list at least ${count(limit, "item")}`,
}

/**
 * Where an Ajv error is (a pointer), what it says, in our words where the schema leaves it unworded,
 * and the field it names when that is not the pointer's. `width` measures a text as maxWidth does.
 */
export function schemaMistake(
  error: ErrorObject,
  width: (text: string) => number,
): [pointer: string, message: string, details?: Partial<ContentProblem>] {
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
    rule === "maxWidth" && typeof data === "string"
      ? width(data)
      : counted && (typeof data === "string" || Array.isArray(data))
        ? data.length
        : quote(data)
  return [at, `${RULE_WORDS[keyword]?.(params) ?? message}, got ${got}`]
}

/** The control characters most often pasted into a text, which JSON.parse refuses there. */
const PASTED: Record<string, string> = { "\n": "a line break", "\r": "a line break", "\t": "a tab" }

/**
 * momoa's "Unexpected token RBracket found." as "unexpected ']'", with the likely cause when the text
 * shows one: a comma missing between two values, one too many before a '}' or ']', curly quotes, a
 * file cut short, a line break inside a text.
 */
export function syntaxMistake(text: string, message: string, offset: number): string {
  const [next, before = ""] = [text.slice(offset), text.slice(0, offset).trimEnd().at(-1)]
  const token = /^Unexpected token (\w+)/.exec(message)?.[1]
  const found = /^Unexpected (.*?) found/.exec(message)?.[1]
  // A text is named as a type is; any other token as written: '2', 'true', '{'.
  const name =
    token && (token === "String" ? TYPE_NAMES.string : `'${/^[\w.+-]+|^./.exec(next)?.[0]}'`)
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

/** What is wrong, in words: "tagline is missing". */
export const problemText = ({ field, message }: ContentProblem) =>
  field ? `${field} ${message}` : message

/** One problem as a terminal line, which terminals and editors open at file:line:column. */
export const formatProblem = (problem: ContentProblem) =>
  `${problem.file}:${problem.line}:${problem.column}: ${problemText(problem)}`

const ERRORS_HEADING = "in the content files (see data/README.md)"

/** Each kind of problem, errors first: what it counts, its heading, how a file's summary starts. */
const SECTIONS: Record<string, [noun: string, heading: string, summary?: string]> = {
  error: ["problem", ERRORS_HEADING],
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

/** The heading of a list of errors: "2 problems in the content files (see data/README.md)". */
export const errorsHeading = (errors: number) => `${count(errors, "problem")} ${ERRORS_HEADING}`

/**
 * The problems as the build and `npm run check:content` print them, errors first, one line each;
 * untranslated texts and terms one line per file, unless `verbose`.
 */
export function formatProblems(problems: ContentProblem[], verbose = false): string {
  const sections = Object.entries(SECTIONS).flatMap(([kind, [noun, heading, summary]]) => {
    const list = problems.filter(({ warning = "error" }) => warning === kind)
    if (list.length === 0) return []
    const summed = summary && !verbose
    const more = summed ? "; npm run check:content -- --verbose lists each one" : ""
    const lines = summed ? summarize(list, summary) : list.map(formatProblem)
    return [[`${count(list.length, noun)} ${heading}${more}:`, ...lines].join("\n  ")]
  })
  return sections.join("\n")
}

/** A line per file: each language (or term) and how many texts it counts, equal counts together. */
function summarize(list: ContentProblem[], lead: string): string[] {
  return [...Map.groupBy(list, ({ file }) => file)].map(([file, problems]) => {
    const byTally = Map.groupBy(problems, ({ tally }) => tally)
    const byCount = Map.groupBy(byTally, ([, texts]) => texts.length)
    const groups = [...byCount].map(([n, tallies]) => {
      const names = tallies.map(([name]) => name)
      return `${names.join(", ")} (${count(n, "text")}${names.length > 1 ? " each" : ""})`
    })
    return `${file}: ${lead} ${groups.join(", ")}`
  })
}
