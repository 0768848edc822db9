/** @jest-environment node */
// What an engineer sees when a test command needs a browser their machine does not have.
import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"

let empty: string

beforeAll(() => {
  empty = fs.mkdtempSync(path.join(os.tmpdir(), "ensure-"))
})

afterAll(() => fs.rmSync(empty, { recursive: true, force: true }))

/** `tsx scripts/ensure.ts …` with no browser on PATH, none of Playwright's and no apt-get. */
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
  expect(ensure(["chromium", "firefox"])).toEqual({
    status: 1,
    stdout: "",
    stderr:
      "Missing chromium (install Chromium or Chrome, set CHROMIUM_PATH, or run `npx playwright install chromium`); " +
      "firefox (install Firefox, set FIREFOX_PATH, or run `npx playwright install firefox`).\n",
  })
})

test("a browser named by its variable is taken first", () => {
  expect(ensure(["chromium"], { CHROMIUM_PATH: process.execPath })).toEqual({
    status: 0,
    stdout: "",
    stderr: "",
  })
})
