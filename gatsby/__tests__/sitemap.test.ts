/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import { publishSitemap, sitemapOptions } from "../sitemap"

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

describe("sitemapOptions", () => {
  const languages = [
    { tag: "en", path: (p: string) => p },
    ...["ko", "ja", "es", "zh"].map((prefix) => ({
      tag: ({ es: "es-419", zh: "zh-Hans" } as Record<string, string>)[prefix] ?? prefix,
      path: (p: string) => (p === "/" ? `/${prefix}` : `/${prefix}${p}`),
    })),
  ]
  const translated = ["/", "/splensheet", "/txtpad"].flatMap((page) =>
    languages.map(({ path: pathIn }) => pathIn(page)),
  )
  const notFound = ["/404", "/404.html", "/ko/404.html", "/zh/404.html"]
  const data = {
    siteJson: { siteUrl },
    allSitePage: { nodes: [...translated, "/test/stripe", ...notFound].map((p) => ({ path: p })) },
  }
  const pages = sitemapOptions.resolvePages(data)
  const minimatch = (page: string, pattern: string) =>
    new RegExp(`^${pattern.replace(/\*/g, "[^/]*")}$`).test(page)

  it("leaves out the test page and every language's not-found page", () => {
    for (const page of ["/test/stripe", "/ko/404.html", "/zh/404.html"]) {
      expect(sitemapOptions.excludes.some((pattern) => minimatch(page, pattern))).toBe(true)
    }
    for (const page of translated) {
      expect(sitemapOptions.excludes.some((pattern) => minimatch(page, pattern))).toBe(false)
    }
  })

  it("gives each page every language's version, itself included, and x-default for English", () => {
    for (const page of pages.filter(({ path: p }) => translated.includes(p))) {
      const { url, links } = sitemapOptions.serialize(page)
      expect(url).toBe(page.path)
      expect(links.map(({ lang }) => lang)).toEqual([
        ...languages.map(({ tag }) => tag),
        "x-default",
      ])
      expect(links).toContainEqual({ lang: expect.any(String), url: page.path })
      const english = links.find(({ lang }) => lang === "en")
      expect(links.find(({ lang }) => lang === "x-default")?.url).toBe(english?.url)
      // Reciprocal: every alternate lists this page back.
      for (const { url: other } of links) {
        const back = pages.find(({ path: p }) => p === other)
        expect(back && sitemapOptions.serialize(back).links).toContainEqual(
          expect.objectContaining({ url: page.path }),
        )
      }
    }
  })

  it("names no alternate that the build does not have", () => {
    const page = sitemapOptions.resolvePages({
      siteJson: { siteUrl },
      allSitePage: { nodes: [{ path: "/" }, { path: "/ko" }, { path: "/new-app" }] },
    })
    expect(page.map((p) => sitemapOptions.serialize(p).links.map(({ url }) => url))).toEqual([
      ["/", "/ko", "/"],
      ["/", "/ko", "/"],
      [],
    ])
  })
})
