/** @jest-environment node */
// What an engineer sees when a test command needs a tool their machine does not have.
import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { tools } from "../tools"

let empty: string

beforeEach(() => {
  empty = fs.mkdtempSync(path.join(os.tmpdir(), "ensure-"))
})

afterEach(() => fs.rmSync(empty, { recursive: true, force: true }))

// Each run starts node and loads Playwright: seconds on a busy machine.
jest.setTimeout(30_000)

/** `tsx scripts/ensure.ts …` with an empty PATH (no apt-get) and none of Playwright's browsers. */
function ensure(tools: string[], env: Record<string, string> = {}) {
  const { status, stdout, stderr } = spawnSync(
    process.execPath,
    ["--import", "tsx", "scripts/ensure.ts", ...tools],
    {
      encoding: "utf8",
      env: { HOME: empty, PATH: empty, PLAYWRIGHT_BROWSERS_PATH: empty, ...env },
    },
  )
  return { status, stdout, stderr }
}

test("a missing browser stops the run with one line naming what to install", () => {
  expect(ensure(["webkit"])).toEqual({
    status: 1,
    stdout: "",
    stderr:
      "Missing webkit (install WebKitGTK's WebKitWebDriver and xvfb, or run `npx playwright install webkit`).\n",
  })
})

/** An executable shell script in the empty folder. */
function script(name: string, body: string): string {
  const file = path.join(empty, name)
  fs.writeFileSync(file, `#!/bin/sh\n${body}\n`, { mode: 0o755 })
  return file
}

/** What tools.ts finds for Chromium with this PATH and CHROMIUM_PATH. */
function chromiumFound(env: { PATH: string; CHROMIUM_PATH?: string }) {
  jest.replaceProperty(process, "env", { ...process.env, CHROMIUM_PATH: "", ...env })
  try {
    return tools.chromium.find()
  } finally {
    jest.restoreAllMocks()
  }
}

test("a browser named by its variable is taken before one on PATH", () => {
  const onPath = script("chromium", "exit 0")
  const named = script("my-chromium", "exit 0")
  expect(chromiumFound({ PATH: empty })).toBe(onPath)
  expect(chromiumFound({ PATH: empty, CHROMIUM_PATH: named })).toBe(named)
})

test("Ubuntu's script that starts the Chromium snap is passed over", () => {
  const snap = script("chromium", 'exec /snap/bin/chromium "$@"')
  const chrome = script("google-chrome", "exit 0")
  expect(chromiumFound({ PATH: empty })).toBe(chrome)
  fs.rmSync(chrome)
  expect(chromiumFound({ PATH: empty })).not.toBe(snap)
})

test("a variable naming no executable stops the run with one line saying so", () => {
  const missing = path.join(empty, "chromium")
  expect(ensure(["chromium"], { CHROMIUM_PATH: missing })).toEqual({
    status: 1,
    stdout: "",
    stderr: `CHROMIUM_PATH=${missing} is not an executable file.\n`,
  })
})

test("every Playwright config loads on a machine with none of the tools, as knip loads them", () => {
  const root = path.join(__dirname, "..", "..")
  const configs = fs.readdirSync(root).filter((file) => /^playwright\..*config\.ts$/.test(file))
  expect(configs).toContain("playwright.config.ts")
  const load = configs.map((file) => `await import(${JSON.stringify(path.join(root, file))})`)
  const { status, stderr } = spawnSync(
    process.execPath,
    ["--import", "tsx", "--input-type=module", "-e", load.join(";")],
    {
      encoding: "utf8",
      env: { HOME: empty, PATH: empty, PLAYWRIGHT_BROWSERS_PATH: empty },
    },
  )
  expect({ status, stderr }).toEqual({ status: 0, stderr: "" })
})
