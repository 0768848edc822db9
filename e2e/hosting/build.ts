import path from "path"
import { filesUnder, IMMUTABLE, REVALIDATE, siteHeaders } from "../../gatsby/hosting-headers"

export const publicDir = path.resolve("public")

/** Every file of the build as a URL path, but the host configs generated into it. */
export const buildFiles = filesUnder(publicDir)
  .map((file) => `/${path.relative(publicDir, file)}`)
  .filter((urlPath) => !["/_headers", "/vercel.json"].includes(urlPath))

/** The headers generated for this build: the source nginx's config is written from. */
const headers = siteHeaders(publicDir)

/** What every answer must carry. */
export const securityHeaders = headers.all

/** The Cache-Control the generated headers give a path: immutable paths and prefixes, else revalidate. */
export function generatedCacheControl(urlPath: string): string {
  const immutable = headers.immutable.some((entry) =>
    entry.endsWith("/*") ? urlPath.startsWith(entry.slice(0, -1)) : urlPath === entry,
  )
  return immutable ? IMMUTABLE : REVALIDATE
}
