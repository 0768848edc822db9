// What the hosting suite expects of the build in public/, written out here or hashed from the built
// files (../../__tests__/expected-csp.ts): never the generator that wrote nginx's config.
import path from "path"
import { editorCsp, OTHER_CSP, pageCsp as expectedPageCsp } from "../../__tests__/expected-csp"
import { filesUnder } from "../../gatsby/built-pages"
import { EDITOR } from "../../src/reserved-paths"

export const publicDir = path.resolve("public")

export const REVALIDATE = "public, max-age=0, must-revalidate"
export const IMMUTABLE = "public, max-age=31536000, immutable"
export const EDITOR_ROBOTS = "noindex, nofollow"

/** Every file of the build as a URL path, but the host configs generated into it. */
export const buildFiles = filesUnder(publicDir).filter(
  (urlPath) => !["/_headers", "/_redirects", "/vercel.json"].includes(urlPath),
)

/** A route's file in the build (trailingSlash "never"). */
export const pageFile = (route: string) => (route === "/" ? "/index.html" : `${route}/index.html`)

/** What every answer must carry, its Content-Security-Policy aside. */
export const securityHeaders = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "accelerometer=(), browsing-topics=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), " +
    "magnetometer=(), microphone=(), payment=(), usb=()",
  "Cross-Origin-Opener-Policy": "same-origin",
}

/** Immutable: static/ and webpack's content-hashed bundles at the root (/app-<20 hex>.js); else revalidate. */
export function expectedCacheControl(urlPath: string): string {
  const immutable =
    urlPath.startsWith("/static/") || /^\/[^/]+[-.][0-9a-f]{20}\.(?:js|css)$/.test(urlPath)
  return immutable ? IMMUTABLE : REVALIDATE
}

/** The Content-Security-Policy of each page's file (/splensheet/index.html, /404.html, ...). */
export const pageCsp = (file: string) => expectedPageCsp(publicDir, file)

/** The Content-Security-Policy of an unknown path's 404 answer: the not-found page's. */
export const notFoundCsp = pageCsp("/404.html")

/** The Content-Security-Policy of every answer that is no page. */
export const otherCsp = OTHER_CSP

/** The content editor's path and policy, which every answer under it carries. */
const editorPolicy = editorCsp(publicDir)
export const editor = editorPolicy && { path: EDITOR, csp: editorPolicy }

/** The Content-Security-Policy of a file of the build: its page's, the editor's, or none inline. */
export function expectedCsp(urlPath: string) {
  if (editor && urlPath.startsWith(`${editor.path}/`)) return editor.csp
  return urlPath.endsWith(".html") && !urlPath.startsWith("/_gatsby/") ? pageCsp(urlPath) : otherCsp
}
