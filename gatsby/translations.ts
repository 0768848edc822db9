// Translations: which fields of a content file are texts to translate (the schema's `translatable`
// marks), the schema a translation is checked by (derived from the English file's), and a page's
// texts in its language, with English wherever the translation lacks one.
import { PHRASE_BREAK } from "../src/text"
import type { Localized, Text } from "../src/text"

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
export function resolve(node: JsonSchema, root: JsonSchema): JsonSchema {
  if (!node.$ref) return node
  const target = node.$ref
    .replace(/^#\//, "")
    .split("/")
    .reduce<unknown>((parent, key) => (parent as Record<string, unknown>)[key], root) as JsonSchema
  const { $ref, ...rest } = node
  return resolve({ ...target, ...rest }, root)
}

/**
 * The schema of a translation of a file that `schema` checks: the same nesting with only its
 * translatable texts, none of them required (a missing one falls back to English, with a warning),
 * and no other field.
 */
export function translationSchema(schema: JsonSchema, of: string): JsonSchema {
  const derive = (raw: JsonSchema): JsonSchema | undefined => {
    const node = resolve(raw, schema)
    if (node.translatable === false) return undefined
    const description = node.description === undefined ? {} : { description: node.description }
    if (node.translatable) {
      const { translatable, allOf, ...text } = node
      return { ...text, ...(allOf ? { allOf: allOf.map((rule) => resolve(rule, schema)) } : {}) }
    }
    if (node.type === "object" && node.properties) {
      const properties = Object.entries(node.properties).flatMap(([key, value]) => {
        const derived = key === "$schema" ? value : derive(value)
        return derived ? [[key, derived] as const] : []
      })
      if (properties.every(([key]) => key === "$schema")) return undefined
      return {
        ...description,
        type: "object",
        additionalProperties: false,
        properties: Object.fromEntries(properties),
      }
    }
    if (node.type === "array" && node.items) {
      const items = derive(node.items)
      return items && { ...description, type: "array", items }
    }
    return undefined
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

/** A JSON pointer's parts escaped, as in "/page/steps/1/title". */
const pointerTo = (parent: string, key: string | number) =>
  `${parent}/${String(key).replace(/~/g, "~0").replace(/\//g, "~1")}`

/**
 * The source file's content in a language: its translatable texts from `translation` where it has
 * them (a string with a character other than white space), English marked with `lang` elsewhere;
 * every other field as it is. With no translation (the source language), the source itself.
 * `missing` lists, by JSON pointer into the source, where the translation lacks a text.
 */
export function localize<Source>(
  schema: JsonSchema,
  source: Source,
  translation?: unknown,
  sourceLang = "en",
): { value: Localized<Source>; missing: string[] } {
  const missing: string[] = []
  const walk = (
    raw: JsonSchema | undefined,
    value: unknown,
    translated: unknown,
    at: string,
  ): unknown => {
    const node = raw && resolve(raw, schema)
    if (!node || node.translatable === false) return value
    if (node.translatable && typeof value === "string") {
      if (typeof translated === "string" && /\S/.test(translated)) return translated
      missing.push(at)
      return { lang: sourceLang, text: value } satisfies Text
    }
    if (Array.isArray(value)) {
      const items = Array.isArray(translated) ? translated : []
      return value.map((item, index) => walk(node.items, item, items[index], pointerTo(at, index)))
    }
    if (value && typeof value === "object") {
      const fields = (translated && typeof translated === "object" ? translated : {}) as Record<
        string,
        unknown
      >
      return Object.fromEntries(
        Object.entries(value).map(([key, field]) => [
          key,
          walk(node.properties?.[key], field, fields[key], pointerTo(at, key)),
        ]),
      )
    }
    return value
  }
  const value = translation === undefined ? source : walk(schema, source, translation, "")
  // The walk keeps the source's shape, each text a Text: what Localized<Source> says.
  return { value: value as Localized<Source>, missing }
}

/** Han, kana and the CJK punctuation: the characters beside which a line may break. */
const CJK = String.raw`[\p{sc=Han}\p{sc=Hira}\p{sc=Kana}\u3000-\u303F\uFF00-\uFFEF]`
const BY_CJK = new RegExp(CJK, "u")
/** `text` matched as it is in a regular expression. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
/** A space beside one of them, as between "Splensheet" and "は". */
const SPACE_BY_CJK = new RegExp(` (?=${CJK})|(?<=${CJK}) `, "gu")

/**
 * A translation into `lang` with a PHRASE_BREAK where a line may break, so that its lines break
 * between phrases, not inside a word: between the phrases `phrases` finds (BudouX's), and before a
 * term of the termbase (`terms`, its renderings in `lang`). A break is kept only where the language's
 * dictionary (ICU's, through Intl.Segmenter) also sees two words, beside a CJK character, and not
 * inside a term but between two: BudouX alone splits words ("打|开", "文件|夹"), Latin words ("xl|s") and
 * {placeholders}. In Chinese, a word of one character (的, 上) stays with the one before it. A space
 * beside a CJK character becomes a no-break space, so that a particle stays with its Latin word.
 */
export function withPhraseBreaks<T>(
  translation: T,
  lang: string,
  phrases: (text: string) => string[],
  terms: string[] = [],
): T {
  const words = new Intl.Segmenter(lang, { granularity: "word" })
  const oneCharacterWordsJoin = lang.startsWith("zh")
  const isTerm = (text: string) => terms.includes(text)
  const mark = (text: string) => {
    // Where each of the dictionary's segments starts, and a word's length (0 for punctuation).
    const wordLengths = new Map(
      Array.from(words.segment(text), ({ index, segment, isWordLike }) => [
        index,
        isWordLike ? segment.length : 0,
      ]),
    )
    const inTerms = terms.flatMap((term) =>
      Array.from(text.matchAll(RegExp(escapeRegExp(term), "g")), ({ index }) => ({
        start: index,
        end: index + term.length,
      })),
    )
    let offset = 0
    const starts = phrases(text).map((phrase) => (offset += phrase.length) - phrase.length)
    const breaks = new Set(
      [...starts, ...inTerms.map(({ start }) => start)].filter((at) => {
        const length = wordLengths.get(at)
        // Inside a term only where it splits into two terms: スプレッドシート|エディター.
        const splitsTerms = inTerms
          .filter(({ start, end }) => start < at && at < end)
          .every(({ start, end }) => [text.slice(start, at), text.slice(at, end)].every(isTerm))
        return (
          at > 0 &&
          length !== undefined &&
          !(oneCharacterWordsJoin && length === 1) &&
          BY_CJK.test(text.slice(at - 1, at + 1)) &&
          splitsTerms
        )
      }),
    )
    const cuts = [0, ...[...breaks].sort((a, b) => a - b), text.length]
    const pieces = cuts.slice(1).map((to, index) => text.slice(cuts[index], to))
    return pieces.join(PHRASE_BREAK).replace(SPACE_BY_CJK, "\u00a0")
  }
  const walk = (value: unknown): unknown => {
    if (typeof value === "string") return mark(value)
    if (Array.isArray(value)) return value.map(walk)
    if (value && typeof value === "object") {
      return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, walk(field)]))
    }
    return value
  }
  // The walk keeps the translation's shape and changes only its strings.
  return walk(translation) as T
}
