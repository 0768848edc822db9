// The editor's files: its page, its script (this folder's editor.ts with Sveltia CMS, bundled by
// esbuild), the fonts Sveltia loads from beside it, and its configuration. No site page links any.
import { createHash } from "crypto"
import { copyFileSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "fs"
import { readFile } from "fs/promises"
import { createRequire } from "module"
import path from "path"
import { build } from "esbuild"
import type { Plugin } from "esbuild"
import { metaPolicy, policyFindings } from "../../gatsby/csp"
import { editorPolicy } from "./policy"

/**
 * The page's script, and Sveltia's folder (its entry is npm/index.js, its fonts are in npm/assets/):
 * found from the project's root, as Gatsby runs a compiled copy of this file, from .cache/, which has
 * no require.resolve. Gatsby finds local plugins in the root's plugins/. Sveltia is looked up only
 * when the editor is built, so loading the plugin (as knip does) needs no package of its own.
 */
const EDITOR_SCRIPT = path.resolve("plugins/gatsby-plugin-admin/editor.ts")
const sveltiaFolder = () =>
  path.join(path.dirname(createRequire(path.resolve("package.json")).resolve("@sveltia/cms")), "..")
/** The page's one script, which starts the bundle's. */
const START = "start.js"

/**
 * Sveltia highlights code with Shiki, whose grammars (some 250 files) no field here uses: one empty
 * module stands in for them all.
 */
const withoutShiki: Plugin = {
  name: "without-shiki",
  setup(esbuild) {
    esbuild.onResolve({ filter: /^@shikijs\// }, () => ({ path: "shiki", namespace: "empty" }))
    esbuild.onLoad({ filter: /.*/, namespace: "empty" }, () => ({ contents: "export default []" }))
  },
}

const CDN_FONT =
  /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([\w-]+)(?::vf)?@[\d.]+\/([\w-]+)\.woff2/g

/**
 * Sveltia's stylesheet names its fonts on a CDN, and its script adds the same fonts from beside it
 * (which need not win): the stylesheet is given the files beside it too, so nothing loads elsewhere.
 */
const fontsBeside = (urlPath: string, assets: string): Plugin => ({
  name: "fonts-beside",
  setup(esbuild) {
    esbuild.onLoad(
      { filter: /@sveltia[\\/]cms[\\/]npm[\\/]index\.js$/ },
      async ({ path: file }) => {
        const files = readdirSync(assets)
        const code = (await readFile(file, "utf8")).replace(CDN_FONT, (url, family, subset) => {
          const local = files.find((name) => name.startsWith(`${family}-${subset}-`))
          if (!local) throw new Error(`No file in ${assets} for Sveltia's font ${url}`)
          return `${urlPath}/assets/${local}`
        })
        return { contents: code, loader: "js" }
      },
    )
  },
})

/** The editor's page: no inline code, its script by integrity, which its policy lists. */
function editorPage(urlPath: string, hash: string, title: string): string {
  const policy = metaPolicy(editorPolicy(hash))
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${policy}">
<meta name="robots" content="noindex, nofollow">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="icon" href="/favicon-32x32.png">
<script type="module" src="${urlPath}/${START}" integrity="${hash}"></script>
</head>
<body></body>
</html>
`
}

/**
 * Writes the editor into `dir`, served at `urlPath`: the page, the script and its chunks, Sveltia's
 * fonts and licences, and `config` as config.json, which the script reads when it starts.
 */
export async function writeEditor(
  dir: string,
  urlPath: string,
  config: { app_title?: string },
): Promise<void> {
  rmSync(dir, { recursive: true, force: true })
  const sveltia = sveltiaFolder()
  const assets = path.join(sveltia, "npm/assets")
  const { metafile } = await build({
    entryPoints: { editor: EDITOR_SCRIPT },
    bundle: true,
    format: "esm",
    splitting: true,
    minify: true,
    target: "es2022",
    outdir: dir,
    entryNames: "[name]-[hash]",
    chunkNames: "chunks/[name]-[hash]",
    plugins: [withoutShiki, fontsBeside(urlPath, assets)],
    logLevel: "warning",
    metafile: true,
  })
  // Sveltia loads its fonts from beside its script: new URL("assets/…", import.meta.url).
  mkdirSync(path.join(dir, "assets"))
  for (const name of readdirSync(assets).filter((file) => /\.(woff2|LICENSE\.txt)$/.test(file))) {
    copyFileSync(path.join(assets, name), path.join(dir, "assets", name))
  }
  copyFileSync(path.join(sveltia, "LICENSE.txt"), path.join(dir, "LICENSE.txt"))
  writeFileSync(path.join(dir, "config.json"), `${JSON.stringify(config)}\n`)
  const script = Object.keys(metafile.outputs)
    .map((output) => path.relative(dir, output))
    .find((output) => output.startsWith("editor-") && output.endsWith(".js"))
  if (!script) throw new Error("esbuild wrote no editor script")
  // Under 'strict-dynamic' the page's script, trusted by its hash, may add a script element, and what
  // that one imports is trusted in turn; what a script of the page's markup imports is not.
  const start = [
    'const script = document.createElement("script")',
    'script.type = "module"',
    `script.src = new URL("${script}", import.meta.url).href`,
    "document.head.append(script)",
    "",
  ].join("\n")
  writeFileSync(path.join(dir, START), start)
  const hash = `sha256-${createHash("sha256").update(start).digest("base64")}`
  const findings = policyFindings([editorPolicy(hash)])
  if (findings.length > 0) {
    throw new Error(
      `Google's CSP Evaluator finds the editor's policy weak:\n${findings.join("\n")}`,
    )
  }
  writeFileSync(
    path.join(dir, "index.html"),
    editorPage(urlPath, hash, config.app_title ?? "Content editor"),
  )
}
