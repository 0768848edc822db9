// The Content-Security-Policies the tests expect of a build, written out here, with each page's hashes
// taken from the built page itself with crypto: never from the code that generates them
// (gatsby/hosting/), so that a mistake there fails a test.
import { createHash } from "crypto"
import { existsSync, readFileSync } from "fs"
import path from "path"
import { filesUnder } from "../gatsby/built-pages"
import { parseHtml } from "./html"

const hash = (content: string | Buffer) =>
  `'sha256-${createHash("sha256").update(content).digest("base64")}'`

const unique = (sources: string[]) => [...new Set(sources)]

/** The answers that are no page: no script, no inline style. */
export const OTHER_CSP = [
  "default-src 'self'",
  "script-src 'none'",
  "style-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "require-trusted-types-for 'script'",
  "trusted-types splenworks-loader splenworks-webpack default",
].join("; ")

/**
 * A built page's own hash sources, in its order: the scripts a browser runs (not JSON-LD, which is
 * data), an inline one by its text and one from a file by the file; its `<style>` elements; its
 * `style` attributes, as the browser decodes them.
 */
export function builtHashes(publicDir: string, file: string) {
  const document = parseHtml(readFileSync(path.join(publicDir, file), "utf8"))
  const all = (selector: string) => [...document.querySelectorAll(selector)]
  const scripts = all("script")
    .filter((script) => ["", "module"].includes(script.getAttribute("type") ?? ""))
    .map((script) => {
      const src = script.getAttribute("src")
      return hash(
        src === null ? (script.textContent ?? "") : readFileSync(path.join(publicDir, src)),
      )
    })
  return {
    scripts: unique(scripts),
    styles: unique(all("style").map((style) => hash(style.textContent ?? ""))),
    styleAttributes: unique(
      all("[style]").map((element) => hash(element.getAttribute("style") ?? "")),
    ),
  }
}

/**
 * The header policy of a built page (/splensheet/index.html): its own hashes, behind
 * 'strict-dynamic'; every page has inline styles and style attributes. Its `<meta>` carries it
 * without frame-ancestors, which browsers ignore there.
 */
export function pageCsp(publicDir: string, file: string, { meta = false } = {}) {
  const { scripts, styles, styleAttributes } = builtHashes(publicDir, file)
  return [
    "default-src 'self'",
    `script-src ${scripts.join(" ")} 'strict-dynamic' 'unsafe-inline' https:`,
    ["style-src 'self'", ...styles, "'unsafe-hashes'", ...styleAttributes].join(" "),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    ...(meta ? [] : ["frame-ancestors 'none'"]),
    "require-trusted-types-for 'script'",
    "trusted-types splenworks-loader splenworks-webpack default",
  ].join("; ")
}

/** The content editor's policy, when the build has it: its start.js by hash, Sveltia's needs. */
export function editorCsp(publicDir: string) {
  const start = path.join(publicDir, "admin", "start.js")
  if (!existsSync(start)) return undefined
  return [
    "default-src 'self'",
    `script-src ${hash(readFileSync(start))} 'strict-dynamic' 'unsafe-inline' https:`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: data: https://avatars.githubusercontent.com",
    "connect-src 'self' blob: data: https://api.github.com",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ")
}

/** The site's pages in a build, by file: every HTML file but Gatsby's slices and the editor's. */
export const builtPageFiles = (publicDir: string) =>
  filesUnder(publicDir).filter(
    (file) => file.endsWith(".html") && !/^\/(?:_gatsby|admin)\//.test(file),
  )
