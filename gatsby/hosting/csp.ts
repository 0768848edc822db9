/**
 * The site's Content-Security-Policies: a strict policy per page, built from that page's own HTML, sent
 * as a response header (headers.ts) and written into the page as a `<meta>`, so that a host without
 * headers enforces it too; and the content editor's own.
 */
import { hash } from "crypto"
import { readFileSync } from "fs"
import path from "path"
import { CspEvaluator, STRICTCSP_CHECKS } from "csp_evaluator/dist/evaluator"
import { Severity } from "csp_evaluator/dist/finding"
import { CspParser } from "csp_evaluator/dist/parser"
import { DomUtils, parseDocument } from "htmlparser2"
import { DEFAULT_POLICY, LOADER_POLICY, WEBPACK_POLICY } from "../../src/trusted-types"
import { parsePage, spliceHtml } from "../built-pages"

/** A CSP hash source's value: sha256-<base64>. */
export const sha256 = (content: string | Buffer) => `sha256-${hash("sha256", content, "base64")}`

/** A script-src that runs the scripts of `hashes` and, through 'strict-dynamic', those they add. */
const scriptSrc = (hashes: string) => `script-src ${hashes} 'strict-dynamic' 'unsafe-inline' https:`

/**
 * The scripts, styles and style attributes of one HTML document, as CSP hash sources, each listed
 * once: inline scripts, and external ones by their `integrity` ('strict-dynamic' trusts these
 * alone); `<style>` elements; `style` attributes, which CSP allows by hash only with 'unsafe-hashes'.
 */
export function pageHashes(html: string) {
  const document = parseDocument(html)
  const elements = (name: string) => DomUtils.getElementsByTagName(name, document)
  const sources = (values: string[]) => [...new Set(values.map((value) => `'${value}'`))]
  const styled = DomUtils.findAll(({ attribs }) => attribs.style !== undefined, document.children)
  return {
    scripts: sources(
      elements("script").flatMap((script) => {
        const { src, integrity, type = "" } = script.attribs
        // Types a browser executes; others (application/ld+json, ...) are data blocks CSP ignores.
        if (!/^(?:|module|(?:text|application)\/(?:java|ecma)script)$/i.test(type)) return []
        if (src === undefined) return sha256(DomUtils.textContent(script))
        if (integrity) return integrity
        throw new Error(`<script src="${src}"> has no integrity attribute, so no hash can allow it`)
      }),
    ),
    styles: sources(elements("style").map((style) => sha256(DomUtils.textContent(style)))),
    // The parser decodes attribute values, as the browser does before it hashes one.
    styleAttributes: sources(styled.map(({ attribs }) => sha256(attribs.style ?? ""))),
  }
}

/**
 * The policy of one answer, which runs and applies inline only what `hashes` lists. With hashes,
 * scripts follow 'strict-dynamic': the hashed ones run, and the scripts they add (the loader's,
 * webpack's chunks) are trusted in turn; browsers that know CSP3 ignore the fallbacks
 * 'unsafe-inline' (ignored already where hashes are understood) and https:. Without hashes (by
 * default, those of an empty page), no script runs. Trusted Types are enforced: a string reaches a
 * script sink only through one of the site's own policies.
 */
export function contentSecurityPolicy({ scripts, styles, styleAttributes } = pageHashes("")) {
  const unsafeHashes = styleAttributes.length > 0 ? ["'unsafe-hashes'"] : []
  return [
    "default-src 'self'",
    scripts.length > 0 ? scriptSrc(scripts.join(" ")) : "script-src 'none'",
    `style-src ${["'self'", ...styles, ...unsafeHashes, ...styleAttributes].join(" ")}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "require-trusted-types-for 'script'",
    // The Trusted Types policies the pages create, and no other.
    `trusted-types ${[LOADER_POLICY, WEBPACK_POLICY, DEFAULT_POLICY].join(" ")}`,
  ].join("; ")
}

/** The policy of a page's HTML: the same as its header's. */
export const pagePolicy = (html: string) => contentSecurityPolicy(pageHashes(html))

/** Directives a `<meta>` policy may not carry: browsers ignore them there, with a console error. */
const HEADER_ONLY = /^(?:frame-ancestors|report-uri|sandbox)(?: |$)/
const inMeta = (directive: string) => !HEADER_ONLY.test(directive)

/** `policy` as a `<meta>` may carry it: without the header-only directives. */
export const metaPolicy = (policy: string) => policy.split("; ").filter(inMeta).join("; ")

/**
 * What Google's CSP Evaluator finds above INFO in each of `policies` and in its `<meta>` form, run as
 * its web tool runs it (the strict CSP checks on the policy, the others on what a CSP3 browser
 * enforces of it), each naming the policy.
 */
export function policyFindings(policies: string[]): string[] {
  const all = [...new Set(policies.flatMap((policy) => [policy, metaPolicy(policy)]))]
  return all.flatMap((policy) =>
    new CspEvaluator(new CspParser(policy).csp)
      .evaluate(STRICTCSP_CHECKS)
      .filter(({ severity }) => severity < Severity.INFO)
      .map(
        ({ directive, value, description }) =>
          `${[directive, value].filter(Boolean).join(" ")}: ${description}\n    in ${policy}`,
      ),
  )
}

/**
 * The page with its policy in a `<meta>` right after its charset, which Gatsby's `<head>` begins with
 * and must stay in the first 1024 bytes (in place of an earlier build's `<meta>`, as a policy governs
 * only what comes after it), and an `integrity` on each of Gatsby's script tags (left in the page when
 * the startup plugin is off): 'strict-dynamic' runs an external script from the HTML only when the
 * policy lists its hash and the tag carries it. The `<meta>` changes no hash the policy lists.
 */
export function withPolicy(html: string, publicDir: string): string {
  const document = parsePage(html)
  const integrity = DomUtils.getElementsByTagName("script", document)
    .filter(({ attribs }) => attribs.src !== undefined && attribs.integrity === undefined)
    .map(({ attribs: { src = "" }, startIndex }) => {
      if (!/^\/(?!\/)/.test(src)) throw new Error(`A script from elsewhere: ${src}`)
      const start = (startIndex ?? 0) + "<script".length
      const text = ` integrity="${sha256(readFileSync(path.join(publicDir, src)))}"`
      return { start, end: start, text }
    })
  const head = DomUtils.getElementsByTagName("head", document)[0]
  const [charset, next] = head?.children.filter(DomUtils.isTag) ?? []
  if (charset?.name !== "meta" || charset.attribs.charset !== "utf-8")
    throw new Error("The page's <head> does not begin with <meta charset>")
  const earlier = next?.attribs["http-equiv"]?.toLowerCase() === "content-security-policy"
  const start = (charset.endIndex ?? 0) + 1
  const end = earlier ? (next?.endIndex ?? 0) + 1 : start
  const policy = metaPolicy(pagePolicy(spliceHtml(html, integrity)))
  const text = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`
  return spliceHtml(html, [...integrity, { start, end, text }])
}

/**
 * The content editor's policy, its own: Sveltia CMS sets styles inline and does not run under Trusted
 * Types, so the pages' policy would stop it. Its page runs one script, by its hash source `script`,
 * which adds the bundle's; what that one imports is trusted in turn through 'strict-dynamic'
 * (browsers that know hashes ignore the fallbacks 'unsafe-inline' and https:). Nothing is evaluated
 * from a string. The inline styles are Sveltia's; images are also the blob: URLs it previews files
 * with and GitHub's avatars; it talks to this site and to GitHub's API.
 */
export const editorPolicy = (script: string) =>
  [
    "default-src 'self'",
    scriptSrc(script),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: data: https://avatars.githubusercontent.com",
    "connect-src 'self' blob: data: https://api.github.com",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ")
