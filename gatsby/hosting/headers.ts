/**
 * The one source of the site's response headers, redirects and not-found answers: security headers,
 * Gatsby's caching strategy, a product's previous addresses and each language's 404 page, rendered
 * for nginx, Netlify (`_headers`, `_redirects`) and Vercel (`vercel.json`) so the three cannot drift.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "fs"
import path from "path"
import { EDITOR, STATIC } from "../../src/reserved-paths"
import { builtPages, filesUnder, pagePath } from "../built-pages"
import type { Redirect } from "../content/site-by-language"
import { contentSecurityPolicy, editorPolicy, pageHashes, pagePolicy, withPolicy } from "./csp"

const REVALIDATE = "public, max-age=0, must-revalidate"
export const IMMUTABLE = "public, max-age=31536000, immutable"
/** The X-Robots-Tag of the editor's answers; its page says the same in a <meta>. */
export const EDITOR_ROBOTS = "noindex, nofollow"
/** The site's not-found page, which hosts answer unknown paths with. */
const NOT_FOUND_PAGE = "/404.html"
const CSP = "Content-Security-Policy"
const ROBOTS = "X-Robots-Tag"
const CACHE_IMMUTABLE = { "Cache-Control": IMMUTABLE }

/** Every answer's headers but the Content-Security-Policy, which depends on the answer. */
const SECURITY_HEADERS: Record<string, string> = {
  // Browsers ignore it over plain HTTP, so it is safe on every answer; it takes effect on the TLS host.
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "accelerometer=(), browsing-topics=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), " +
    "magnetometer=(), microphone=(), payment=(), usb=()",
  "Cross-Origin-Opener-Policy": "same-origin",
}

/**
 * The headers of the build in `dir`, which every host's files are written from, with the
 * content's `redirects`. Cache-Control is IMMUTABLE under STATIC and on `bundles`, REVALIDATE elsewhere.
 */
export function siteHeaders(dir: string, redirects: Redirect[] = []) {
  const read = (file: string) => readFileSync(path.join(dir, file), "utf8")
  const editorPage = `${EDITOR}/index.html`
  const editorScripts =
    existsSync(path.join(dir, editorPage)) && pageHashes(read(editorPage)).scripts.join(" ")
  return {
    /** Sent on every answer. */
    securityHeaders: SECURITY_HEADERS,
    /** Each page's Content-Security-Policy, by its file (/splensheet/index.html): its own hashes only. */
    pageCsps: Object.fromEntries(builtPages(dir).map((file) => [file, pagePolicy(read(file))])),
    /** The Content-Security-Policy of every other answer (files, redirects, errors): nothing inline. */
    otherCsp: contentSecurityPolicy(),
    /** webpack's content-hashed bundles at the root of the build: /app-<hash>.js, /styles.<hash>.css */
    bundles: filesUnder(dir).filter((file) => /^\/[^/]+[-.][0-9a-f]{20}\.(?:js|css)$/.test(file)),
    /**
     * The headers of the content editor's answers, at EDITOR and under it, when the build has it:
     * its own policy, and EDITOR_ROBOTS, as no search engine should list it.
     */
    editorHeaders: editorScripts
      ? { [CSP]: editorPolicy(editorScripts), [ROBOTS]: EDITOR_ROBOTS }
      : undefined,
    /** A product's previous addresses, each answered with a permanent redirect to its page. */
    redirects,
  }
}

export type SiteHeaders = ReturnType<typeof siteHeaders>

/** Each language's not-found page (/ko/404.html) and policy, by the prefix of the paths it answers. */
const prefixedNotFound = (pages: Record<string, string>) =>
  Object.entries(pages)
    .filter(([file]) => /^\/[^/]+\/404\.html$/.test(file))
    .map(([file, policy]) => ({ prefix: file.replace(/404\.html$/, ""), file, policy }))

/** A regular expression that matches `urlPath` alone. */
const exact = (urlPath: string) => `^${urlPath.replaceAll(".", "\\.")}$`

/**
 * Netlify's (and Cloudflare Pages') `_headers` and `_redirects`. They send the values of every
 * header rule that matches a path, joined, and two policies would both be enforced: so the CSP is
 * set by one rule per page, never on `/*`, and an unknown path's 404 answer goes without one there
 * (the page's `<meta>` enforces it). A rule matches its path with and without a trailing slash
 * (`^/splensheet/?$`), so one rule covers /splensheet and /splensheet/. Their default Cache-Control
 * is already REVALIDATE, and setting it on `/*` too would merge two values on immutable paths.
 * A previous address redirects to its page. An unknown path under a language's prefix answers 404
 * with that language's not-found page; a redirect without `!` never shadows a file that exists.
 */
export function netlifyConfig(headers: SiteHeaders) {
  const { securityHeaders, pageCsps, bundles, editorHeaders, redirects } = headers
  const block = (urlPath: string, headers: Record<string, string>) =>
    [urlPath, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n")
  const blocks = [
    block("/*", securityHeaders),
    ...Object.entries(pageCsps).map(([file, csp]) => block(pagePath(file), { [CSP]: csp })),
    // `/admin/*` matches /admin too (and, as Netlify reads it, any path that starts with /admin).
    ...(editorHeaders ? [block(`${EDITOR}/*`, editorHeaders)] : []),
    ...[`${STATIC}/*`, ...bundles].map((urlPath) => block(urlPath, CACHE_IMMUTABLE)),
  ]
  return {
    _headers: `${blocks.join("\n\n")}\n`,
    _redirects: [
      ...redirects.map(({ fromPath, toPath }) => `${fromPath}  ${toPath}  301\n`),
      ...prefixedNotFound(pageCsps).map(({ prefix, file }) => `${prefix}*  ${file}  404\n`),
    ].join(""),
  }
}

/**
 * A `vercel.json` for deploying the build folder itself, in Vercel's `routes`, the one form that can
 * answer 404 with a page of our choosing (`headers` and `trailingSlash` cannot be mixed with it).
 * Header routes `continue`, and of those that match, the last one's value of a header wins: every
 * answer gets the not-found page's CSP of its language, each page its own. Then the redirects, which
 * carry those headers too (a previous address, with or without its trailing slash, and the trailing
 * slash), the files, and the not-found pages. Vercel's default Cache-Control is REVALIDATE.
 */
export function vercelConfig(headers: SiteHeaders): string {
  const { securityHeaders, pageCsps, otherCsp, bundles, editorHeaders, redirects } = headers
  const under = (prefix: string) => `^${prefix}.*$`
  const set = (src: string, headers: Record<string, string>) => ({ src, headers, continue: true })
  const notFound = prefixedNotFound(pageCsps)
  const { [NOT_FOUND_PAGE]: notFoundCsp, ...pages } = pageCsps
  const routes = [
    set(under("/"), { ...securityHeaders, [CSP]: notFoundCsp ?? otherCsp }),
    ...notFound.map(({ prefix, policy }) => set(under(prefix), { [CSP]: policy })),
    ...Object.entries(pages).map(([file, policy]) => set(exact(pagePath(file)), { [CSP]: policy })),
    ...(editorHeaders ? [set(`^${EDITOR}(?:/.*)?$`, editorHeaders)] : []),
    ...[under(`${STATIC}/`), ...bundles.map(exact)].map((src) => set(src, CACHE_IMMUTABLE)),
    ...redirects.map(({ fromPath, toPath }) => ({
      src: `^${fromPath}/?$`,
      headers: { Location: toPath },
      status: 301,
    })),
    // trailingSlash "never": /splensheet/ → /splensheet, only for paths of non-empty segments.
    { src: "^/((?:[^/]+/)*[^/]+)/$", headers: { Location: "/$1" }, status: 308 },
    { handle: "filesystem" },
    ...notFound.map(({ prefix, file }) => ({ src: under(prefix), dest: file, status: 404 })),
    { src: under("/"), dest: NOT_FOUND_PAGE, status: 404 },
  ]
  return `${JSON.stringify({ routes }, null, 2)}\n`
}

function nginxString(value: string): string {
  if (/["\\$]/.test(value)) throw new Error(`Not a literal nginx string: ${value}`)
  return `"${value}"`
}

/** An nginx map of `$splenworks_<name>` by the URI that is answered (after try_files, error_page). */
const nginxMap = (name: string, fallback: string, entries: string[][]) =>
  [
    `map $uri $splenworks_${name} {`,
    `    default ${nginxString(fallback)};`,
    ...entries.map(([key, value = ""]) => `    "${key}" ${nginxString(value)};`),
    "}\n",
  ].join("\n")

/**
 * nginx's includes, by file name. security-headers.conf, in server context: every header on every
 * answer (`always`: errors too). The maps those read, in http context: `$splenworks_csp` by the
 * answered page's file (/splensheet/index.html, /404.html) and the editor's under its path (its
 * page is answered as /admin/index.html, the redirect of /admin as /admin/), where
 * `$splenworks_robots` is its X-Robots-Tag (nginx sends no empty header); Cache-Control, by regex
 * (hashed file names are too long for the default map_hash_bucket_size); and
 * `$splenworks_not_found`, site.conf's `error_page 404`: its language's page under a prefix; and
 * `$splenworks_redirect`, where site.conf sends a previous address, with or without its slash.
 */
export function nginxConfig(headers: SiteHeaders) {
  const { securityHeaders, pageCsps, otherCsp, bundles, editorHeaders, redirects } = headers
  const editor = (name: typeof CSP | typeof ROBOTS) =>
    editorHeaders ? [[`~^${EDITOR}/`, editorHeaders[name]]] : []
  const immutable = [`^${STATIC}/`, ...bundles.map(exact)].map((regex) => [`~${regex}`, IMMUTABLE])
  const notFound = prefixedNotFound(pageCsps).map(({ prefix, file }) => [`~^${prefix}`, file])
  const moved = redirects.map(({ fromPath, toPath }) => [`~^${fromPath}/?$`, toPath])
  const values = Object.entries(securityHeaders).map(([name, value]) => [name, nginxString(value)])
  const variables = { [CSP]: "csp", [ROBOTS]: "robots", "Cache-Control": "cache_control" }
  const mapped = Object.entries(variables).map(([name, map]) => [name, `$splenworks_${map}`])
  return {
    "security-headers.conf": [...values, ...mapped]
      .map(([name, value]) => `add_header ${name} ${value} always;\n`)
      .join(""),
    "cache-control.conf": nginxMap("cache_control", REVALIDATE, immutable),
    "csp.conf":
      nginxMap("csp", otherCsp, [...Object.entries(pageCsps), ...editor(CSP)]) +
      nginxMap("robots", "", editor(ROBOTS)),
    "not-found.conf":
      nginxMap("not_found", NOT_FOUND_PAGE, notFound) + nginxMap("redirect", "", moved),
  }
}

/**
 * Writes each page's policy into it (see withPolicy), then the headers and not-found answers of the
 * build in `publicDir` for every host: Netlify's `_headers` and `_redirects` and Vercel's
 * `vercel.json` into the build, nginx's includes into `nginxDir`, outside what is served, with the
 * content's `redirects`. Returns every policy the headers carry, for the build to check.
 */
export function writeHostingHeaders(publicDir: string, nginxDir: string, redirects: Redirect[]) {
  for (const file of builtPages(publicDir)) {
    const page = path.join(publicDir, file)
    writeFileSync(page, withPolicy(readFileSync(page, "utf8"), publicDir))
  }
  const headers = siteHeaders(publicDir, redirects)
  const hosts = { ...netlifyConfig(headers), "vercel.json": vercelConfig(headers) }
  for (const [name, text] of Object.entries(hosts)) writeFileSync(path.join(publicDir, name), text)
  mkdirSync(nginxDir, { recursive: true })
  for (const [name, text] of Object.entries(nginxConfig(headers)))
    writeFileSync(path.join(nginxDir, name), text)
  const { otherCsp, pageCsps, editorHeaders } = headers
  return [otherCsp, ...Object.values(pageCsps), ...(editorHeaders ? [editorHeaders[CSP]] : [])]
}
