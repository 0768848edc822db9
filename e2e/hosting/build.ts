import { readFileSync } from "fs"
import path from "path"
import {
  filesUnder,
  IMMUTABLE,
  NOT_FOUND_PAGE,
  REVALIDATE,
  siteHeaders,
} from "../../gatsby/hosting-headers"
import { EDITOR, STATIC } from "../../src/reserved-paths"

export const publicDir = path.resolve("public")

/** Every file of the build as a URL path, but the host configs generated into it. */
export const buildFiles = filesUnder(publicDir).filter(
  (urlPath) => !["/_headers", "/_redirects", "/vercel.json"].includes(urlPath),
)

/** A route's file in the build (trailingSlash "never"). */
export const pageFile = (route: string) => (route === "/" ? "/index.html" : `${route}/index.html`)

export const readPage = (file: string) => readFileSync(path.join(publicDir, file), "utf8")

/** The headers generated for this build: the source nginx's config is written from. */
const headers = siteHeaders(publicDir)

/** What every answer must carry, its Content-Security-Policy aside. */
export const securityHeaders = headers.all

/** The Cache-Control the generated headers give a path: immutable paths and prefixes, else revalidate. */
export function generatedCacheControl(urlPath: string): string {
  const immutable = urlPath.startsWith(`${STATIC}/`) || headers.bundles.includes(urlPath)
  return immutable ? IMMUTABLE : REVALIDATE
}

/** The Content-Security-Policy of each page's file (/splensheet/index.html, /404.html, ...). */
const pageCsps = headers.pages

/** The Content-Security-Policy of a page's file. */
export function pageCsp(file: string): string {
  const csp = pageCsps[file]
  if (!csp) throw new Error(`No Content-Security-Policy for ${file}`)
  return csp
}

/** The Content-Security-Policy of an unknown path's 404 answer: the not-found page's. */
export const notFoundCsp = pageCsp(NOT_FOUND_PAGE)

/** The Content-Security-Policy of every answer that is no page. */
export const otherCsp = headers.csp

/** The content editor's path and policy, which every answer under it carries. */
export const editor = headers.editor && { path: EDITOR, csp: headers.editor }

/** The Content-Security-Policy the generated headers give a file of the build. */
export const generatedCsp = (urlPath: string) =>
  editor && urlPath.startsWith(`${editor.path}/`) ? editor.csp : (pageCsps[urlPath] ?? otherCsp)
