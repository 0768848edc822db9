// The develop suite's test: one copy of the project and one `gatsby develop` on it per worker
// (starting develop takes a minute), and per test the files it edits, which its teardown restores,
// waiting until develop serves what it served before the test. So any test runs alone, in any order.
import { spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { stripVTControlCharacters } from "node:util"
import { expect, test as base, type APIResponse, type Page } from "@playwright/test"
import {
  LANGUAGES,
  pageDataPath,
  pathIn,
  spec,
  testPage,
  translatedLanguages,
  type ProductFile,
} from "../../__tests__/fixtures"
import {
  formatProblem,
  productFileNames,
  problemText,
  translationFile,
  type ContentProblem,
} from "../../gatsby/content"
import { copyProject } from "../../scripts/copy-project"

export { expect }

// The files the tests edit, as data/ has them: every edit is found in the file's text, so the tests
// hold whatever the data says.
export const productsDir = "data/products"
const [productFileName] = productFileNames(productsDir)
if (!productFileName) throw new Error(`no product files in ${productsDir}`)
export const productFile = path.join(productsDir, productFileName)
export const original = fs.readFileSync(productFile, "utf8")
export const product = JSON.parse(original) as ProductFile
export const logoFile = path.join(productsDir, path.basename(product.logo))
export const siteFile = "data/site.json"
export const siteText = fs.readFileSync(siteFile, "utf8")
const [language] = translatedLanguages
if (!language) throw new Error("no language but English in data/languages.json")
/** The first other language, and the product's translation into it (data/products/<slug>.<tag>.json). */
export const translated = {
  language,
  file: translationFile(productFile, language.tag),
  text: fs.readFileSync(translationFile(productFile, language.tag), "utf8"),
  path: pathIn(language.tag, product.productUrl),
}

/** Replaces the first `search` in `text`, which must be there. */
export function edit(text: string, search: string, replacement: string): string {
  if (!text.includes(search)) throw new Error(`${search} is not in the file`)
  return text.replace(search, replacement)
}

/** Where `index` is in `text`, counted from 1 as editors do. */
export function position(text: string, index: number): { line: number; column: number } {
  const before = text.slice(0, index).split("\n")
  return { line: before.length, column: (before.at(-1) ?? "").length + 1 }
}

/** Where `search` starts in `text`, which must contain it. */
export function positionOf(text: string, search: string): { line: number; column: number } {
  if (!text.includes(search)) throw new Error(`${search} is not in the file`)
  return position(text, text.indexOf(search))
}

/** Runs of white space as one space: Gatsby's reporter wraps long lines to the terminal's width. */
const oneLine = (text: string) => text.replace(/\s+/g, " ")

/** The pages (and the editor's configuration) whose answers the tests change: the state they restore. */
const watched = [
  ...LANGUAGES.map(({ tag }) => pageDataPath(pathIn(tag, "/"))),
  pageDataPath(product.productUrl),
  pageDataPath(translated.path),
  pageDataPath(testPage.path),
  "/admin/config.json",
]

export type Develop = {
  url: (path: string) => string
  /** Develop's answer at `path`, on a new connection (see below). */
  get: (path: string, options?: { maxRedirects?: number }) => Promise<APIResponse>
  /** What develop prints from now on, on one line. */
  printedFrom: () => () => string
  /** Everything develop printed so far, colours removed. */
  output: () => string
}

/** Writes, deletes and renames the copy's files, and restores each after the test. */
export type Files = {
  /** The copy's file now. */
  read: (file: string) => Buffer
  /**
   * Writes a file as an editor's safe save does: a new file renamed over it. Written in place, a busy
   * machine can let develop read it truncated, and Gatsby then keeps the empty file's hash and misses
   * the next save of the same kind (docs/testing.md).
   */
  save: (file: string, text: string | Buffer) => void
  remove: (file: string) => void
  rename: (from: string, to: string) => void
}

// One server and copy per worker: --repeat-each may run the suite in two at once.
const port = Number(process.env.DEVELOP_PORT ?? 8655) + Number(process.env.TEST_PARALLEL_INDEX ?? 0)
const copy = path.join(os.tmpdir(), `splenworks-develop-${port}`)
const inCopy = (file: string) => path.join(copy, file)

export const test = base.extend<{ files: Files }, { develop: Develop & { baseline: string } }>({
  develop: [
    async ({ playwright }, use) => {
      fs.rmSync(copy, { recursive: true, force: true })
      copyProject(copy)
      const server = spawn(
        "npx",
        ["gatsby", "develop", "--host", "127.0.0.1", "--port", String(port)],
        {
          cwd: copy,
          env: {
            ...process.env,
            GATSBY_TELEMETRY_DISABLED: "1",
            FORCE_COLOR: "0",
            // Images made and queries run when first asked for, as on a maintainer's machine: under
            // CI, all at once.
            GATSBY_ENABLE_LAZY_IMAGES_IN_CI: "1",
            GATSBY_ENABLE_QUERY_ON_DEMAND_IN_CI: "1",
          },
          // Its own process group, so that the whole tree stops with it.
          detached: true,
        },
      )
      let output = ""
      const record = (chunk: Buffer) => {
        output += stripVTControlCharacters(chunk.toString())
      }
      server.stdout?.on("data", record)
      server.stderr?.on("data", record)
      const request = await playwright.request.newContext()
      const url = (path: string) => `http://127.0.0.1:${port}${path}`
      const develop: Develop = {
        url,
        // One connection kept alive is reset when reused if a build blocked develop's event loop past
        // its keep-alive timeout (ECONNRESET on a busy machine).
        get: (path, options) =>
          request.get(url(path), { headers: { connection: "close" }, ...options }),
        printedFrom: () => {
          const start = output.length
          return () => oneLine(output.slice(start))
        },
        output: () => output,
      }
      try {
        await expect
          .poll(() => output, { timeout: 280_000, intervals: [1000] })
          .toContain("You can now view")
        await use({ ...develop, baseline: await served(develop) })
      } finally {
        await request.dispose()
        stop(server.pid)
        fs.rmSync(copy, { recursive: true, force: true })
      }
    },
    { scope: "worker", timeout: 300_000 },
  ],

  files: [
    async ({ develop }, use, testInfo) => {
      /** Each touched file's content before the test; undefined where there was none. */
      const originals = new Map<string, Buffer | undefined>()
      const madeFolders: string[] = []
      const touch = (file: string) => {
        if (!originals.has(file)) {
          originals.set(
            file,
            fs.existsSync(inCopy(file)) ? fs.readFileSync(inCopy(file)) : undefined,
          )
        }
      }
      const save = (file: string, text: string | Buffer) => {
        touch(file)
        const saving = inCopy(".saving")
        fs.writeFileSync(saving, text)
        fs.renameSync(saving, inCopy(file))
      }
      const files: Files = {
        read: (file) => fs.readFileSync(inCopy(file)),
        save,
        remove: (file) => {
          touch(file)
          fs.rmSync(inCopy(file))
        },
        rename: (from, to) => {
          touch(from)
          touch(to)
          const folder = path.dirname(inCopy(to))
          if (!fs.existsSync(folder)) madeFolders.push(folder)
          fs.mkdirSync(folder, { recursive: true })
          fs.renameSync(inCopy(from), inCopy(to))
        },
      }
      await use(files)

      let failed = testInfo.status !== testInfo.expectedStatus
      try {
        for (const [file, text] of originals) {
          const now = fs.existsSync(inCopy(file)) ? fs.readFileSync(inCopy(file)) : undefined
          if (text === undefined) fs.rmSync(inCopy(file), { force: true })
          else if (!now?.equals(text)) save(file, text)
        }
        for (const folder of madeFolders) fs.rmSync(folder, { recursive: true })
        // The content check's last word a success, and every watched page as before the test.
        const state = async () => {
          const printed = oneLine(develop.output())
          const broken =
            printed.lastIndexOf("in the content files (see data/README.md)") >
            printed.lastIndexOf("The content files are valid again.")
          return broken ? "a content problem" : served(develop)
        }
        await expect.poll(state).toBe(develop.baseline)
      } catch (error) {
        failed = true
        throw error
      } finally {
        // What develop printed, for a failure's report.
        if (failed) await testInfo.attach("develop", { body: develop.output() })
      }
    },
    { auto: true },
  ],
})

/** Stops develop's process group, unless it is gone: develop stopped on its own, as a failure reports. */
function stop(pid: number | undefined) {
  try {
    if (pid) process.kill(-pid, "SIGTERM")
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ESRCH") throw error
  }
}

/** What develop serves at the watched addresses now: their status and their results. */
async function served(develop: Develop): Promise<string> {
  const answers = await Promise.all(
    watched.map(async (address) => {
      const answer = await develop.get(address)
      if (!answer.ok()) return `${address}: ${answer.status()}`
      const body = await answer.text()
      const result = address.endsWith("/page-data.json") ? JSON.parse(body).result : body
      return `${address}: ${JSON.stringify(result)}`
    }),
  )
  return answers.join("\n")
}

/**
 * Waits until develop serves `path` with `text` in its page data: after a file was broken and fixed,
 * it answers with its 404 page, then the old data, until it has rebuilt the page.
 */
export async function servedWith(develop: Develop, path: string, text = ""): Promise<void> {
  const current = async () => {
    const data = await develop.get(pageDataPath(path))
    return (await develop.get(path)).ok() && data.ok() && (await data.text()).includes(text)
  }
  await expect.poll(current).toBe(true)
}

/** Opens `path` once develop serves it with `current` in its data; the page's own errors. */
export async function open(
  page: Page,
  develop: Develop,
  path: string,
  current = "",
): Promise<string[]> {
  await servedWith(develop, path, current)
  const pageErrors: string[] = []
  page.on("pageerror", (error) => pageErrors.push(error.message))
  await page.goto(develop.url(path))
  return pageErrors
}

/**
 * Gatsby's error overlay, over the page, names the file, the line and the field, under the terminal's
 * heading (not Gatsby's "Unhandled GraphQL Error").
 */
async function expectOverlay(page: Page, problem: ContentProblem) {
  const overlay = page.getByRole("alertdialog")
  await expect(overlay).toBeVisible()
  await expect(overlay.getByRole("heading", { level: 1 })).toHaveText(
    /^\d+ problems? in the content files \(see data\/README\.md\)$/,
  )
  await expect(overlay).toContainText(problemText(problem))
  await expect(overlay).toContainText(`${problem.file}:${problem.line}:${problem.column}`)
}

/** The terminal and the overlay show `problem`; the page keeps its content, no error screen. */
export async function expectProblem(page: Page, printed: () => string, problem: ContentProblem) {
  await expect.poll(printed).toContain(oneLine(formatProblem(problem)))
  await expectOverlay(page, problem)
  await expect(page.getByText(spec.routeError)).toHaveCount(0)
}

/** The terminal says the content is valid again, and the overlay is gone. */
export async function expectCleared(page: Page, printed: () => string) {
  await expect.poll(printed).toContain("The content files are valid again.")
  await expect(page.getByRole("alertdialog")).toBeHidden()
}

/**
 * Saves `broken` (deletes `file` without it): the terminal and the overlay show `problem`, and the
 * page keeps its last valid content. Then saves `fixed`: both clear.
 */
export async function breakAndFix(
  page: Page,
  develop: Develop,
  files: Files,
  {
    file,
    broken,
    fixed,
    problem,
    whileBroken,
  }: {
    file: string
    broken?: string
    fixed: string | Buffer
    problem: ContentProblem
    /** What else holds while it is broken, once develop has made the pages again. */
    whileBroken?: () => Promise<void>
  },
) {
  const printed = develop.printedFrom()
  if (broken === undefined) files.remove(file)
  else files.save(file, broken)
  await expectProblem(page, printed, problem)
  if (whileBroken) {
    await expect.poll(printed).toContain("write out requires")
    await whileBroken()
  }
  const printedSinceFix = develop.printedFrom()
  files.save(file, fixed)
  await expectCleared(page, printedSinceFix)
}
