/**
 * The company name as the site and the social cards draw it: `accent` (in the brand colour) and `rest`.
 * Only a title that starts with the accent is split; otherwise the whole title is drawn plain.
 */
export function wordmark(title: string, accent: string): { accent: string; rest: string } {
  return title.startsWith(accent)
    ? { accent, rest: title.slice(accent.length) }
    : { accent: "", rest: title }
}
