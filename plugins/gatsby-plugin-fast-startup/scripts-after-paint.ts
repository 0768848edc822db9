import { readdir, readFile, writeFile } from "fs/promises"
import path from "path"
import { transform } from "esbuild"
import type { Message } from "esbuild"
import { Parser } from "htmlparser2"
import { LOADER_POLICY } from "./trusted-types"

/**
 * A webpack entry of its own for React DOM (added in gatsby-node.ts). It runs after webpack's runtime
 * and React's chunk, before the app chunk is requested, so React DOM starts up in a task of its own
 * instead of in one long task with Gatsby's app that blocks input.
 */
export const REACT_DOM_ENTRY = "react-dom-entry"

/** How long the loader waits for a first-contentful-paint entry before it loads the scripts anyway. */
const FALLBACK_MS = 3000

/**
 * The browser script the pages run instead of Gatsby's script tags. From the site's root, where
 * Gatsby runs: it runs this file compiled into .cache/, so __dirname is not the plugin's folder.
 */
export const LOADER_SOURCE = path.resolve("plugins/gatsby-plugin-fast-startup/loader/loader.ts")

/** How the minified loader begins: esbuild keeps an exported function's statement and its name. */
const LOADER_EXPORT = "export function loadScriptsAfterFirstPaint("

/** A rewrite that cannot be made safely: the build stops rather than ship a page half rewritten. */
export class RewriteError extends Error {}

/** The loader could not be compiled or minified: the build stops rather than ship it unminified. */
export class LoaderBuildError extends Error {}

/**
 * The loader's function as a minified function expression, for the pages to call with their files:
 * esbuild strips the types and minifies. ES2020 runs in every browser the site supports (Chromium,
 * Firefox ESR, WebKit).
 */
export async function minifyLoader(source: string): Promise<string> {
  let code: string
  try {
    ;({ code } = await transform(source, { loader: "ts", minify: true, target: "es2020" }))
  } catch (error) {
    const [first] = (error as { errors?: Message[] }).errors ?? []
    const at =
      first?.location && ` (line ${first.location.line}, column ${first.location.column + 1})`
    throw new LoaderBuildError(`esbuild: ${first?.text ?? String(error)}${at ?? ""}`)
  }
  if (!code.startsWith(LOADER_EXPORT)) {
    throw new LoaderBuildError(`esbuild's output does not begin with "${LOADER_EXPORT}"`)
  }
  return `function(${code.trim().slice(LOADER_EXPORT.length)}`
}

/** How the call to the loader ends, after the page's files: the same with any loader/loader.ts. */
const CALL_END = `,${JSON.stringify(LOADER_POLICY)},${FALLBACK_MS})`

type ScriptElement = {
  start: number
  end: number
  attributes: Record<string, string>
  text: string
}

/** The page's script elements, each with its place in the HTML: [start, end). */
function scriptElements(html: string): ScriptElement[] {
  const scripts: ScriptElement[] = []
  let open: ScriptElement | undefined
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === "script") open = { start: parser.startIndex, end: -1, attributes, text: "" }
    },
    ontext(text) {
      if (open) open.text += text
    },
    onclosetag(name) {
      if (name !== "script" || !open) return
      scripts.push({ ...open, end: parser.endIndex + 1 })
      open = undefined
    },
  })
  parser.end(html)
  return scripts
}

/**
 * The tags Gatsby writes at the end of each page for its runtime, React and the app, inside its
 * internal "_gatsby-scripts" slice: `<script src="…" async></script>`. Gatsby has no hook for them,
 * so the built HTML is rewritten.
 */
function isChunkScript({ attributes, text }: ScriptElement): boolean {
  const names = Object.keys(attributes).sort()
  return names.join() === "async,src" && attributes.async === "" && text === ""
}

/**
 * The page's HTML with Gatsby's script tags replaced by one inline script that calls the loader
 * (`loader`, from minifyLoader) with the page's files, in `stages` then the page's other scripts, so
 * that they do not compete with the HTML before the first paint. The rest is left byte for byte.
 *
 * Throws a RewriteError when the page has no script tags in the expected format, or when the first
 * stage's files (webpack's runtime and React's chunk, which Gatsby's tags load too) are not among them.
 */
export function deferPageScripts(html: string, stages: string[][], loader: string): string {
  const chunks = scriptElements(html).filter(isChunkScript)
  if (chunks.length === 0) {
    throw new RewriteError(
      html.includes(CALL_END)
        ? "a loader from a build with another loader/loader.ts, which this build did not render " +
            "again: `npx gatsby clean`, then build"
        : 'no <script src="…" async></script> tags of Gatsby\'s "_gatsby-scripts" slice',
    )
  }
  const sources = chunks.map(({ attributes }) => attributes.src as string)
  const missing = (stages[0] ?? []).filter((src) => !sources.includes(src))
  if (missing.length > 0) {
    throw new RewriteError(`no script tag for ${missing.join(", ")} (from webpack.stats.json)`)
  }
  const staged = stages.flat()
  const all = [...stages, sources.filter((src) => !staged.includes(src))]
  const call = `(${loader})(${JSON.stringify(all)}${CALL_END}`
  // In place of the first tag, inside Gatsby's "_gatsby-scripts" slice: a build that reuses
  // public/ stitches that slice into the page again, replacing the loader with fresh tags.
  let rewritten = html.slice(0, chunks[0]?.start)
  chunks.forEach(({ end }, index) => {
    if (index === 0) rewritten += `<script>${call}</script>`
    rewritten += html.slice(end, chunks[index + 1]?.start)
  })
  return rewritten
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
  const entry = files.filter((name) => name.startsWith(`/${REACT_DOM_ENTRY}-`))
  const rest = files.filter((name) => !entry.includes(name))
  if (entry.length === 0 || rest.length === 0) {
    throw new RewriteError(
      `webpack.stats.json has no "${REACT_DOM_ENTRY}" entry with its own file and webpack's runtime ` +
        "under namedChunkGroups",
    )
  }
  return [rest, entry]
}

/**
 * Rewrites every page in `publicDir`, or none: every page is checked before the first is written.
 * A page that a build which reused public/ left untouched keeps its loader.
 */
export async function rewritePages(publicDir: string): Promise<void> {
  const loader = await minifyLoader(await readFile(LOADER_SOURCE, "utf8"))
  const statsFile = path.join(publicDir, "webpack.stats.json")
  const stages = startupStages(JSON.parse(await readFile(statsFile, "utf8")) as Stats)
  const entries = await readdir(publicDir, { recursive: true, withFileTypes: true })
  const pages = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !path.relative(publicDir, file).startsWith("_gatsby"))
  const rewritten: [string, string][] = []
  const problems: string[] = []
  for (const file of pages) {
    const html = await readFile(file, "utf8")
    if (html.includes(loader)) continue
    try {
      rewritten.push([file, deferPageScripts(html, stages, loader)])
    } catch (error) {
      if (!(error instanceof RewriteError)) throw error
      problems.push(`${path.relative(process.cwd(), file)}: ${error.message}`)
    }
  }
  if (problems.length > 0) throw new RewriteError(problems.join("\n"))
  await Promise.all(rewritten.map(([file, html]) => writeFile(file, html)))
}
