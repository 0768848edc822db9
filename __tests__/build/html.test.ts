// Every built page as a browser, a crawler and a link preview read it: valid UTF-8 with no character
// the HTML standard forbids, and valid HTML to the W3C Nu HTML Checker, in every language.
import { spawnSync } from "child_process"
import fs from "fs"
import path from "path"
import { need } from "../../scripts/tools"
import { EDITOR } from "../../src/reserved-paths"

const publicDir = path.join(__dirname, "..", "..", "public")

/** Every page of the build; _gatsby/ holds Gatsby's fragments of pages, not pages. */
const pages = fs
  .readdirSync(publicDir, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".html") && !file.startsWith("_gatsby"))
  .filter((file) => fs.statSync(path.join(publicDir, file)).isFile())
  .sort()

// The HTML parser's "control-character-in-input-stream", "unexpected-null-character" and
// "noncharacter-in-input-stream" errors: C0 controls but ASCII whitespace, DEL, C1 controls,
// noncharacters. Lone surrogates cannot be in valid UTF-8, which the decoder checks.
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const FORBIDDEN = /[\0-\x08\x0B\x0E-\x1F\x7F-\x9F\p{Noncharacter_Code_Point}]/gu

it("builds pages in every language", () => {
  expect(pages).toEqual(expect.arrayContaining(["index.html", "ko/index.html", "zh/index.html"]))
})

it("writes every page as valid UTF-8 with no character HTML forbids", () => {
  const decoder = new TextDecoder("utf-8", { fatal: true })
  const found = pages.flatMap((page) => {
    const text = decoder.decode(fs.readFileSync(path.join(publicDir, page)))
    return [...text.matchAll(FORBIDDEN)].map(({ 0: char, index }) => {
      const code = char.codePointAt(0)?.toString(16).toUpperCase().padStart(4, "0")
      return `${page}: U+${code} after "${text.slice(Math.max(0, index - 12), index)}"`
    })
  })
  expect(found).toEqual([])
})

it("lets Japanese and Chinese lines break between phrases only (<wbr>), and no page shows the marks", () => {
  const breaks = pages.map((page) => {
    const html = fs.readFileSync(path.join(publicDir, page), "utf8")
    return { page, wbr: /<wbr\/?>/.test(html), marks: html.includes("\u200b") }
  })
  expect(breaks).toEqual(
    pages.map((page) => ({ page, wbr: /^(ja|zh)\//.test(page), marks: false })),
  )
})

it("inlines this build's stylesheet in every page, as webpack wrote it", () => {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as {
    assetsByChunkName: { app: string[] }
  }
  const [stylesheet] = stats.assetsByChunkName.app.filter((asset) => asset.endsWith(".css"))
  const css = fs.readFileSync(path.join(publicDir, stylesheet ?? ""), "utf8")
  // Gatsby 5 keeps a page's HTML when only CSS changed, the old CSS inlined: npm run build starts
  // clean. The editor's page is not Gatsby's.
  const gatsbyPages = pages.filter((page) => !page.startsWith(`${EDITOR.slice(1)}/`))
  const inlined = gatsbyPages.map((page) => {
    const html = fs.readFileSync(path.join(publicDir, page), "utf8")
    const style = /<style data-href="\/([^"]+)" data-identity="gatsby-global-css">(.*?)<\/style>/s
    const [, href, content] = style.exec(html) ?? []
    return { page, href, current: content === css }
  })
  expect(inlined).toEqual(gatsbyPages.map((page) => ({ page, href: stylesheet, current: true })))
})

// Its CSS grammar does not know container queries yet (validator/validator#1811): neither the
// property nor the `cqi` unit, which global.css uses in one custom property, named here.
const UNKNOWN_TO_VNU =
  ".*(Property “container-type” doesn't exist|“--container-width”: Unknown dimension).*"

it("passes the W3C Nu HTML Checker with no error on any page", () => {
  const vnu = require.resolve("vnu-jar/build/dist/vnu.jar")
  const { status, stderr, error } = spawnSync(
    need("java"),
    ["-jar", vnu, "--errors-only", "--format", "gnu", "--filterpattern", UNKNOWN_TO_VNU, ...pages],
    { cwd: publicDir, encoding: "utf8" },
  )
  if (error) throw error
  const errors = stderr.split("\n").filter(Boolean)
  expect(errors.map((line) => line.replace(`file:${publicDir}/`, ""))).toEqual([])
  expect(status).toBe(0)
}, 120_000)
