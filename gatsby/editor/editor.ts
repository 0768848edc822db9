// The editor's page script, bundled with Sveltia CMS by build.ts: the content files' format, each
// file's "$schema", and the configuration the build derived from the schemas (config.json beside it).
import CMS from "@sveltia/cms"
import { formatJson } from "./json-format"

// On its sign-in screen Sveltia polls GitHub's status page, a third party: it is answered here, as
// "no incident", so that the page loads from this site alone. The GitHub API reports its own outages.
const networkFetch = window.fetch.bind(window)
window.fetch = async (input, init) =>
  (input instanceof Request ? input.url : String(input)).startsWith("https://www.githubstatus.com/")
    ? Response.json({ status: { indicator: "none" } })
    : networkFetch(input, init)

// JSON files written as Prettier writes them, in place of Sveltia's own JSON.
CMS.registerCustomFormat("json", "json", { toFile: formatJson })

// A translation names the translation schema, which the editor cannot tell from the English file's.
CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }) => {
    const schema = entry.getIn(["data", "$schema"])
    if (typeof schema !== "string") return undefined
    const translation = schema.replace(/\.schema\.json$/, ".translation.schema.json")
    return entry.update("i18n", (i18n) =>
      i18n.map((locale: typeof entry) => locale.setIn(["data", "$schema"], translation)),
    )
  },
})

const config = await fetch(new URL("config.json", import.meta.url)).then((file) => file.json())
CMS.init({ config })
