import { readdir, readFile, writeFile } from "fs/promises"
import path from "path"

/** The tags Gatsby writes at the end of each page for its runtime, React and the app. */
const CHUNK_SCRIPT = /<script src="([^"]+)" async><\/script>/g

/**
 * Lets a page's scripts start loading once its first frame is painted. Requested with the HTML,
 * they compete with it for a phone's bandwidth and run before the first paint: Lighthouse measured
 * the largest paint at twice that of the static reference page. Every page is rendered in full at
 * build time, so it reads the same before they run. Gatsby has no hook for these tags (they come
 * from its internal "_gatsby-scripts" slice), so the built HTML is rewritten.
 */
export function loadScriptsAfterFirstPaint(html: string): string {
  const sources = [...html.matchAll(CHUNK_SCRIPT)].map(([, src]) => src)
  if (sources.length === 0) return html
  const load = `${JSON.stringify(sources)}.forEach(function(src){var s=document.createElement("script");s.src=src;document.body.appendChild(s)})`
  const loader = `<script>requestAnimationFrame(function(){setTimeout(function(){${load}})})</script>`
  return html.replace(CHUNK_SCRIPT, "").replace("</body>", `${loader}</body>`)
}

/** Rewrites every page in `publicDir`. */
export async function rewritePages(publicDir: string): Promise<void> {
  const entries = await readdir(publicDir, { recursive: true, withFileTypes: true })
  const pages = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !path.relative(publicDir, file).startsWith("_gatsby"))
  for (const file of pages) {
    await writeFile(file, loadScriptsAfterFirstPaint(await readFile(file, "utf8")))
  }
}
