import { readFileSync } from "fs"
import path from "path"
import { filesUnder, NOT_FOUND_PAGE, siteHeaders } from "../../gatsby/hosting-headers"

export const publicDir = path.resolve("public")

/** Every file of the build as a URL path, but the host configs generated into it. */
export const buildFiles = filesUnder(publicDir)
  .map((file) => `/${path.relative(publicDir, file)}`)
  .filter((urlPath) => !["/_headers", "/vercel.json"].includes(urlPath))

/** The routes of the built pages: /, /splensheet, ..., /test/stripe (trailingSlash "never"). */
export const routes = buildFiles
  .filter((urlPath) => urlPath.endsWith("/index.html"))
  .map((urlPath) => urlPath.slice(0, -"/index.html".length) || "/")
  .sort()

/** A route's file in the build. */
export const pageFile = (route: string) => (route === "/" ? "/index.html" : `${route}/index.html`)

export const readPage = (file: string) => readFileSync(path.join(publicDir, file), "utf8")

/** The text of the page's h1, as built. */
export const builtHeading = (file: string) =>
  (/<h1[^>]*>(.*?)<\/h1>/.exec(readPage(file))?.[1] ?? "").replace(/<[^>]*>/g, "")

const headers = siteHeaders(publicDir)

/** What every answer must carry, its Content-Security-Policy aside. */
export const securityHeaders = headers.all

/** The Content-Security-Policy of each page's file (/splensheet/index.html, /404.html, ...). */
export const pageCsps = headers.pages

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
