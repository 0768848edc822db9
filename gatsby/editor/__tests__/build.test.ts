/** @jest-environment node */
import { createHash } from "crypto"
import { existsSync, mkdtempSync, readFileSync, rmSync } from "fs"
import os from "os"
import path from "path"
import { siteHeaders } from "../../hosting/headers"
import { policyFindings } from "../../hosting/csp"
import { writeEditor } from "../build"

const root = mkdtempSync(path.join(os.tmpdir(), "editor-"))
const dir = path.join(root, "admin")
const read = (file: string) => readFileSync(path.join(dir, file), "utf8")

beforeAll(() => writeEditor(dir, { app_title: "Fixtureworks content editor" }), 60_000)
afterAll(() => rmSync(root, { recursive: true, force: true }))

it("writes a page that runs start.js by its hash, under a policy the CSP Evaluator finds strong", () => {
  const hash = createHash("sha256").update(read("start.js")).digest("base64")
  expect(read("index.html")).toContain(`src="/admin/start.js" integrity="sha256-${hash}"`)
  expect(read("index.html")).toContain("<title>Fixtureworks content editor</title>")
  const policy = siteHeaders(root).editorHeaders?.["Content-Security-Policy"]
  expect(policy).toContain(`'sha256-${hash}'`)
  expect(policyFindings([policy ?? ""])).toEqual([])
})

it("has Sveltia's stylesheet load its fonts from beside the script, not from a CDN", () => {
  const script = read("editor.js")
  expect(script).not.toContain("cdn.jsdelivr.net")
  const fonts = [...script.matchAll(/\/admin\/assets\/([\w-]+\.woff2)/g)].map(([, font]) => font)
  expect(fonts.length).toBeGreaterThanOrEqual(3)
  for (const font of fonts) expect(existsSync(path.join(dir, "assets", font ?? ""))).toBe(true)
})

it("writes the configuration beside the page", () => {
  expect(JSON.parse(read("config.json"))).toEqual({ app_title: "Fixtureworks content editor" })
})
