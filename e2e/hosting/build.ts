import path from "path"
import { filesUnder, siteHeaders } from "../../gatsby/hosting-headers"

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

/** What every answer must carry: the security headers generated for this build. */
export const securityHeaders = siteHeaders(publicDir).all
