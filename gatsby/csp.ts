/**
 * The site's Content-Security-Policy: a strict policy per page, built from that page's own HTML, sent
 * as a response header (hosting-headers.ts) and written into the page as a `<meta>`, so that a host
 * without headers enforces it too.
 */
import { createHash } from "crypto"
import { readFileSync, writeFileSync } from "fs"
import path from "path"
import { CspEvaluator, STRICTCSP_CHECKS } from "csp_evaluator/dist/evaluator"
import { Severity } from "csp_evaluator/dist/finding"
import { CspParser } from "csp_evaluator/dist/parser"
import { DomUtils, parseDocument } from "htmlparser2"
import { LOADER_POLICY, WEBPACK_POLICY } from "../plugins/gatsby-plugin-fast-startup/trusted-types"
import { DEFAULT_POLICY } from "../src/trusted-types"

/** Script types a browser executes; others (application/ld+json, ...) are data blocks CSP ignores. */
const executableType = /^(?:|module|(?:text|application)\/(?:java|ecma)script)$/i

/** The Trusted Types policies the pages create: `trusted-types` allows these and no other. */
const TRUSTED_TYPES_POLICIES = [LOADER_POLICY, WEBPACK_POLICY, DEFAULT_POLICY]

/** Directives a `<meta>` policy may not carry: browsers ignore them there, with a console error. */
const HEADER_ONLY = ["frame-ancestors", "report-uri", "sandbox"]

const CSP = "Content-Security-Policy"

const sha256 = (content: string | Buffer) =>
  `sha256-${createHash("sha256").update(content).digest("base64")}`

const parse = (html: string) =>
  parseDocument(html, { withStartIndices: true, withEndIndices: true })

type Element = ReturnType<typeof DomUtils.getElementsByTagName>[number]

/** Where an element's markup starts and where it ends, as the parser records them. */
function span({ startIndex, endIndex }: Element): { start: number; end: number } {
  if (startIndex === null || endIndex === null) throw new Error("An element without its offsets")
  return { start: startIndex, end: endIndex + 1 }
}

/** The scripts, styles and style attributes a page runs or applies, as CSP hash sources. */
interface PageHashes {
  /** Inline scripts, and external ones by their `integrity`: 'strict-dynamic' trusts these alone. */
  scripts: string[]
  /** `<style>` elements. */
  styles: string[]
  /** `style` attributes, which CSP allows by hash only with 'unsafe-hashes'. */
  styleAttributes: string[]
}

const NONE: PageHashes = { scripts: [], styles: [], styleAttributes: [] }

function scriptHashes(script: Element): string[] {
  if (!executableType.test(script.attribs.type ?? "")) return []
  if (script.attribs.src === undefined) return [`'${sha256(DomUtils.textContent(script))}'`]
  const integrity = script.attribs.integrity?.split(/\s+/).filter(Boolean) ?? []
  if (integrity.length === 0) {
    throw new Error(
      `<script src="${script.attribs.src}"> has no integrity attribute, so no hash can allow it`,
    )
  }
  return integrity.map((hash) => `'${hash}'`)
}

/** The hashes of one HTML document's scripts and styles, each listed once. */
export function pageHashes(html: string): PageHashes {
  const document = parse(html)
  const unique = (hashes: string[]) => [...new Set(hashes)]
  return {
    scripts: unique(DomUtils.getElementsByTagName("script", document).flatMap(scriptHashes)),
    styles: unique(
      DomUtils.getElementsByTagName("style", document).map(
        (style) => `'${sha256(DomUtils.textContent(style))}'`,
      ),
    ),
    // The parser decodes attribute values, as the browser does before it hashes one.
    styleAttributes: unique(
      DomUtils.findAll((element) => element.attribs.style !== undefined, document.children).map(
        (element) => `'${sha256(element.attribs.style ?? "")}'`,
      ),
    ),
  }
}

/**
 * The policy of one answer, which runs and applies inline only what `hashes` lists. With hashes,
 * scripts follow 'strict-dynamic': the hashed ones run, and the scripts they add (the loader's,
 * webpack's chunks) are trusted in turn; browsers that know CSP3 ignore the fallbacks
 * 'unsafe-inline' (ignored already where hashes are understood) and https:. Without hashes, no
 * script runs. Trusted Types are enforced: a string reaches a script sink only through one of
 * TRUSTED_TYPES_POLICIES.
 */
export function contentSecurityPolicy(hashes: PageHashes = NONE): string {
  const scripts =
    hashes.scripts.length > 0
      ? [...hashes.scripts, "'strict-dynamic'", "'unsafe-inline'", "https:"]
      : ["'none'"]
  const unsafeHashes = hashes.styleAttributes.length > 0 ? ["'unsafe-hashes'"] : []
  return [
    "default-src 'self'",
    `script-src ${scripts.join(" ")}`,
    `style-src ${["'self'", ...hashes.styles, ...unsafeHashes, ...hashes.styleAttributes].join(" ")}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "require-trusted-types-for 'script'",
    `trusted-types ${TRUSTED_TYPES_POLICIES.join(" ")}`,
  ].join("; ")
}

/** The policy of a page's HTML: the same as its header's. */
export const pagePolicy = (html: string) => contentSecurityPolicy(pageHashes(html))

/** `policy` as a `<meta>` may carry it: without the header-only directives. */
export function metaPolicy(policy: string): string {
  return policy
    .split("; ")
    .filter((directive) => !HEADER_ONLY.includes(directive.split(" ")[0] ?? ""))
    .join("; ")
}

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
      .filter((finding) => finding.severity < Severity.INFO)
      .map(
        ({ directive, value, description }) =>
          `${[directive, value].filter(Boolean).join(" ")}: ${description}\n    in ${policy}`,
      ),
  )
}

/** A change to a page: `remove` characters at `at`, then `insert`. */
type Splice = { at: number; remove: number; insert: string }

/** Applies splices that do not overlap, leaving the rest of the page byte for byte. */
function splice(html: string, edits: Splice[]): string {
  return [...edits]
    .sort((a, b) => b.at - a.at)
    .reduce(
      (text, { at, remove, insert }) => text.slice(0, at) + insert + text.slice(at + remove),
      html,
    )
}

const attribute = (value: string) => value.replaceAll("&", "&amp;").replaceAll('"', "&quot;")

/**
 * An `integrity` attribute for each parser-inserted script of the build that has none (Gatsby's
 * tags when the startup plugin is off): 'strict-dynamic' runs an external script from the HTML only
 * when the policy lists its hash and the tag carries it.
 */
function integrityAttributes(document: ReturnType<typeof parse>, publicDir: string): Splice[] {
  return DomUtils.getElementsByTagName("script", document)
    .filter(({ attribs }) => attribs.src !== undefined && attribs.integrity === undefined)
    .map((script) => {
      const src = script.attribs.src ?? ""
      const url = new URL(src, "https://site.invalid")
      if (url.origin !== "https://site.invalid") throw new Error(`A script from elsewhere: ${src}`)
      const file = readFileSync(path.join(publicDir, decodeURIComponent(url.pathname)))
      return {
        at: span(script).start + "<script".length,
        remove: 0,
        insert: ` integrity="${sha256(file)}"`,
      }
    })
}

/** The page's policy `<meta>`: in place of one there already, or right after `<meta charset>`. */
function policyMeta(document: ReturnType<typeof parse>, policy: string): Splice {
  const meta = `<meta http-equiv="${CSP}" content="${attribute(metaPolicy(policy))}"/>`
  const [head] = DomUtils.getElementsByTagName("head", document)
  const existing = DomUtils.findOne(
    (element) => element.attribs["http-equiv"]?.toLowerCase() === CSP.toLowerCase(),
    head?.children ?? [],
  )
  if (existing) {
    const { start, end } = span(existing)
    return { at: start, remove: end - start, insert: meta }
  }
  // The policy governs what comes after it; the charset declaration must stay in the first 1024 bytes.
  const charset = head?.children.find(DomUtils.isTag)
  if (charset?.name !== "meta" || charset.attribs.charset === undefined) {
    throw new Error("The page's <head> does not begin with <meta charset>")
  }
  return { at: span(charset).end, remove: 0, insert: meta }
}

/**
 * The page with its policy in a `<meta>` right after its charset, and an `integrity` on each script
 * tag of the build (see integrityAttributes). The `<meta>` changes no hash the policy lists.
 */
export function withPolicy(html: string, publicDir: string): string {
  const withIntegrity = splice(html, integrityAttributes(parse(html), publicDir))
  return splice(withIntegrity, [policyMeta(parse(withIntegrity), pagePolicy(withIntegrity))])
}

/** Writes each page's policy into it (see withPolicy). `pages` are paths under `publicDir`. */
export function writePagePolicies(publicDir: string, pages: string[]): void {
  for (const page of pages) {
    const file = path.join(publicDir, page)
    const html = readFileSync(file, "utf8")
    const secured = withPolicy(html, publicDir)
    if (secured !== html) writeFileSync(file, secured)
  }
}
