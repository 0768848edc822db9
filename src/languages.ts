import languagesJson from "../data/languages.json"

export type Language = (typeof languagesJson.languages)[number]

/** Every language of the site, the source language (English, at unprefixed addresses) first. */
export const LANGUAGES: readonly Language[] = languagesJson.languages
const [first] = LANGUAGES
// The content check and languages.schema.json hold the list to one language at least.
if (!first) throw new Error("data/languages.json lists no language")
export const SOURCE_LANGUAGE: Language = first

export function language(tag: string): Language {
  return LANGUAGES.find((candidate) => candidate.tag === tag) ?? SOURCE_LANGUAGE
}

/** An English page's path in a language: "/splensheet" is "/ko/splensheet" in Korean, "/" is "/ko". */
export function pathIn(tag: string, sourcePath: string): string {
  const { prefix } = language(tag)
  if (!prefix) return sourcePath
  return sourcePath === "/" ? `/${prefix}` : `/${prefix}${sourcePath}`
}

/** The language of a path by its prefix, and the path of its English page. */
export function parsePath(pagePath: string): { language: Language; sourcePath: string } {
  const [, first = ""] = pagePath.split("/")
  const found = LANGUAGES.find(({ prefix }) => prefix && prefix === first)
  if (!found) return { language: SOURCE_LANGUAGE, sourcePath: pagePath }
  return { language: found, sourcePath: pagePath.slice(first.length + 1) || "/" }
}

type AppLanguage = { parameter: string; values: Record<string, unknown> } | null | undefined

/** The app's address in a language it takes in its address (data: a product's `appLanguage`). */
export function appUrl(url: string, appLanguage: AppLanguage, tag: string): string {
  const value = appLanguage?.values[tag]
  if (!appLanguage || typeof value !== "string") return url
  const address = new URL(url)
  address.searchParams.set(appLanguage.parameter, value)
  return address.href
}
