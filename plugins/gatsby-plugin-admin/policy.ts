// The editor's Content-Security-Policy, its own: Sveltia CMS sets styles inline and does not run under
// Trusted Types, so the site's pages' policy (gatsby/csp.ts) would stop it.
import { existsSync, readFileSync } from "fs"

/**
 * The editor's page runs one script, by hash, which adds the bundle's; what that one imports is
 * trusted in turn through 'strict-dynamic' (browsers that know hashes ignore the fallbacks
 * 'unsafe-inline' and https:). Nothing is evaluated from a string. The inline styles are Sveltia's;
 * images are also the blob: URLs it previews files with and GitHub's avatars; it talks to this site
 * and to GitHub's API.
 */
export function editorPolicy(scriptHash: string): string {
  return [
    "default-src 'self'",
    `script-src '${scriptHash}' 'strict-dynamic' 'unsafe-inline' https:`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: data: https://avatars.githubusercontent.com",
    "connect-src 'self' blob: data: https://api.github.com",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ")
}

/** The policy of the editor's page `page` (public/admin/index.html), or undefined if there is none. */
export function builtEditorPolicy(page: string): string | undefined {
  if (!existsSync(page)) return undefined
  const hash = /<script [^>]*integrity="([^"]+)"/.exec(readFileSync(page, "utf8"))?.[1]
  if (!hash) throw new Error(`${page} has no script with an integrity attribute`)
  return editorPolicy(hash)
}
