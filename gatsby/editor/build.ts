// The editor's files: its page, its scripts (start.ts, and editor.ts with Sveltia CMS, bundled by
// esbuild), the fonts Sveltia loads from beside it, and its configuration.
import { cpSync, globSync, readFileSync, rmSync, writeFileSync } from "fs"
import path from "path"
import { build } from "esbuild"
import { EDITOR } from "../../src/reserved-paths"
import { editorPolicy, metaPolicy, sha256 } from "../hosting/csp"

/** Sveltia's fonts and their licences, which its script loads from beside it. */
const SVELTIA_ASSETS = "node_modules/@sveltia/cms/npm/assets"

/** A font in Sveltia's stylesheet, which names them on a CDN (its script adds the copies beside it). */
const CDN_FONT =
  /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([\w-]+)(?::vf)?@[\d.]+\/([\w-]+)\.woff2/g

/** The editor's page: no inline code, start.js by integrity, which its policy lists. */
const editorPage = (hash: string, title = "Content editor") => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${metaPolicy(editorPolicy(`'${hash}'`))}">
<meta name="robots" content="noindex, nofollow">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="icon" href="/favicon-32x32.png">
<script type="module" src="${EDITOR}/start.js" integrity="${hash}"></script>
</head>
<body></body>
</html>
`

/**
 * Writes the editor into `dir`: the page, the scripts and their chunks, Sveltia's fonts and
 * licences, and `config` as config.json, which the script reads when it starts.
 */
export async function writeEditor(dir: string, config: { app_title?: string }): Promise<void> {
  rmSync(dir, { recursive: true, force: true })
  await build({
    // From the project's root, where Gatsby runs: it runs a compiled copy of this file, in .cache/.
    entryPoints: ["gatsby/editor/start.ts", "gatsby/editor/editor.ts"],
    bundle: true,
    format: "esm",
    splitting: true,
    minify: true,
    outdir: dir,
    chunkNames: "chunks/[name]-[hash]",
    // Shiki's grammars (some 250 files) stay out: no field highlights code, so none is imported.
    external: ["@shikijs/*"],
  })
  // Sveltia's npm/index.js adds its fonts from beside it: new URL("assets/…", import.meta.url).
  const assets = globSync("*.{woff2,txt}", { cwd: SVELTIA_ASSETS })
  for (const file of assets) cpSync(path.join(SVELTIA_ASSETS, file), path.join(dir, "assets", file))
  cpSync("node_modules/@sveltia/cms/LICENSE.txt", path.join(dir, "LICENSE.txt"))
  // The stylesheet is pointed at the copies too, so that nothing loads from elsewhere.
  const editor = path.join(dir, "editor.js")
  const code = readFileSync(editor, "utf8").replace(CDN_FONT, (url, family, subset) => {
    const local = assets.find((name) => name.startsWith(`${family}-${subset}-`))
    if (!local) throw new Error(`No file in ${dir}/assets for Sveltia's font ${url}`)
    return `${EDITOR}/assets/${local}`
  })
  writeFileSync(editor, code)
  writeFileSync(path.join(dir, "config.json"), `${JSON.stringify(config)}\n`)
  const hash = sha256(readFileSync(path.join(dir, "start.js")))
  writeFileSync(path.join(dir, "index.html"), editorPage(hash, config.app_title))
}
