/** @jest-environment node */
import { loadScriptsAfterFirstPaint } from "../scripts-after-paint"

const tag = (src: string) => `<script src="${src}" async></script>`
const first = ["/webpack-runtime-1.js", "/framework-2.js", "/react-dom-entry-3.js"]
const page = `<html><body><div id="___gatsby"></div>${tag("/webpack-runtime-1.js")}${tag(
  "/framework-2.js",
)}${tag("/app-4.js")}${tag("/component---page-5.js")}</body></html>`

it("replaces Gatsby's script tags with one loader that waits for the first contentful paint", () => {
  const html = loadScriptsAfterFirstPaint(page, first)
  expect(html).not.toContain(" async></script>")
  expect(html.match(/<script>/g)).toHaveLength(1)
  expect(html).toMatch(/<script>.*"first-contentful-paint".*<\/script><\/body><\/html>$/)
})

it("runs webpack's runtime and React DOM before requesting the app and the page", () => {
  const html = loadScriptsAfterFirstPaint(page, first)
  expect(html).toContain(
    `load(${JSON.stringify(first)},function(){load(["/app-4.js","/component---page-5.js"],`,
  )
})

it("leaves a page without Gatsby's scripts alone", () => {
  const html = "<html><body><p>Static</p></body></html>"
  expect(loadScriptsAfterFirstPaint(html, first)).toBe(html)
})
