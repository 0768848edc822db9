import { readFile, rename, rm, writeFile } from "fs/promises"
import path from "path"
import { DomUtils, parseDocument } from "htmlparser2"
import { ROBOTS, SITEMAP } from "../src/reserved-paths"

/**
 * gatsby-plugin-sitemap always writes an index, sitemap-index.xml, over numbered files of up to
 * 45,000 URLs each (sitemap-0.xml, ...). While the index lists one file, that file is published as
 * /sitemap.xml and the index, which would only point to it, is dropped; past that, the index takes
 * the name. Then robots.txt names the sitemap.
 */
export async function publishSitemap(publicDir: string, siteUrl: string): Promise<void> {
  const index = path.join(publicDir, "sitemap-index.xml")
  const document = parseDocument(await readFile(index, "utf8"), { xmlMode: true })
  const parts = DomUtils.getElementsByTagName("loc", document).map((loc) =>
    path.posix.basename(new URL(DomUtils.textContent(loc).trim()).pathname),
  )
  if (parts.length === 1) {
    await rename(path.join(publicDir, parts[0] as string), path.join(publicDir, SITEMAP))
    await rm(index)
  } else {
    await rename(index, path.join(publicDir, SITEMAP))
  }
  await writeFile(
    path.join(publicDir, ROBOTS),
    `User-agent: *\nAllow: /\n\nSitemap: ${new URL(SITEMAP, siteUrl).href}\n`,
  )
}
