/**
 * The one source of the site's response headers: security headers and Gatsby's caching strategy, rendered
 * for nginx, Netlify (`_headers`) and Vercel (`vercel.json`) so the three cannot drift.
 */
import { createHash } from "crypto"
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "fs"
import path from "path"

export const REVALIDATE = "public, max-age=0, must-revalidate"
export const IMMUTABLE = "public, max-age=31536000, immutable"

/** webpack's content-hashed bundles at the root of the build: app-<hash>.js, styles.<hash>.css, ... */
const hashedBundle = /[-.][0-9a-f]{20}\.(?:js|css)$/

/** Script types a browser executes; others (application/ld+json, ...) are data blocks CSP ignores. */
const executableType = /^(?:|module|(?:text|application)\/(?:java|ecma)script)$/i

/** The sha256 sources of the executable inline scripts in one HTML document, as CSP spells them. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const [, attributes = "", body = ""] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/gi,
  )) {
    if (/\ssrc\s*=/i.test(attributes)) continue
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? ""
    if (!executableType.test(type)) continue
    hashes.push(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`)
  }
  return hashes
}

export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(" ")}`.trim(),
    // Gatsby inlines the site's CSS and gatsby-plugin-image sets style attributes: styles cannot be hashed.
    "style-src 'self' 'unsafe-inline'",
    // data: for gatsby-plugin-image's placeholders.
    "img-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ")
}

function securityHeaders(scriptHashes: readonly string[]): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(scriptHashes),
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
}

export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
}

/** The headers of one build: Cache-Control is REVALIDATE except on `immutable` paths. */
export interface SiteHeaders {
  /** Sent on every answer. */
  all: Record<string, string>
  /** Content-hashed paths, or prefixes when they end in `/*`. */
  immutable: string[]
}

/** The headers for the build in `publicDir`: the CSP lists the hashes of every page's inline scripts. */
export function siteHeaders(publicDir: string): SiteHeaders {
  const hashes = new Set(
    filesUnder(publicDir)
      .filter((file) => file.endsWith(".html"))
      .flatMap((file) => inlineScriptHashes(readFileSync(file, "utf8"))),
  )
  const bundles = readdirSync(publicDir).filter((name) => hashedBundle.test(name))
  return {
    all: securityHeaders([...hashes].sort()),
    immutable: ["/static/*", ...bundles.sort().map((name) => `/${name}`)],
  }
}

const isPrefix = (urlPath: string) => urlPath.endsWith("/*")

/**
 * Netlify's (and Cloudflare Pages') `_headers`. Their default Cache-Control is already REVALIDATE, and
 * setting it on `/*` too would merge two values on immutable paths.
 */
export function netlifyHeaders({ all, immutable }: SiteHeaders): string {
  const block = (urlPath: string, headers: Record<string, string>) =>
    [urlPath, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n")
  return [
    block("/*", all),
    ...immutable.map((urlPath) => block(urlPath, { "Cache-Control": IMMUTABLE })),
  ]
    .join("\n\n")
    .concat("\n")
}

/** A `vercel.json` for deploying the build folder itself; Vercel's default Cache-Control is REVALIDATE. */
export function vercelConfig({ all, immutable }: SiteHeaders): string {
  const rule = (source: string, headers: Record<string, string>) => ({
    source,
    headers: Object.entries(headers).map(([key, value]) => ({ key, value })),
  })
  const config = {
    trailingSlash: false,
    headers: [
      rule("/(.*)", all),
      ...immutable.map((urlPath) =>
        rule(isPrefix(urlPath) ? `${urlPath.slice(0, -1)}(.*)` : urlPath, {
          "Cache-Control": IMMUTABLE,
        }),
      ),
    ],
  }
  return `${JSON.stringify(config, null, 2)}\n`
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

/** server context: every header on every answer (`always`: errors too). */
export function nginxHeaders({ all }: SiteHeaders): string {
  return [
    ...Object.entries(all).map(
      ([name, value]) => `add_header ${name} ${nginxString(value)} always;`,
    ),
    "add_header Cache-Control $splenworks_cache_control always;",
    "",
  ].join("\n")
}

/**
 * Writes the headers of the build in `publicDir` for every host: Netlify's `_headers` and Vercel's
 * `vercel.json` into the build, nginx's includes into `nginxDir`, outside what is served. Returns the
 * Content-Security-Policy.
 */
export function writeHostingHeaders(publicDir: string, nginxDir: string): string {
  const headers = siteHeaders(publicDir)
  mkdirSync(nginxDir, { recursive: true })
  writeFileSync(path.join(publicDir, "_headers"), netlifyHeaders(headers))
  writeFileSync(path.join(publicDir, "vercel.json"), vercelConfig(headers))
  writeFileSync(path.join(nginxDir, "security-headers.conf"), nginxHeaders(headers))
  writeFileSync(path.join(nginxDir, "cache-control.conf"), nginxCacheControlMap(headers))
  return headers.all["Content-Security-Policy"] ?? ""
}
