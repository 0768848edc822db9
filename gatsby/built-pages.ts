// The pages of a build, as the hosts' headers and the startup plugin both read and rewrite them.
import { readdirSync, statSync } from "fs"
import path from "path"
import { parseDocument } from "htmlparser2"
import { EDITOR } from "../src/reserved-paths"

/** Every file under `dir`, as a URL path from it, sorted: /index.html, /static/... (on Windows too). */
export const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => statSync(path.join(dir, file)).isFile())
    .map((file) => `/${file.split(path.sep).join("/")}`)
    .sort()

/** The folders of HTML that is no page: Gatsby's slices and the editor. */
const NO_PAGES = new RegExp(`^(?:/_gatsby|${EDITOR})/`)

/**
 * The site's pages in the build in `dir`, by file: /index.html, /splensheet/index.html, ... Gatsby's
 * slices are fragments it stitches into the pages at build time, not pages; the editor's page is no
 * page of the site, and has its own policy.
 */
export const builtPages = (dir: string) =>
  filesUnder(dir).filter((file) => file.endsWith(".html") && !NO_PAGES.test(file))

/**
 * The URL path a page's file answers at (trailingSlash "never": /splensheet); the not-found page
 * answers at its own path, and at unknown paths by the hosts' 404 handling.
 */
export const pagePath = (file: string) => file.replace(/\/index\.html$/, "") || "/"

/** A page's HTML as the parser reads it, with each element's offsets for spliceHtml. */
export const parsePage = (html: string) =>
  parseDocument(html, { withStartIndices: true, withEndIndices: true })

/** A text to put in place of `html`'s characters from `start` up to `end`, offsets of parsePage. */
export type Splice = { start: number; end: number; text: string }

/** `html` with each splice made, from the last back, so that the offsets before it still hold. */
export const spliceHtml = (html: string, splices: Splice[]) =>
  [...splices]
    .sort((a, b) => b.start - a.start)
    .reduce((page, { start, end, text }) => page.slice(0, start) + text + page.slice(end), html)
