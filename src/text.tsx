import React, { Fragment } from "react"

/** A text in the page's language, or its English original where the translation lacks it. */
export type PageText = string | { lang: string; text: string }

/** Every string of a content file's type as a PageText: what the build gives a page in its language. */
export type Localized<T> = T extends string
  ? string extends T
    ? PageText
    : T
  : T extends readonly (infer Item)[]
    ? readonly Localized<Item>[]
    : T extends object
      ? { readonly [Key in keyof T]: Localized<T[Key]> }
      : T

/**
 * Where the build found a phrase boundary in a Japanese or Chinese text (gatsby/content/localize.ts): a
 * line may break there, and only there, on the page (`<wbr>`); an attribute drops it.
 */
export const PHRASE_BREAK = "\u200b"

/**
 * The words alone, for an attribute, where no `lang` can mark them: without the build's line-break
 * marks (a phrase break, a no-break space before a CJK character), which only a page's lines need.
 */
export function plain(text: PageText): string {
  return (typeof text === "string" ? text : text.text)
    .replaceAll(PHRASE_BREAK, "")
    .replaceAll("\u00a0", " ")
}

/** "Try {name} Now" with `{name}` filled in; a fallback stays marked as one. */
export function format(template: PageText, values: Record<string, string | number>): PageText {
  const fill = (words: string) =>
    words.replace(/\{(\w+)\}/g, (whole, key: string) =>
      key in values ? String(values[key]) : whole,
    )
  return typeof template === "string"
    ? fill(template)
    : { lang: template.lang, text: fill(template.text) }
}

/** A text, in a span that names its language when it is English on a translated page (WCAG 3.1.2). */
export function InLanguage({ text }: { text: PageText }) {
  if (typeof text !== "string") return <span lang={text.lang}>{text.text}</span>
  const [first, ...phrases] = text.split(PHRASE_BREAK)
  return (
    <>
      {first}
      {phrases.map((phrase, index) => (
        <Fragment key={index}>
          <wbr />
          {phrase}
        </Fragment>
      ))}
    </>
  )
}

declare module "react" {
  interface CSSProperties {
    "--name-letters"?: number
  }
}

/**
 * About how wide a letter of a bold heading is, in em, as DejaVu Sans Bold draws it, the widest of
 * the system fonts the site names: M or W half as wide again as most, i, l or a no-break space half
 * as wide.
 */
function letterWidth(letter: string): number {
  if ("ijlIJ\u00a0".includes(letter)) return 0.35
  if ("frt".includes(letter)) return 0.48
  if ("MWmw".includes(letter)) return 1.05
  return 0.7
}

/** The width of an average letter the headings are sized by, in em (`--letter-width`, global.css). */
const LETTER_WIDTH = 0.65

/**
 * The style that gives a product's headings the letters of its name's longest part that a line
 * cannot break (a word, or up to a hyphen): the CSS makes a heading smaller where that part would
 * not fit its line, which `overflow-wrap` would break inside. A part of wide letters counts as the
 * average letters it is as wide as; one of narrow letters, as many as it has, so keeps its size.
 */
export const nameLetters = (name: string) => ({
  "--name-letters": Math.max(
    ...name.split(/ +|(?<=-)(?!\d)/).map((part) => {
      const letters = [...part]
      const width = letters.reduce((sum, letter) => sum + letterWidth(letter), 0)
      return Math.max(letters.length, Math.round(width / LETTER_WIDTH))
    }),
  ),
})
