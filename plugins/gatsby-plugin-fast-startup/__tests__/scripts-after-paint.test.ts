/** @jest-environment node */
import { mkdtemp, mkdir, readFile, writeFile } from "fs/promises"
import os from "os"
import path from "path"
import type { BuildArgs, GatsbyNode, PluginOptions } from "gatsby"
import { JSDOM } from "jsdom"
import { onPostBuild } from "../gatsby-node"
import {
  LOADER_SOURCE,
  deferPageScripts,
  minifyLoader,
  startupStages,
} from "../scripts-after-paint"
import { LOADER_POLICY } from "../../../src/trusted-types"

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
const app = ["/app-4.js", "/component---page-5.js"]

/** The loader as the build minifies it. */
let loader = ""
beforeAll(async () => {
  loader = await minifyLoader(await readFile(LOADER_SOURCE, "utf8"))
})
const rewrite = (html: string) => deferPageScripts(html, stages, loader)

it("minifies the loader into a function expression", () => {
  expect(loader).toMatch(/^function\([a-z],[a-z],[a-z]\)\{.*\}$/)
  expect(loader).not.toMatch(/\n|\/\*|\/\/|loadScriptsAfterFirstPaint/)
})

it("stops on a loader that esbuild cannot read or whose output it does not start with", async () => {
  // esbuild's message names the file, line and column (its column counted from 0).
  await expect(minifyLoader("export function loadScriptsAfterFirstPaint( {")).rejects.toThrow(
    `${LOADER_SOURCE}:1:45: ERROR: `,
  )
  await expect(minifyLoader("export const loadScriptsAfterFirstPaint = 1")).rejects.toThrow(
    'esbuild\'s output does not begin with "export function loadScriptsAfterFirstPaint("',
  )
})

it("replaces Gatsby's script tags with one script that calls the loader with the page's files", () => {
  const call = `(${loader})(${JSON.stringify([...stages, app])},"${LOADER_POLICY}",3000)`
  expect(rewrite(page)).toBe(
    page.replace(/(<!-- slice-start[^>]*>).*(<!-- slice-end)/, `$1<script>${call}</script>$2`),
  )
})

it("leaves the rest of the page as it was, byte for byte", () => {
  const around = [
    `<!DOCTYPE html><html lang="en"><head><script>if (a < b && c > "</p>") {}</script>`,
    `<SCRIPT type="application/ld+json">{"a":"<b>"}</SCRIPT></head><body><p class=x>&amp; é`,
    `<script src="/other.js" defer></script></p>`,
  ]
  const html = rewrite([...around, slice, "</body></html>"].join(""))
  expect(html.startsWith(around.join(""))).toBe(true)
  expect(html.endsWith('<!-- slice-end id="_gatsby-scripts-1" --></body></html>')).toBe(true)
})

it("leaves one loader when a build that reuses public/ stitches the slice in again", () => {
  const rewritten = rewrite(page)
  const restitched = rewritten.replace(/<!-- slice-start.*slice-end[^>]*>/, slice)
  const html = rewrite(restitched)
  expect(html.match(/<script>/g)).toHaveLength(1)
  expect(html).toBe(rewritten)
})

it("runs in a page: the first stage is requested through the loader's Trusted Types policy", async () => {
  const policies: string[] = []
  const { window } = new JSDOM(rewrite(page), {
    runScripts: "dangerously",
    pretendToBeVisual: true,
    beforeParse(window) {
      const createPolicy = (name: string, rules: TrustedTypePolicyOptions) => {
        policies.push(name)
        return rules
      }
      Object.assign(window, { trustedTypes: { createPolicy } })
    },
  })
  const requested = () =>
    [...window.document.querySelectorAll("script[src]")].map((script) => script.getAttribute("src"))
  // The loader adds the first stage once the page has painted: wait for that, not for a time.
  // Disconnected before window.close(), whose own mutations would find no document.
  await new Promise<void>((resolve) => {
    const observer = new window.MutationObserver(added)
    function added() {
      if (requested().length === 0) return
      observer.disconnect()
      resolve()
    }
    observer.observe(window.document, { childList: true, subtree: true })
    added()
  })
  expect(policies).toEqual([LOADER_POLICY])
  expect(requested()).toEqual(stages[0])
  window.close()
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

it("fails on a page without Gatsby's script tags or with another loader, or without a stage's file", () => {
  expect(() => rewrite("<html><body><p>Static</p></body></html>")).toThrow(
    /no <script src="…" async><\/script> tags/,
  )
  expect(() => deferPageScripts(rewrite(page), stages, "function(){}")).toThrow(
    "a loader from a build with another loader/loader.ts, which this build did not render again",
  )
  expect(() => rewrite(page.replace("/framework-2.js", "/react-9.js"))).toThrow(
    "no script tag for /framework-2.js",
  )
})

describe("the build step", () => {
  const stats = {
    namedChunkGroups: {
      "react-dom-entry": { assets: stages.flat().map((src) => ({ name: src.slice(1) })) },
    },
  }

  /**
   * A public/ folder with two pages and a folder named like a page, as in page-data/, and `postBuild`
   * (the plugin's onPostBuild) run on it `times` times with a reporter that records a panic.
   */
  async function build(
    secondPage: string,
    {
      postBuild = onPostBuild,
      times = 1,
    }: { postBuild?: GatsbyNode["onPostBuild"]; times?: number } = {},
  ) {
    const cwd = process.cwd()
    const dir = await mkdtemp(path.join(os.tmpdir(), "fast-startup-"))
    await mkdir(path.join(dir, "public", "about"), { recursive: true })
    await mkdir(path.join(dir, "public", "page-data", "404.html"), { recursive: true })
    await writeFile(path.join(dir, "public", "webpack.stats.json"), JSON.stringify(stats))
    await writeFile(path.join(dir, "public", "index.html"), page)
    await writeFile(path.join(dir, "public", "about", "index.html"), secondPage)
    const panicOnBuild = jest.fn()
    process.chdir(dir)
    try {
      for (let run = 0; run < times; run++) {
        await postBuild?.(
          { reporter: { panicOnBuild } } as unknown as BuildArgs,
          { plugins: [] } as PluginOptions,
          () => undefined,
        )
      }
    } finally {
      process.chdir(cwd)
    }
    const read = (file: string) => readFile(path.join(dir, "public", file), "utf8")
    return { panicOnBuild, home: await read("index.html"), about: await read("about/index.html") }
  }

  it("rewrites every page, and leaves a page that has the loader already", async () => {
    const { panicOnBuild, home, about } = await build(page, { times: 2 })
    expect(panicOnBuild).not.toHaveBeenCalled()
    expect(home).toBe(rewrite(page))
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

  it("stops the build, and rewrites no page, when esbuild cannot minify the loader", async () => {
    let postBuild: GatsbyNode["onPostBuild"]
    jest.isolateModules(() => {
      jest.doMock("esbuild", () => ({
        transform: () => Promise.reject(new Error("loader.ts:3:6: ERROR: Unexpected token")),
      }))
      ;({ onPostBuild: postBuild } =
        jest.requireActual<typeof import("../gatsby-node")>("../gatsby-node"))
    })
    const { panicOnBuild, home } = await build(page, { postBuild })
    expect(panicOnBuild).toHaveBeenCalledWith(
      "gatsby-plugin-fast-startup: no page was rewritten " +
        "(see plugins/gatsby-plugin-fast-startup/README.md).\nloader.ts:3:6: ERROR: Unexpected token",
    )
    expect(home).toBe(page)
  })
})
