/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import { publishSitemap } from "../sitemap"

const siteUrl = "https://splenworks.com"
let publicDir: string

/** What gatsby-plugin-sitemap writes for `parts` sitemap files. */
function pluginOutput(parts: number) {
  const names = Array.from({ length: parts }, (_, part) => `sitemap-${part}.xml`)
  const index = names.map((name) => `<sitemap><loc>${siteUrl}/${name}</loc></sitemap>`).join("")
  fs.writeFileSync(
    path.join(publicDir, "sitemap-index.xml"),
    `<sitemapindex>${index}</sitemapindex>`,
  )
  names.forEach((name) => fs.writeFileSync(path.join(publicDir, name), `<urlset>${name}</urlset>`))
}
const files = () => fs.readdirSync(publicDir).sort()
const read = (file: string) => fs.readFileSync(path.join(publicDir, file), "utf8")

beforeEach(() => {
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "sitemap-"))
})

afterEach(() => {
  fs.rmSync(publicDir, { recursive: true, force: true })
})

it("publishes a one-file sitemap as /sitemap.xml, without the index", async () => {
  pluginOutput(1)
  await publishSitemap(publicDir, siteUrl)
  expect(files()).toEqual(["robots.txt", "sitemap.xml"])
  expect(read("sitemap.xml")).toBe("<urlset>sitemap-0.xml</urlset>")
})

it("publishes the index as /sitemap.xml once the sitemap needs several files", async () => {
  pluginOutput(2)
  await publishSitemap(publicDir, siteUrl)
  expect(files()).toEqual(["robots.txt", "sitemap-0.xml", "sitemap-1.xml", "sitemap.xml"])
  expect(read("sitemap.xml")).toContain(`<loc>${siteUrl}/sitemap-1.xml</loc>`)
})

it("names the sitemap in robots.txt and lets every crawler in", async () => {
  pluginOutput(1)
  await publishSitemap(publicDir, siteUrl)
  expect(read("robots.txt")).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`)
})
