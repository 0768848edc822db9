/** @jest-environment node */
import { mkdirSync, mkdtempSync, writeFileSync } from "fs"
import os from "os"
import path from "path"
import { DomUtils } from "htmlparser2"
import { builtPages, pagePath, parsePage, spliceHtml } from "../built-pages"

it("takes the site's pages of a build, not Gatsby's slices, the editor's page or page-data's folders", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "built-pages-"))
  for (const file of [
    "index.html",
    "404.html",
    "ko/index.html",
    "splensheet/index.html",
    "_gatsby/slices/_gatsby-scripts-1.html",
    "admin/index.html",
    "page-data/404.html/page-data.json",
    "app-0123456789abcdef0123.js",
  ]) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), "")
  }
  expect(builtPages(dir)).toEqual([
    "/404.html",
    "/index.html",
    "/ko/index.html",
    "/splensheet/index.html",
  ])
})

it("answers a page's file at its path, trailingSlash never", () => {
  expect(pagePath("/index.html")).toBe("/")
  expect(pagePath("/test/stripe/index.html")).toBe("/test/stripe")
  expect(pagePath("/404.html")).toBe("/404.html")
  expect(pagePath("/404/index.html")).toBe("/404")
})

it("splices a page at the parser's offsets, the rest left byte for byte", () => {
  const html = `<p>a</p><script src="/x.js"></script> <b>c</b>`
  const [, script] = parsePage(html).children.filter(DomUtils.isTag)
  const [start, end] = [script?.startIndex ?? 0, (script?.endIndex ?? 0) + 1]
  const spliced = spliceHtml(html, [
    { start, end, text: "<i>b</i>" },
    { start: 0, end: 0, text: "<!-- -->" },
  ])
  expect(spliced).toBe(`<!-- --><p>a</p><i>b</i> <b>c</b>`)
})
