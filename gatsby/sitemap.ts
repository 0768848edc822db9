import { readFile, rename, rm, writeFile } from "fs/promises"
import path from "path"
import { LANGUAGES, parsePath, pathIn } from "../src/languages"
import { ROBOTS, SITEMAP } from "../src/reserved-paths"

type SitemapData = { siteJson: { siteUrl: string }; allSitePage: { nodes: { path: string }[] } }
/** A page and its alternates in the sitemap: the same page in each language (hreflang, path). */
type SitemapPage = { path: string; links: { lang: string; url: string }[] }

/**
 * gatsby-plugin-sitemap's options: the home and product pages of every language, each with its
 * alternates (every language, itself included, and x-default for English), which the plugin's
 * `sitemap` package writes as <xhtml:link rel="alternate" hreflang>. The plugin leaves out /404 and
 * /404.html; the other languages' not-found pages and the English-only test page are left out here.
 */
export const sitemapOptions = {
  excludes: ["/test/stripe", "/*/404.html"],
  createLinkInHead: false,
  query: `query SitemapPages { siteJson { siteUrl } allSitePage { nodes { path } } }`,
  resolveSiteUrl: (data: SitemapData) => data.siteJson.siteUrl,
  resolvePages: ({ allSitePage }: SitemapData): SitemapPage[] => {
    const paths = new Set(allSitePage.nodes.map((page) => page.path))
    return allSitePage.nodes.map(({ path: pagePath }) => {
      // The English page's path, which x-default names when the build has it.
      const { sourcePath } = parsePath(pagePath)
      const languages = LANGUAGES.map(({ tag }) => ({ lang: tag, url: pathIn(tag, sourcePath) }))
      const alternates = languages.filter(({ url }) => paths.has(url))
      const xDefault = paths.has(sourcePath) ? [{ lang: "x-default", url: sourcePath }] : []
      // A page in one language has no alternates.
      return { path: pagePath, links: alternates.length < 2 ? [] : [...alternates, ...xDefault] }
    })
  },
  serialize: ({ path: url, links }: SitemapPage) => ({ url, links }),
}

/**
 * gatsby-plugin-sitemap always writes an index, sitemap-index.xml, over numbered files of up to
 * 45,000 URLs each (sitemap-0.xml, ...). While the index lists one file, that file is published as
 * /sitemap.xml and the index, which would only point to it, is dropped; past that, the index takes
 * the name. Then robots.txt names the sitemap.
 */
export async function publishSitemap(publicDir: string, siteUrl: string): Promise<void> {
  const index = path.join(publicDir, "sitemap-index.xml")
  const parts = (await readFile(index, "utf8")).match(/[^/]+(?=<\/loc>)/g) ?? []
  const published = parts.length === 1 ? path.join(publicDir, parts[0] ?? "") : index
  await rename(published, path.join(publicDir, SITEMAP))
  await rm(index, { force: true })
  const robots = `User-agent: *\nAllow: /\n\nSitemap: ${new URL(SITEMAP, siteUrl).href}\n`
  await writeFile(path.join(publicDir, ROBOTS), robots)
}
