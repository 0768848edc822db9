import React from "react"

/** A text in the page's language, or its English original where the translation lacks it. */
export type Text = string | { lang: string; text: string }

/** Every string of a content file's type as a Text: what the build gives a page in its language. */
export type Localized<T> = T extends string
  ? string extends T
    ? Text
    : T
  : T extends readonly (infer Item)[]
    ? readonly Localized<Item>[]
    : T extends object
      ? { readonly [Key in keyof T]: Localized<T[Key]> }
      : T

/** The words alone, for an attribute, where no `lang` can mark them. */
export function plain(text: Text): string {
  return typeof text === "string" ? text : text.text
}

/** "Try {name} Now" with `{name}` filled in; a fallback stays marked as one. */
export function format(template: Text, values: Record<string, string | number>): Text {
  const fill = (words: string) =>
    words.replace(/\{(\w+)\}/g, (whole, key: string) =>
      key in values ? String(values[key]) : whole,
    )
  return typeof template === "string"
    ? fill(template)
    : { lang: template.lang, text: fill(template.text) }
}

/** A text, in a span that names its language when it is English on a translated page (WCAG 3.1.2). */
export function T({ text }: { text: Text }) {
  return typeof text === "string" ? <>{text}</> : <span lang={text.lang}>{text.text}</span>
}
