/** @jest-environment node */
// What an engineer sees when a test command needs a tool their machine does not have.
import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"

let empty: string

beforeAll(() => {
  empty = fs.mkdtempSync(path.join(os.tmpdir(), "ensure-"))
})

afterAll(() => fs.rmSync(empty, { recursive: true, force: true }))

// Each run starts node and loads Playwright: seconds on a busy machine.
jest.setTimeout(30_000)

/** `tsx scripts/ensure.ts …` with nothing on PATH (no apt-get either) and none of Playwright's browsers. */
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

test("a browser named by its variable is taken first", () => {
  expect(ensure(["chromium"], { CHROMIUM_PATH: process.execPath })).toEqual({
    status: 0,
    stdout: "",
    stderr: "",
  })
})

test("a variable naming no executable stops the run with one line saying so", () => {
  const missing = path.join(empty, "chromium")
  expect(ensure(["chromium"], { CHROMIUM_PATH: missing })).toEqual({
    status: 1,
    stdout: "",
    stderr: `CHROMIUM_PATH=${missing} is not an executable file.\n`,
  })
})
