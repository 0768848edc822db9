// The editor's page script, bundled with Sveltia CMS by build.ts: the content files' format, each
// file's "$schema", and the configuration the build derived from the schemas (config.json beside it).
import CMS from "@sveltia/cms"
import type { CmsConfig } from "@sveltia/cms"
import { FORMAT, formatJson } from "./json-format"

// On its sign-in screen Sveltia polls GitHub's status page, a third party: it is answered here, as
// "no incident", so that the page loads from this site alone. The GitHub API reports its own outages.
const STATUS_PAGE = "https://www.githubstatus.com/"
const networkFetch = window.fetch.bind(window)
window.fetch = (input, init) => {
  const url = input instanceof Request ? input.url : String(input)
  if (url.startsWith(STATUS_PAGE)) {
    return Promise.resolve(Response.json({ status: { indicator: "none" } }))
  }
  return networkFetch(input, init)
}

CMS.registerCustomFormat(FORMAT, "json", {
  fromFile: (text) => JSON.parse(text),
  toFile: formatJson,
})

// A translation names the translation schema, which the editor cannot tell from the English file's.
type ImmutableMap = {
  getIn(path: string[]): unknown
  setIn(path: string[], value: unknown): ImmutableMap
  get(key: string): { keySeq(): Iterable<string> } | undefined
}
CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }) => {
    const map = entry as unknown as ImmutableMap
    const schema = map.getIn(["data", "$schema"])
    if (typeof schema !== "string") return undefined
    const translation = schema.replace(/\.schema\.json$/, ".translation.schema.json")
    let saved = map
    for (const locale of map.get("i18n")?.keySeq() ?? []) {
      saved = saved.setIn(["i18n", locale, "data", "$schema"], translation)
    }
    return saved as unknown as typeof entry
  },
})

const response = await fetch(new URL("config.json", import.meta.url))
CMS.init({ config: (await response.json()) as CmsConfig })
