// Under `gatsby develop`, a valid edit shows in the open page, and a content mistake shows at once in
// the terminal and in the browser, and the fix clears both, with no restart: on a copy of the
// project, whose product files the tests edit and break.
import { spawn } from "node:child_process"
import type { ChildProcess } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { stripVTControlCharacters } from "node:util"
import { expect, test } from "@playwright/test"
import type { Page } from "@playwright/test"
import schema from "../../data/product.schema.json"
import { formatProblem, problemText } from "../../plugins/gatsby-plugin-content-check/problem"
import type { ContentProblem } from "../../plugins/gatsby-plugin-content-check/problem"
import { copyProject } from "../../scripts/copy-project"

const port = Number(process.env.DEVELOP_PORT ?? 8655)
const site = path.join(os.tmpdir(), `splenworks-develop-${port}`)
const productFile = "data/products/splensheet.json"
const original = fs.readFileSync(productFile, "utf8")

/** Everything develop printed so far, colours removed. */
let output = ""
let develop: ChildProcess

test.describe.configure({ mode: "serial" })
test.setTimeout(60_000)

test.beforeAll(async () => {
  test.setTimeout(300_000)
  fs.rmSync(site, { recursive: true, force: true })
  copyProject(site)
  develop = spawn("npx", ["gatsby", "develop", "--host", "127.0.0.1", "--port", String(port)], {
    cwd: site,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", FORCE_COLOR: "0" },
    // Its own process group, so that the whole tree stops with it.
    detached: true,
  })
  const record = (chunk: Buffer) => {
    output += stripVTControlCharacters(chunk.toString())
  }
  develop.stdout?.on("data", record)
  develop.stderr?.on("data", record)
  await expect
    .poll(() => output, { timeout: 280_000, intervals: [1000] })
    .toContain("You can now view")
})

test.afterAll(() => {
  if (develop.pid) process.kill(-develop.pid, "SIGTERM")
  fs.rmSync(site, { recursive: true, force: true })
})

/** Writes the copy's product file, as an editor's save would. */
function save(text: string) {
  fs.writeFileSync(path.join(site, productFile), text)
}

/** Runs of white space as one space: Gatsby's reporter wraps long lines to the terminal's width. */
const oneLine = (text: string) => text.replace(/\s+/g, " ")

/** What develop prints from now on. */
function printedFrom(start: number) {
  return () => oneLine(output.slice(start))
}

/** Gatsby's error overlay, over the page, names the file, the line and the field. */
async function expectOverlay(page: Page, problem: ContentProblem) {
  const overlay = page.getByRole("alertdialog")
  await expect(overlay).toBeVisible({ timeout: 20_000 })
  await expect(overlay).toContainText(problemText(problem))
  await expect(overlay).toContainText(`${problem.file}:${problem.line}:${problem.column}`)
}

test("a valid edit shows in the open page, without a reload", async ({ page }) => {
  await page.goto(`http://127.0.0.1:${port}/splensheet`)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Splensheet")
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  const { description } = JSON.parse(original) as { description: string }
  const edited = `${description} Edited under develop.`

  save(original.replace(JSON.stringify(description), JSON.stringify(edited)))
  await expect(page.getByText(edited, { exact: true })).toBeVisible({ timeout: 20_000 })
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true)

  save(original)
  await expect(page.getByText(description, { exact: true })).toBeVisible({ timeout: 20_000 })
})

const iconNames = schema.properties.page.properties.useCases.items.properties.icon.enum
  .map((name) => JSON.stringify(name))
  .join(", ")

const mistakes: {
  mistake: string
  broken: string
  problem: ContentProblem
  goneWithTheData?: string
}[] = [
  {
    mistake: "a value the schema rejects",
    broken: original.replace('"logoSize": "small"', '"logoSize": "medium"'),
    problem: {
      file: productFile,
      line: 8,
      column: 3,
      field: "logoSize",
      message: 'must be "small" or "large", got "medium"',
    },
  },
  {
    mistake: "an icon the site does not have",
    broken: original.replace('"icon": "calculator"', '"icon": "rocket"'),
    problem: {
      file: productFile,
      line: 35,
      column: 9,
      field: "icon of page.useCases item 1",
      message: `must be one of ${iconNames}, got "rocket"`,
    },
    // The page gets the broken data, whose first use case has no icon, and throws nothing.
    goneWithTheData: "svg.lucide-calculator",
  },
  {
    mistake: "broken JSON",
    broken: original.replace('"No login"]', '"No login",]'),
    problem: {
      file: productFile,
      line: 11,
      column: 58,
      field: "",
      message: "not valid JSON, unexpected ']': is there a comma too many before it?",
    },
  },
]

for (const { mistake, broken, problem, goneWithTheData } of mistakes) {
  test(`${mistake}: the terminal and the page say where, and the fix clears both`, async ({
    page,
  }) => {
    // No error of the page's own may cover the content check's overlay, or outlive the fix.
    const pageErrors: string[] = []
    page.on("pageerror", (error) => pageErrors.push(error.message))
    await page.goto(`http://127.0.0.1:${port}/splensheet`)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Splensheet")

    const start = output.length
    save(broken)
    await expect
      .poll(printedFrom(start), { timeout: 20_000 })
      .toContain(
        oneLine(
          `1 problem in the content files (see data/README.md):\n  ${formatProblem(problem)}`,
        ),
      )
    await expectOverlay(page, problem)
    if (goneWithTheData) await expect(page.locator(goneWithTheData)).toHaveCount(0)

    const fixed = output.length
    save(original)
    await expect
      .poll(printedFrom(fixed), { timeout: 20_000 })
      .toContain("The content files are valid again.")
    await expect(page.getByRole("alertdialog")).toBeHidden()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Splensheet")
    expect(pageErrors).toEqual([])
  })
}
