// Checks the production build in public/: what search engines and link previews read.
import fs from "fs"
import path from "path"
import { LANGUAGES, pathIn, products, routesIn, site, testPage } from "../fixtures"
import { readBuiltPage } from "../html"
import { socialCardPath } from "../../src/social-card"

const publicDir = path.join(__dirname, "..", "..", "public")
const read = (file: string) => fs.readFileSync(path.join(publicDir, file), "utf8")

beforeAll(() => {
  if (!fs.existsSync(path.join(publicDir, "index.html"))) {
    throw new Error("No build in public/: run `npm run build` first")
  }
})

describe("sitemap and robots.txt", () => {
  const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, url]) => url)

  const sourcePaths = ["/", ...products.map(({ productUrl }) => productUrl)]
  const url = (pagePath: string) =>
    pagePath === "/" ? `${site.siteUrl}/` : site.siteUrl + pagePath

  it("lists the home and product pages of every language with absolute URLs, and nothing else", () => {
    expect(locations(read("sitemap.xml")).sort()).toEqual(
      LANGUAGES.flatMap(({ tag }) => sourcePaths.map((page) => url(pathIn(tag, page)))).sort(),
    )
  })

  it("gives each URL its page in every language, itself included, and x-default", () => {
    const entries = read("sitemap.xml").match(/<url>.*?<\/url>/gs) ?? []
    expect(entries).toHaveLength(LANGUAGES.length * sourcePaths.length)
    for (const entry of entries) {
      const [, loc = ""] = /<loc>([^<]*)<\/loc>/.exec(entry) ?? []
      const sourcePath = sourcePaths.find((page) =>
        LANGUAGES.some(({ tag }) => url(pathIn(tag, page)) === loc),
      )
      const links = [...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(
        ([, lang, href]) => [lang, href],
      )
      expect([loc, links]).toEqual([
        loc,
        [
          ...LANGUAGES.map(({ tag }) => [tag, url(pathIn(tag, sourcePath ?? ""))]),
          ["x-default", url(sourcePath ?? "")],
        ],
      ])
    }
  })

  it("publishes no other sitemap file", () => {
    expect(fs.readdirSync(publicDir).filter((file) => file.startsWith("sitemap"))).toEqual([
      "sitemap.xml",
    ])
  })

  it("names the sitemap in robots.txt and lets crawlers in", () => {
    const robots = read("robots.txt")
    expect(robots).toContain(`Sitemap: ${site.siteUrl}/sitemap.xml`)
    expect(robots).toMatch(/^User-agent: \*$/m)
    expect(robots).not.toMatch(/^Disallow: \/$/m)
  })
})

type BuiltPage = {
  name: string
  file: string
  url: string
  noindex: boolean
  jsonLdTypes: string[]
}

/** The built file of a route: trailingSlash "never" writes /ko as ko/index.html. */
const builtFile = (route: string) => (route === "/" ? "index.html" : `${route.slice(1)}/index.html`)

const pages: BuiltPage[] = [
  ...LANGUAGES.flatMap((language) => {
    const { home, productRoutes } = routesIn(language)
    return [home, ...productRoutes.map(({ route }) => route)].map((route) => ({
      name: route.name,
      file: builtFile(route.path),
      url: route.path === "/" ? `${site.siteUrl}/` : site.siteUrl + route.path,
      noindex: false,
      jsonLdTypes: route === home ? ["Organization", "WebSite"] : ["SoftwareApplication"],
    }))
  }),
  {
    name: "test",
    file: `${testPage.path}/index.html`,
    url: site.siteUrl + testPage.path,
    noindex: true,
    jsonLdTypes: [],
  },
  ...LANGUAGES.map(({ prefix }) => {
    const file = prefix ? `${prefix}/404.html` : "404.html"
    return { name: file, file, url: `${site.siteUrl}/${file}`, noindex: true, jsonLdTypes: [] }
  }),
]

/** Every JSON-LD block of a page, parsed. */
const jsonLd = (file: string) =>
  [...readBuiltPage(publicDir, file).querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? "") as Record<string, unknown>,
  )

/** Width and height from a PNG's header. */
function pngSize(file: string) {
  const bytes = fs.readFileSync(file)
  expect(bytes.subarray(1, 4).toString()).toBe("PNG")
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

/** The schema.org types a page describes, in its one JSON-LD block or in that block's @graph. */
const jsonLdTypes = (file: string) =>
  jsonLd(file)
    .flatMap((item) => (Array.isArray(item["@graph"]) ? item["@graph"] : [item]))
    .map((item: Record<string, unknown>) => item["@type"])

describe.each(pages)("$name page", ({ file, url, noindex, jsonLdTypes: types }) => {
  const { head } = readBuiltPage(publicDir, file)
  const all = (selector: string) => [...head.querySelectorAll(selector)]
  const meta = (key: string) =>
    all(`meta[property="${key}"], meta[name="${key}"]`).map((tag) => tag.getAttribute("content"))

  it("has one canonical URL and matching Open Graph and Twitter tags", () => {
    expect(all('link[rel="canonical"]').map((link) => link.getAttribute("href"))).toEqual([url])
    expect(meta("og:url")).toEqual([url])
    expect(meta("og:title")).toEqual([head.querySelector("title")?.textContent])
    expect(meta("og:description")).toEqual(meta("description"))
    expect(meta("og:type")).toEqual(["website"])
    expect(meta("og:site_name")).toEqual([site.title])
    expect(meta("twitter:card")).toEqual(["summary_large_image"])
    expect(meta("twitter:image")).toEqual(meta("og:image"))
    expect(meta("og:image:alt")[0]).toBeTruthy()
  })

  it("points og:image at a 1200x630 card that the build wrote", () => {
    const [image] = meta("og:image")
    expect(image).toMatch(new RegExp(`^${site.siteUrl}/og/.+\\.png$`))
    const imageFile = path.join(publicDir, new URL(image ?? "").pathname)
    expect(pngSize(imageFile)).toEqual({ width: 1200, height: 630 })
    expect(meta("og:image:width")).toEqual(["1200"])
    expect(meta("og:image:height")).toEqual(["630"])
  })

  it("has a theme colour for light and for dark, and no other", () => {
    expect(all('meta[name="theme-color"]').map((tag) => tag.getAttribute("media"))).toEqual([
      "(prefers-color-scheme: light)",
      "(prefers-color-scheme: dark)",
    ])
  })

  it("loads Gatsby's scripts only after the first paint", () => {
    const page = readBuiltPage(publicDir, file)
    expect(page.querySelectorAll("script[src][async]")).toHaveLength(0)
    const inline = [...page.querySelectorAll("script:not([src])")].map(
      (script) => script.textContent,
    )
    expect(inline.join("\n")).toMatch(/"first-contentful-paint".*"\/app-[0-9a-f]+\.js"/)
  })

  it(noindex ? "stays out of search engines" : "is open to search engines", () => {
    expect(meta("robots")).toEqual(noindex ? ["noindex, nofollow"] : [])
  })

  it("has valid JSON-LD where the page describes the company or an app", () => {
    expect(jsonLdTypes(file)).toEqual(types)
  })
})

it("gives the home page an Organization with the footer's profiles", () => {
  expect(jsonLd("index.html")[0]?.["@graph"]).toMatchObject([
    {
      "@type": "Organization",
      name: site.title,
      url: site.siteUrl,
      sameAs: site.links.map(({ url }) => url).filter((url) => url.startsWith("https://")),
    },
    { "@type": "WebSite", inLanguage: "en", url: `${site.siteUrl}/` },
  ])
})

describe.each(LANGUAGES)("pages in $name", (language) => {
  const { home, productRoutes } = routesIn(language)
  const routes = [home, ...productRoutes.map(({ route }) => route)]

  it.each(routes)("$path has a social card of its own, in its language", ({ path: route }) => {
    const [image] = [
      ...readBuiltPage(publicDir, builtFile(route)).head.querySelectorAll(
        'meta[property="og:image"]',
      ),
    ].map((tag) => tag.getAttribute("content"))
    expect(new URL(image ?? "").pathname).toBe(socialCardPath(route))
  })

  it("names its language in its JSON-LD", () => {
    const inLanguage = (route: string) =>
      jsonLd(builtFile(route))
        .flatMap((item) => (Array.isArray(item["@graph"]) ? item["@graph"] : [item]))
        .map((item: Record<string, unknown>) => item.inLanguage)
    expect(inLanguage(home.path)).toContain(language.tag)
    for (const { path: route } of routes.slice(1)) expect(inLanguage(route)).toEqual([language.tag])
  })
})

it.each(products)("describes $name as a SoftwareApplication for web browsers", (product) => {
  expect(jsonLd(`${product.productUrl}/index.html`)).toMatchObject([
    {
      "@context": "https://schema.org",
      "@type": "SoftwareApplication",
      name: product.name,
      description: product.description,
      url: product.url,
      applicationCategory: "BrowserApplication",
      operatingSystem: expect.stringMatching(/web browser/),
    },
  ])
})

it("has a web app manifest with the company's mark as icons", () => {
  const manifest = JSON.parse(read("manifest.webmanifest")) as {
    name: string
    theme_color: string
    icons: { src: string; sizes: string }[]
  }
  expect(manifest.name).toBe(site.title)
  expect(manifest.icons.length).toBeGreaterThan(0)
  for (const icon of manifest.icons) {
    const [width] = icon.sizes.split("x").map(Number)
    expect(pngSize(path.join(publicDir, icon.src.split("?")[0] ?? ""))).toEqual({
      width,
      height: width,
    })
  }
})
