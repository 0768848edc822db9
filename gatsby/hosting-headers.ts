/**
 * The one source of the site's response headers and not-found answers: security headers, Gatsby's
 * caching strategy and each language's 404 page, rendered for nginx, Netlify (`_headers`,
 * `_redirects`) and Vercel (`vercel.json`) so the three cannot drift.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "fs"
import path from "path"
import { builtEditorPolicy } from "../plugins/gatsby-plugin-admin/policy"
import { EDITOR, STATIC } from "../src/reserved-paths"
import { contentSecurityPolicy, pagePolicy } from "./csp"

export const REVALIDATE = "public, max-age=0, must-revalidate"
export const IMMUTABLE = "public, max-age=31536000, immutable"

/** webpack's content-hashed bundles at the root of the build: app-<hash>.js, styles.<hash>.css, ... */
const hashedBundle = /[-.][0-9a-f]{20}\.(?:js|css)$/

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

export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
}

/** The headers of one build. Cache-Control is REVALIDATE except on `immutable` paths. */
export interface SiteHeaders {
  /** Sent on every answer. */
  all: Record<string, string>
  /** The Content-Security-Policy of each page, by its file: /index.html, /splensheet/index.html, /404.html. */
  pages: Record<string, string>
  /** The Content-Security-Policy of every other answer (files, redirects, errors): nothing inline. */
  csp: string
  /** Content-hashed paths, or prefixes when they end in `/*`. */
  immutable: string[]
  /**
   * The content editor's answers, at `path` and under it, when the build has it: a policy of their
   * own, and EDITOR_ROBOTS, as no search engine should list it.
   */
  editor?: { path: string; csp: string }
}

/** The X-Robots-Tag of the editor's answers; its page says the same in a <meta>. */
export const EDITOR_ROBOTS = "noindex, nofollow"

/** The pages of the build in `publicDir`, by their file: /index.html, /splensheet/index.html, ... */
export function pageFiles(publicDir: string): string[] {
  return (
    filesUnder(publicDir)
      .filter((file) => file.endsWith(".html"))
      .map((file) => `/${path.relative(publicDir, file)}`)
      // Gatsby's slices are fragments it stitches into the pages at build time, not pages; the
      // editor's page is no page of the site, and has its own policy.
      .filter((file) => !file.startsWith("/_gatsby/") && !file.startsWith(`${EDITOR}/`))
      .sort()
  )
}

/** The site's not-found page, which hosts answer unknown paths with. */
export const NOT_FOUND_PAGE = "/404.html"

/** A language's not-found page (/ko/404.html), and the paths it answers when unknown (/ko/...). */
type PrefixedNotFound = { prefix: string; file: string }

/** The not-found pages under a language's prefix, from the build's pages. */
export function prefixedNotFoundPages(pages: Record<string, string>): PrefixedNotFound[] {
  return Object.keys(pages)
    .filter((file) => /^\/[^/]+\/404\.html$/.test(file))
    .map((file) => ({ prefix: file.slice(0, -"404.html".length), file }))
}

/** The headers for the build in `publicDir`: each page's CSP lists that page's inline code only. */
export function siteHeaders(publicDir: string): SiteHeaders {
  const pages = Object.fromEntries(
    pageFiles(publicDir).map((file) => [
      file,
      pagePolicy(readFileSync(path.join(publicDir, file), "utf8")),
    ]),
  )
  const bundles = readdirSync(publicDir).filter((name) => hashedBundle.test(name))
  const editor = builtEditorPolicy(path.join(publicDir, EDITOR, "index.html"))
  return {
    all: SECURITY_HEADERS,
    pages,
    csp: contentSecurityPolicy(),
    immutable: [`${STATIC}/*`, ...bundles.sort().map((name) => `/${name}`)],
    ...(editor ? { editor: { path: EDITOR, csp: editor } } : {}),
  }
}

/**
 * The URL path a page's file answers at (trailingSlash "never": /splensheet); the not-found page
 * answers at its own path, and at unknown paths by the hosts' 404 handling.
 */
export function pagePath(file: string): string {
  if (file === "/index.html") return "/"
  return file.endsWith("/index.html") ? file.slice(0, -"/index.html".length) : file
}

const isPrefix = (urlPath: string) => urlPath.endsWith("/*")
const CSP = "Content-Security-Policy"
const ROBOTS = "X-Robots-Tag"

/**
 * Netlify's (and Cloudflare Pages') `_headers`. They send the values of every rule that matches a
 * path, joined, and two policies would both be enforced: so the CSP is set by one rule per page,
 * never on `/*`, and an unknown path's 404 answer goes without one there (the page's `<meta>`
 * enforces it). A rule matches its path with and without a trailing slash (`^/splensheet/?$`), so
 * one rule covers /splensheet and /splensheet/. Their default
 * Cache-Control is already REVALIDATE, and setting it on `/*` too would merge two values on
 * immutable paths.
 */
export function netlifyHeaders({ all, pages, immutable, editor }: SiteHeaders): string {
  const block = (urlPath: string, headers: Record<string, string>) =>
    [urlPath, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n")
  return [
    block("/*", all),
    ...Object.entries(pages).map(([file, csp]) => block(pagePath(file), { [CSP]: csp })),
    // `/admin/*` matches /admin too (and, as Netlify reads it, any path that starts with /admin).
    ...(editor ? [block(`${editor.path}/*`, { [CSP]: editor.csp, [ROBOTS]: EDITOR_ROBOTS })] : []),
    ...immutable.map((urlPath) => block(urlPath, { "Cache-Control": IMMUTABLE })),
  ]
    .join("\n\n")
    .concat("\n")
}

/**
 * Netlify's (and Cloudflare Pages') `_redirects`: an unknown path under a language's prefix answers
 * 404 with that language's not-found page. A rule without `!` never shadows a file that exists.
 */
export function netlifyRedirects({ pages }: SiteHeaders): string {
  return prefixedNotFoundPages(pages)
    .map(({ prefix, file }) => `${prefix}*  ${file}  404\n`)
    .join("")
}

/**
 * A `vercel.json` for deploying the build folder itself, in Vercel's `routes`, the one form that can
 * answer 404 with a page of our choosing (`headers` and `trailingSlash` cannot be mixed with it).
 * Header routes `continue`, and of those that match, the last one's value of a header wins: every
 * answer gets the not-found page's CSP of its language, each page its own. Then the files, then the
 * not-found pages. Vercel's default Cache-Control is REVALIDATE.
 */
export function vercelConfig({ all, pages, csp, immutable, editor }: SiteHeaders): string {
  const exact = (urlPath: string) => `^${urlPath.replaceAll(".", "\\.")}$`
  const under = (prefix: string) => `^${prefix}.*$`
  const headers = (src: string, values: Record<string, string>) => ({
    src,
    headers: values,
    continue: true,
  })
  const notFound = prefixedNotFoundPages(pages)
  const routes = [
    // trailingSlash "never": /splensheet/ → /splensheet, only for paths of non-empty segments.
    { src: "^/((?:[^/]+/)*[^/]+)/$", headers: { Location: "/$1" }, status: 308 },
    headers(under("/"), { ...all, [CSP]: pages[NOT_FOUND_PAGE] ?? csp }),
    ...notFound.map(({ prefix, file }) => headers(under(prefix), { [CSP]: pages[file] ?? csp })),
    ...Object.entries(pages)
      .filter(([file]) => file !== NOT_FOUND_PAGE)
      .map(([file, policy]) => headers(exact(pagePath(file)), { [CSP]: policy })),
    ...(editor
      ? [headers(`^${editor.path}(?:/.*)?$`, { [CSP]: editor.csp, [ROBOTS]: EDITOR_ROBOTS })]
      : []),
    ...immutable.map((urlPath) =>
      headers(isPrefix(urlPath) ? under(urlPath.slice(0, -1)) : exact(urlPath), {
        "Cache-Control": IMMUTABLE,
      }),
    ),
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

/**
 * http context: `$splenworks_cache_control` for the URI that is answered (after try_files, error_page).
 * Regex keys: hashed file names are too long for the default map_hash_bucket_size.
 */
export function nginxCacheControlMap({ immutable }: SiteHeaders): string {
  const pattern = (urlPath: string) =>
    isPrefix(urlPath) ? `^${urlPath.slice(0, -1)}` : `^${urlPath.replaceAll(".", "\\.")}$`
  return [
    "map $uri $splenworks_cache_control {",
    `    default ${nginxString(REVALIDATE)};`,
    ...immutable.map((urlPath) => `    "~${pattern(urlPath)}" ${nginxString(IMMUTABLE)};`),
    "}",
    "",
  ].join("\n")
}

/**
 * http context: `$splenworks_csp` for the URI that is answered, which is a page's file once try_files or
 * error_page has found it (/splensheet/index.html, /404.html), and the editor's under its path; and
 * `$splenworks_robots`, the editor's X-Robots-Tag there and none elsewhere (nginx sends no empty header).
 */
export function nginxCspMap({ pages, csp, editor }: SiteHeaders): string {
  // The editor's page is answered as /admin/index.html; the redirect of /admin/ has /admin/.
  const under = editor && `"~^${editor.path}/"`
  return [
    "map $uri $splenworks_csp {",
    `    default ${nginxString(csp)};`,
    ...Object.entries(pages).map(
      ([file, policy]) => `    ${nginxString(file)} ${nginxString(policy)};`,
    ),
    ...(editor ? [`    ${under} ${nginxString(editor.csp)};`] : []),
    "}",
    "map $uri $splenworks_robots {",
    `    default "";`,
    ...(editor ? [`    ${under} ${nginxString(EDITOR_ROBOTS)};`] : []),
    "}",
    "",
  ].join("\n")
}

/**
 * http context: `$splenworks_not_found`, the not-found page for the URI that was asked for: its
 * language's under a prefix (site.conf's `error_page 404`), the site's elsewhere.
 */
export function nginxNotFoundMap({ pages }: SiteHeaders): string {
  return [
    "map $uri $splenworks_not_found {",
    `    default ${nginxString(NOT_FOUND_PAGE)};`,
    ...prefixedNotFoundPages(pages).map(
      ({ prefix, file }) => `    ${nginxString(`~^${prefix}`)} ${nginxString(file)};`,
    ),
    "}",
    "",
  ].join("\n")
}

/** server context: every header on every answer (`always`: errors too). */
export function nginxHeaders({ all }: SiteHeaders): string {
  return [
    ...Object.entries(all).map(
      ([name, value]) => `add_header ${name} ${nginxString(value)} always;`,
    ),
    `add_header ${CSP} $splenworks_csp always;`,
    `add_header ${ROBOTS} $splenworks_robots always;`,
    "add_header Cache-Control $splenworks_cache_control always;",
    "",
  ].join("\n")
}

/** The size in bytes of the largest Content-Security-Policy header of a build, name included. */
export function largestCspHeader({ pages, csp }: SiteHeaders): number {
  return Math.max(
    ...[csp, ...Object.values(pages)].map((policy) => Buffer.byteLength(`${CSP}: ${policy}`)),
  )
}

/**
 * Writes the headers and not-found answers of the build in `publicDir` for every host: Netlify's
 * `_headers` and `_redirects` and Vercel's `vercel.json` into the build, nginx's includes into
 * `nginxDir`, outside what is served. Returns the headers.
 */
export function writeHostingHeaders(publicDir: string, nginxDir: string): SiteHeaders {
  const headers = siteHeaders(publicDir)
  mkdirSync(nginxDir, { recursive: true })
  writeFileSync(path.join(publicDir, "_headers"), netlifyHeaders(headers))
  writeFileSync(path.join(publicDir, "_redirects"), netlifyRedirects(headers))
  writeFileSync(path.join(publicDir, "vercel.json"), vercelConfig(headers))
  writeFileSync(path.join(nginxDir, "security-headers.conf"), nginxHeaders(headers))
  writeFileSync(path.join(nginxDir, "cache-control.conf"), nginxCacheControlMap(headers))
  writeFileSync(path.join(nginxDir, "csp.conf"), nginxCspMap(headers))
  writeFileSync(path.join(nginxDir, "not-found.conf"), nginxNotFoundMap(headers))
  return headers
}
