/** @jest-environment node */
import { mkdtemp, mkdir, readFile, writeFile } from "fs/promises"
import os from "os"
import path from "path"
import { runInNewContext } from "vm"
import type { BuildArgs, PluginOptions } from "gatsby"
import { onPostBuild } from "../gatsby-node"
import { loadScriptsAfterFirstPaint, startupStages } from "../scripts-after-paint"
import { LOADER_POLICY } from "../trusted-types"

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
    `var all=${JSON.stringify([...stages, ["/app-4.js", "/component---page-5.js"]])}`,
  )
})

it("creates script URLs through a Trusted Types policy that accepts the build's files only", () => {
  const loader = /<script>(.*)<\/script>/.exec(loadScriptsAfterFirstPaint(page, stages))?.[1]
  const policies: Record<string, { createScriptURL: (url: string) => string }> = {}
  runInNewContext(loader ?? "", {
    window: {
      trustedTypes: {
        createPolicy: (name: string, rules: (typeof policies)[string]) => (policies[name] = rules),
      },
    },
    requestAnimationFrame: () => undefined,
  })
  const policy = policies[LOADER_POLICY]
  expect(policy?.createScriptURL("/component---page-5.js")).toBe("/component---page-5.js")
  expect(() => policy?.createScriptURL("/evil.js")).toThrow(
    "/evil.js is not a script of this build",
  )
  expect(() => policy?.createScriptURL("https://evil.example/app-4.js")).toThrow()
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

it("fails on a page without Gatsby's script tags, or without a stage's file", () => {
  expect(() =>
    loadScriptsAfterFirstPaint("<html><body><p>Static</p></body></html>", stages),
  ).toThrow(/no <script src="…" async><\/script> tags/)
  expect(() =>
    loadScriptsAfterFirstPaint(page.replace("/framework-2.js", "/react-9.js"), stages),
  ).toThrow("no script tag for /framework-2.js")
})

describe("the build step", () => {
  const stats = {
    namedChunkGroups: {
      "react-dom-entry": { assets: stages.flat().map((src) => ({ name: src.slice(1) })) },
    },
  }

  /** A public/ folder with two pages, and onPostBuild run on it with a reporter that records a panic. */
  async function build(secondPage: string) {
    const cwd = process.cwd()
    const dir = await mkdtemp(path.join(os.tmpdir(), "fast-startup-"))
    await mkdir(path.join(dir, "public", "about"), { recursive: true })
    await writeFile(path.join(dir, "public", "webpack.stats.json"), JSON.stringify(stats))
    await writeFile(path.join(dir, "public", "index.html"), page)
    await writeFile(path.join(dir, "public", "about", "index.html"), secondPage)
    const panicOnBuild = jest.fn()
    process.chdir(dir)
    try {
      await onPostBuild?.(
        { reporter: { panicOnBuild } } as unknown as BuildArgs,
        { plugins: [] } as PluginOptions,
        () => undefined,
      )
    } finally {
      process.chdir(cwd)
    }
    const read = (file: string) => readFile(path.join(dir, "public", file), "utf8")
    return { panicOnBuild, home: await read("index.html"), about: await read("about/index.html") }
  }

  it("rewrites every page", async () => {
    const { panicOnBuild, home, about } = await build(page)
    expect(panicOnBuild).not.toHaveBeenCalled()
    expect(home).toBe(loadScriptsAfterFirstPaint(page, stages))
    expect(about).toBe(home)
  })

  it("stops the build, naming the page, and rewrites none when Gatsby's tags change format", async () => {
    const changed = page.replaceAll(" async></script>", ' defer="true"></script>')
    const { panicOnBuild, home, about } = await build(changed)
    expect(panicOnBuild).toHaveBeenCalledWith(
      expect.stringMatching(/public\/about\/index\.html: no <script src="…" async><\/script> tags/),
    )
    expect(home).toBe(page)
    expect(about).toBe(changed)
  })
})
