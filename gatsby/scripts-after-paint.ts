import { readdir, readFile, writeFile } from "fs/promises"
import path from "path"

/** The tags Gatsby writes at the end of each page for its runtime, React and the app. */
const CHUNK_SCRIPT = /<script src="([^"]+)" async><\/script>/g

/**
 * A webpack entry of its own for React DOM (added in gatsby-node.ts). It loads with webpack's runtime
 * and React, before the app chunk is requested, so React DOM starts up in another task than Gatsby's
 * app instead of both in one long task that blocks input.
 */
export const REACT_DOM_ENTRY = "react-dom-entry"

/** How long the loader waits for a first-contentful-paint entry before it loads the scripts anyway. */
const FALLBACK_MS = 3000

/**
 * Lets a page's scripts start loading once its first frame is on screen. Requested with the HTML,
 * they compete with it for a phone's bandwidth and run before the first paint: Lighthouse measured
 * the largest paint at twice that of the static reference page. Every page is rendered in full at
 * build time, so it reads the same before they run. Gatsby has no hook for these tags (they come
 * from its internal "_gatsby-scripts" slice), so the built HTML is rewritten.
 *
 * The signal is the first-contentful-paint entry, which the browser reports once that frame is
 * presented; a requestAnimationFrame callback runs before the frame is painted, so scripts requested
 * from there still raced the first paint. Browsers without paint timing use requestAnimationFrame
 * then a timer, and a browser that lists paint timing but never reports it (some privacy modes do
 * so) loads the scripts after FALLBACK_MS.
 *
 * `first` (webpack's runtime, React and REACT_DOM_ENTRY) loads and runs before the page's other
 * scripts are requested.
 */
export function loadScriptsAfterFirstPaint(html: string, first: string[]): string {
  const sources = [...html.matchAll(CHUNK_SCRIPT)].map(([, src]) => src as string)
  if (sources.length === 0) return html
  const then = sources.filter((src) => !first.includes(src))
  const loader = [
    "(function(){",
    "function load(sources,then){var left=sources.length;if(!left)return setTimeout(then);",
    'sources.forEach(function(src){var s=document.createElement("script");s.src=src;',
    "s.onload=s.onerror=function(){--left||setTimeout(then)};document.body.appendChild(s)})}",
    `var started;function start(){if(started)return;started=1;load(${JSON.stringify(first)},function(){load(${JSON.stringify(then)},function(){})})}`,
    "var P=window.PerformanceObserver;",
    'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){',
    'new P(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){',
    'observer.disconnect();setTimeout(start)}}).observe({type:"paint",buffered:true});',
    `setTimeout(start,${FALLBACK_MS})`,
    "}else{requestAnimationFrame(function(){setTimeout(start)})}",
    "})()",
  ].join("")
  return html.replace(CHUNK_SCRIPT, "").replace("</body>", `<script>${loader}</script></body>`)
}

/** Rewrites every page in `publicDir`. */
export async function rewritePages(publicDir: string): Promise<void> {
  const stats = JSON.parse(await readFile(path.join(publicDir, "webpack.stats.json"), "utf8")) as {
    namedChunkGroups: Record<string, { assets: { name: string }[] }>
  }
  const first = (stats.namedChunkGroups[REACT_DOM_ENTRY]?.assets ?? [])
    .filter(({ name }) => name.endsWith(".js"))
    .map(({ name }) => `/${name}`)
  if (first.length === 0) throw new Error(`webpack built no "${REACT_DOM_ENTRY}" entry`)
  const entries = await readdir(publicDir, { recursive: true, withFileTypes: true })
  const pages = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !path.relative(publicDir, file).startsWith("_gatsby"))
  for (const file of pages) {
    await writeFile(file, loadScriptsAfterFirstPaint(await readFile(file, "utf8"), first))
  }
}
