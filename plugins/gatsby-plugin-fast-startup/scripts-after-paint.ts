import { readFile, writeFile } from "fs/promises"
import path from "path"
import { transform } from "esbuild"
import { DomUtils } from "htmlparser2"
import { builtPages, parsePage, spliceHtml } from "../../gatsby/built-pages"
import { LOADER_POLICY } from "../../src/trusted-types"

/**
 * A webpack entry of its own for React DOM (added in gatsby-node.ts). It runs after webpack's runtime
 * and React's chunk, before the app chunk is requested, so React DOM starts up in a task of its own
 * instead of in one long task with Gatsby's app that blocks input.
 */
export const REACT_DOM_ENTRY = "react-dom-entry"

/**
 * The browser script the pages run instead of Gatsby's script tags. From the site's root, where
 * Gatsby runs: it runs this file compiled into .cache/, so __dirname is not the plugin's folder.
 */
export const LOADER_SOURCE = path.resolve("plugins/gatsby-plugin-fast-startup/loader/loader.ts")

/** How the minified loader begins: esbuild keeps an exported function's statement and its name. */
const LOADER_EXPORT = "export function loadScriptsAfterFirstPaint("

/**
 * The loader's function as a minified function expression, for the pages to call with their files:
 * esbuild strips the types and minifies (its errors name LOADER_SOURCE's line and column). ES2020
 * runs in every browser the site supports (Chromium, Firefox ESR, WebKit).
 */
export async function minifyLoader(source: string): Promise<string> {
  const { code } = await transform(source, {
    loader: "ts",
    minify: true,
    target: "es2020",
    sourcefile: LOADER_SOURCE,
  })
  if (!code.startsWith(LOADER_EXPORT))
    throw new Error(`esbuild's output does not begin with "${LOADER_EXPORT}"`)
  return `function(${code.trim().slice(LOADER_EXPORT.length)}`
}

/** How long the loader waits for a first-contentful-paint entry before it loads the scripts anyway. */
const FALLBACK_MS = 3000

/** How the call to the loader ends, after the page's files: the same with any loader/loader.ts. */
const CALL_END = `,${JSON.stringify(LOADER_POLICY)},${FALLBACK_MS})`

/**
 * The page's HTML with Gatsby's script tags replaced by one inline script that calls the loader
 * (`loader`, from minifyLoader) with the page's files, in `stages` then the page's other scripts, so
 * that they do not compete with the HTML before the first paint. The rest is left byte for byte.
 *
 * Throws when the page has no script tags in the expected format, or when the first stage's files
 * (webpack's runtime and React's chunk, which Gatsby's tags load too) are not among them.
 */
export function deferPageScripts(html: string, stages: string[][], loader: string): string {
  // Gatsby's tags for its runtime, React and the app, in its internal "_gatsby-scripts" slice:
  // `<script src="…" async></script>`. Gatsby has no hook for them, so the built HTML is rewritten.
  const chunks = DomUtils.getElementsByTagName("script", parsePage(html)).filter(
    ({ attribs, children }) =>
      Object.keys(attribs).sort().join() === "async,src" &&
      attribs.async === "" &&
      children.length === 0,
  )
  if (chunks.length === 0) {
    throw new Error(
      html.includes(CALL_END)
        ? "a loader from a build with another loader/loader.ts, which this build did not render " +
            "again: `npx gatsby clean`, then build"
        : 'no <script src="…" async></script> tags of Gatsby\'s "_gatsby-scripts" slice',
    )
  }
  const sources = chunks.map(({ attribs }) => attribs.src as string)
  const missing = (stages[0] ?? []).filter((src) => !sources.includes(src))
  if (missing.length > 0)
    throw new Error(`no script tag for ${missing.join(", ")} (from webpack.stats.json)`)
  const all = [...stages, sources.filter((src) => !stages.flat().includes(src))]
  const call = `<script>(${loader})(${JSON.stringify(all)}${CALL_END}</script>`
  // In place of the first tag, inside Gatsby's "_gatsby-scripts" slice: a build that reuses
  // public/ stitches that slice into the page again, replacing the loader with fresh tags.
  return spliceHtml(
    html,
    chunks.map(({ startIndex, endIndex }, index) => ({
      start: startIndex ?? 0,
      end: (endIndex ?? 0) + 1,
      text: index === 0 ? call : "",
    })),
  )
}

export type Stats = { namedChunkGroups?: Record<string, { assets: { name: string }[] }> }

/**
 * The scripts that start up before the app: webpack's runtime with React's chunk, then
 * REACT_DOM_ENTRY's own file, so that React DOM does not start in the task that compiles React.
 */
export function startupStages(stats: Stats): string[][] {
  const files = (stats.namedChunkGroups?.[REACT_DOM_ENTRY]?.assets ?? [])
    .map(({ name }) => `/${name}`)
    .filter((name) => name.endsWith(".js"))
  const isEntry = (name: string) => name.startsWith(`/${REACT_DOM_ENTRY}-`)
  const stages = [files.filter((name) => !isEntry(name)), files.filter(isEntry)]
  if (stages.some((stage) => stage.length === 0)) {
    throw new Error(
      `webpack.stats.json has no "${REACT_DOM_ENTRY}" entry with its own file and webpack's runtime ` +
        "under namedChunkGroups",
    )
  }
  return stages
}

/**
 * Rewrites every page in `publicDir`, or none: every page is checked before the first is written.
 * A page that a build which reused public/ left untouched keeps its loader.
 */
export async function rewritePages(publicDir: string): Promise<void> {
  const loader = await minifyLoader(await readFile(LOADER_SOURCE, "utf8"))
  const statsFile = path.join(publicDir, "webpack.stats.json")
  const stages = startupStages(JSON.parse(await readFile(statsFile, "utf8")) as Stats)
  const rewritten: [string, string][] = []
  const problems: string[] = []
  for (const file of builtPages(publicDir).map((page) => path.join(publicDir, page))) {
    const html = await readFile(file, "utf8")
    if (html.includes(loader)) continue
    try {
      rewritten.push([file, deferPageScripts(html, stages, loader)])
    } catch (error) {
      problems.push(`${file}: ${(error as Error).message}`)
    }
  }
  if (problems.length > 0) throw new Error(problems.join("\n"))
  await Promise.all(rewritten.map(([file, html]) => writeFile(file, html)))
}
