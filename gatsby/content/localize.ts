// Translations: which fields of a content file are texts to translate (the schema's `translatable`
// marks), the schema a translation is checked by (derived from the English file's), and a page's
// texts in its language, with English wherever the translation lacks one.
import type { Parser } from "budoux"
import { SOURCE_LANGUAGE } from "../../src/languages"
import { PHRASE_BREAK, type Localized, type PageText } from "../../src/text"

export type JsonSchema = {
  $ref?: string
  translatable?: boolean
  type?: string
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  allOf?: JsonSchema[]
  [keyword: string]: unknown
}

/** The schema's local `$ref`s ("#/definitions/text") followed, `allOf` kept. */
export function resolve({ $ref, ...node }: JsonSchema, root: JsonSchema): JsonSchema {
  if (!$ref) return node
  const keys = $ref.slice("#/".length).split("/")
  const target = keys.reduce((parent, key) => parent[key] as JsonSchema, root)
  return resolve({ ...target, ...node }, root)
}

/**
 * The schema of a translation of a file that `schema` checks: the same nesting with only its
 * translatable texts, none of them required (a missing one falls back to English, with a warning),
 * and no other field.
 */
export function translationSchema(schema: JsonSchema, of: string): JsonSchema {
  const derive = (raw: JsonSchema): JsonSchema | undefined => {
    const { translatable, allOf, ...node } = resolve(raw, schema)
    if (translatable === false) return undefined
    // A keyword the English schema lacks (allOf, description) is undefined here: JSON.stringify
    // drops it and Ajv ignores it.
    if (translatable) return { ...node, allOf: allOf?.map((rule) => resolve(rule, schema)) }
    // An array or an object described as in English, with its translatable items or fields.
    const outline = { description: node.description, type: node.type }
    const items = node.type === "array" && node.items && derive(node.items)
    if (items) return { ...outline, items }
    if (node.type !== "object" || !node.properties) return undefined
    const properties = Object.entries(node.properties).flatMap(([key, value]) => {
      const derived = key === "$schema" ? value : derive(value)
      return derived ? [[key, derived] as const] : []
    })
    if (properties.every(([key]) => key === "$schema")) return undefined
    return { ...outline, additionalProperties: false, properties: Object.fromEntries(properties) }
  }
  return {
    $schema: schema.$schema,
    $id: String(schema.$id).replace(/\.schema\.json$/, ".translation.schema.json"),
    ...derive(schema),
    title: `${schema.title} translation`,
    description:
      `A translation of ${of}, written by the build from ${String(schema.$id).split("/").pop()}: ` +
      "the same fields, texts only. A text left out shows in English (see data/README.md).",
  }
}

/**
 * The source file's content in `lang`: its translatable texts from `translation` where it has them (a
 * string with a character other than white space), each passed through `mark` where it is given
 * (withPhraseBreaks), and English marked with the source language's tag elsewhere; every other field
 * as it is. In the source language, the source itself. `missing` lists, by JSON pointer into the
 * source, where the translation lacks a text.
 */
export function localize<Source>(
  schema: JsonSchema,
  source: Source,
  translation: unknown,
  lang?: string,
  mark?: (text: string) => string,
): { value: Localized<Source>; missing: string[] }
// The walk keeps the source's shape, each text a Text: what Localized<Source> says.
export function localize(
  schema: JsonSchema,
  source: unknown,
  translation: unknown,
  lang = "",
  mark = (text: string) => text,
): { value: unknown; missing: string[] } {
  const missing: string[] = []
  const walk = (value: unknown, translated: unknown, at: string, raw?: JsonSchema): unknown => {
    const node = raw && resolve(raw, schema)
    if (!node || node.translatable === false) return value
    if (node.translatable && typeof value === "string") {
      if (typeof translated === "string" && /\S/.test(translated)) return mark(translated)
      missing.push(at)
      return { lang: SOURCE_LANGUAGE.tag, text: value } satisfies PageText
    }
    if (!value || typeof value !== "object") return value
    const fields = new Map(Object.entries(translated instanceof Object ? translated : {}))
    const entries = Object.entries(value).map(([key, field]) => {
      // The key as a JSON pointer's part: "/page/steps/1/title".
      const pointer = `${at}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`
      const child = Array.isArray(value) ? node.items : node.properties?.[key]
      return [key, walk(field, fields.get(key), pointer, child)] as const
    })
    return Array.isArray(value) ? entries.map(([, field]) => field) : Object.fromEntries(entries)
  }
  const value = lang === SOURCE_LANGUAGE.tag ? source : walk(source, translation, "", schema)
  return { value, missing }
}

/** Han, kana and the CJK punctuation: the characters beside which a line may break. */
const CJK = String.raw`[\p{sc=Han}\p{sc=Hira}\p{sc=Kana}\u3000-\u303F\uFF00-\uFFEF]`
const BY_CJK = new RegExp(CJK, "u")
/** `text` matched as it is in a regular expression. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
/** A space before one of them, as between "Splensheet" and "は". */
const SPACE_BEFORE_CJK = new RegExp(` (?=${CJK})`, "gu")

/**
 * A text in `lang` with a PHRASE_BREAK where a line may break, so that its lines break between
 * phrases, not inside a word: at the phrase boundaries `phrases` finds (BudouX), and before a term
 * (`terms`: the termbase's renderings in `lang`). A break is kept only where the language's
 * dictionary (ICU's, through Intl.Segmenter) also sees two words, beside a CJK character, and not
 * inside a term but between two: BudouX alone splits words ("打|开", "文件|夹"), Latin words ("xl|s") and
 * {placeholders}. In Chinese, a word of one character (的, 上) stays with the one before it. A space
 * before a CJK character becomes a no-break space, so that a particle stays with its Latin word; one
 * after it stays a break, so that a long name can start a line rather than overflow it.
 */
export function withPhraseBreaks(
  text: string,
  lang: string,
  phrases: Pick<Parser, "parseBoundaries">,
  terms: string[],
): string {
  const isTerm = (part: string) => terms.includes(part)
  const words = new Intl.Segmenter(lang, { granularity: "word" }).segment(text)
  const inTerms = terms.flatMap((term) =>
    Array.from(text.matchAll(RegExp(escapeRegExp(term), "g")), ({ index }) => {
      return [index, index + term.length] as const
    }),
  )
  const breaks = new Set(
    [...phrases.parseBoundaries(text), ...inTerms.map(([start]) => start)].filter((at) => {
      // The dictionary's segment (a word, a space, punctuation) here: a break must start one.
      const word = words.containing(at)
      const oneCharacterWord = word?.isWordLike && word.segment.length === 1
      // Inside a term only where it splits into two terms: スプレッドシート|エディター.
      const splitsTerms = inTerms
        .filter(([start, end]) => start < at && at < end)
        .every(([start, end]) => [text.slice(start, at), text.slice(at, end)].every(isTerm))
      return (
        at > 0 &&
        word?.index === at &&
        !(lang.startsWith("zh") && oneCharacterWord) &&
        BY_CJK.test(text.slice(at - 1, at + 1)) &&
        splitsTerms
      )
    }),
  )
  const marked = text.split("").map((unit, at) => (breaks.has(at) ? PHRASE_BREAK + unit : unit))
  return marked.join("").replace(SPACE_BEFORE_CJK, "\u00a0")
}
