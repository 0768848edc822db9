/** @jest-environment node */
import { loadScriptsAfterFirstPaint, startupStages } from "../scripts-after-paint"

const tag = (src: string) => `<script src="${src}" async></script>`
const stages = [["/webpack-runtime-1.js", "/framework-2.js"], ["/react-dom-entry-3.js"]]
/** Gatsby's "_gatsby-scripts" slice, as it stitches it into every page. */
const slice = `<!-- slice-start id="_gatsby-scripts-1" -->${[
  "/webpack-runtime-1.js",
  "/framework-2.js",
  "/app-4.js",
  "/component---page-5.js",
]
  .map(tag)
  .join("")}<!-- slice-end id="_gatsby-scripts-1" -->`
const page = `<html><body><div id="___gatsby"></div>${slice}</body></html>`

it("replaces Gatsby's script tags with one loader that waits for the first contentful paint", () => {
  const html = loadScriptsAfterFirstPaint(page, stages)
  expect(html).not.toContain(" async></script>")
  expect(html.match(/<script>/g)).toHaveLength(1)
  expect(html).toMatch(/-->\s*<script>.*"first-contentful-paint".*<\/script><!-- slice-end/)
})

it("leaves one loader when a build that reuses public/ stitches the slice in again", () => {
  const rewritten = loadScriptsAfterFirstPaint(page, stages)
  const restitched = rewritten.replace(/<!-- slice-start.*slice-end[^>]*>/, slice)
  const html = loadScriptsAfterFirstPaint(restitched, stages)
  expect(html.match(/<script>/g)).toHaveLength(1)
  expect(html).toBe(rewritten)
})

it("loads the stages one after another, then the app and the page", () => {
  const html = loadScriptsAfterFirstPaint(page, stages)
  expect(html).toContain(
    `load(${JSON.stringify([...stages, ["/app-4.js", "/component---page-5.js"]])})`,
  )
})

it("runs React DOM's entry after webpack's runtime and React's chunk", () => {
  const stats = {
    namedChunkGroups: {
      "react-dom-entry": {
        assets: [
          { name: "webpack-runtime-1.js" },
          { name: "framework-2.js" },
          { name: "framework-2.js.map" },
          { name: "react-dom-entry-3.js" },
        ],
      },
    },
  }
  expect(startupStages(stats)).toEqual(stages)
})

it("fails when webpack built no entry for React DOM", () => {
  expect(() => startupStages({ namedChunkGroups: {} })).toThrow(/no "react-dom-entry" entry/)
})

it("leaves a page without Gatsby's scripts alone", () => {
  const html = "<html><body><p>Static</p></body></html>"
  expect(loadScriptsAfterFirstPaint(html, stages)).toBe(html)
})
