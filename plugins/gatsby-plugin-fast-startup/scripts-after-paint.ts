import { readdir, readFile, writeFile } from "fs/promises"
import path from "path"
import { LOADER_POLICY } from "./trusted-types"

/**
 * The tags Gatsby writes at the end of each page for its runtime, React and the app, inside its
 * internal "_gatsby-scripts" slice. Gatsby has no hook for them, so the built HTML is rewritten.
 */
const CHUNK_SCRIPT = /<script src="([^"]+)" async><\/script>/g

/**
 * A webpack entry of its own for React DOM (added in gatsby-node.ts). It runs after webpack's runtime
 * and React's chunk, before the app chunk is requested, so React DOM starts up in a task of its own
 * instead of in one long task with Gatsby's app that blocks input.
 */
export const REACT_DOM_ENTRY = "react-dom-entry"

/** How long the loader waits for a first-contentful-paint entry before it loads the scripts anyway. */
const FALLBACK_MS = 3000

/** The loader's first statement, by which a page that was rewritten already is known. */
const LOADER_START = "(function(){function load(stages){"

/** A rewrite that cannot be made safely: the build stops rather than ship a page half rewritten. */
export class RewriteError extends Error {}

/**
 * The page's HTML with Gatsby's script tags replaced by one inline loader that requests them once
 * the first frame is on screen. Requested with the HTML, they compete with it for a phone's
 * bandwidth and run before the first paint: Lighthouse measured the largest paint at twice that of
 * the page without scripts. Every page is rendered in full at build time, so it reads the same
 * before they run.
 *
 * The signal is the first-contentful-paint entry, which the browser reports once that frame is
 * presented; a requestAnimationFrame callback runs before the frame is painted, so scripts requested
 * from there still raced the first paint. Browsers without paint timing use requestAnimationFrame
 * then a timer, and a browser that lists paint timing but never reports it (some privacy modes do
 * so) loads the scripts after FALLBACK_MS.
 *
 * The scripts load in `stages`, then the page's other scripts: each stage is requested once the
 * one before it has run, so that no two of them run in the same task (see `startupStages`).
 *
 * Where the browser has Trusted Types, each `src` goes through the LOADER_POLICY, which accepts only
 * the files named here: a page that enforces `require-trusted-types-for 'script'` loads these and
 * can be made to load no other script through the loader.
 *
 * Throws a RewriteError when the page has no script tags in the expected format, or when the first
 * stage's files (webpack's runtime and React's chunk, which Gatsby's tags load too) are not among them.
 */
export function loadScriptsAfterFirstPaint(html: string, stages: string[][]): string {
  const sources = [...html.matchAll(CHUNK_SCRIPT)].map(([, src]) => src as string)
  if (sources.length === 0) {
    throw new RewriteError(
      'no <script src="…" async></script> tags of Gatsby\'s "_gatsby-scripts" slice',
    )
  }
  const staged = stages.flat()
  const missing = (stages[0] ?? []).filter((src) => !sources.includes(src))
  if (missing.length > 0) {
    throw new RewriteError(`no script tag for ${missing.join(", ")} (from webpack.stats.json)`)
  }
  const all = [...stages, sources.filter((src) => !staged.includes(src))]
  const loader = [
    LOADER_START,
    "var sources=stages.shift();if(!sources)return;var left=sources.length;",
    "function next(){--left>0||setTimeout(function(){load(stages)})}if(!left)return next();",
    'sources.forEach(function(src){var s=document.createElement("script");s.src=url(src);',
    "s.onload=s.onerror=next;document.body.appendChild(s)})}",
    `var all=${JSON.stringify(all)},files=[].concat.apply([],all),T=window.trustedTypes,`,
    `policy=T&&T.createPolicy(${JSON.stringify(LOADER_POLICY)},{createScriptURL:function(src){`,
    'if(files.indexOf(src)<0)throw new TypeError(src+" is not a script of this build");',
    "return src}});function url(src){return policy?policy.createScriptURL(src):src}",
    "var started;function start(){if(started)return;started=1;load(all)}",
    "var P=window.PerformanceObserver;",
    'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){',
    'new P(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){',
    'observer.disconnect();setTimeout(start)}}).observe({type:"paint",buffered:true});',
    `setTimeout(start,${FALLBACK_MS})`,
    "}else{requestAnimationFrame(function(){setTimeout(start)})}",
    "})()",
  ].join("")
  // In place of the first tag, inside Gatsby's "_gatsby-scripts" slice: a build that reuses
  // public/ stitches that slice into the page again, replacing the loader with fresh tags.
  let placed = false
  return html.replace(CHUNK_SCRIPT, () => {
    if (placed) return ""
    placed = true
    return `<script>${loader}</script>`
  })
}

type Stats = { namedChunkGroups?: Record<string, { assets: { name: string }[] }> }

/**
 * The scripts that start up before the app: webpack's runtime with React's chunk, then
 * REACT_DOM_ENTRY's own file. Requested together, React DOM runs in the task that evaluates
 * whichever arrives last, and that is mostly React's chunk: compiling it and starting React DOM
 * made one task of 15-20 ms here.
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
    if (html.includes(LOADER_START)) continue
    try {
      rewritten.push([file, loadScriptsAfterFirstPaint(html, stages)])
    } catch (error) {
      if (!(error instanceof RewriteError)) throw error
      problems.push(`${path.relative(process.cwd(), file)}: ${error.message}`)
    }
  }
  if (problems.length > 0) throw new RewriteError(problems.join("\n"))
  await Promise.all(rewritten.map(([file, html]) => writeFile(file, html)))
}
