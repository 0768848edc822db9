// Under `gatsby develop`, a valid edit shows in the open page, and a content mistake shows at once in
// the terminal and in the browser, and the fix clears both, with no restart: on a copy of the
// project, whose data files (a product file, its logo, site.json, translations, the termbase) the
// tests edit, break and delete.
// Every edit is found in the file's text, so the tests hold whatever the data says.
import { spawn } from "node:child_process"
import type { ChildProcess } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { stripVTControlCharacters } from "node:util"
import { expect, test } from "@playwright/test"
import type { Page } from "@playwright/test"
import type { ProductFile } from "../../__tests__/fixtures"
import {
  pageDataPath,
  pathIn,
  site,
  spec,
  testPage,
  translatedLanguages,
} from "../../__tests__/fixtures"
import schema from "../../data/product.schema.json"
import termbaseSchema from "../../data/termbase.schema.json"
import { formatProblem, productFileNames, problemText, translationFile } from "../../gatsby/content"
import type { ContentProblem } from "../../gatsby/content"
import { PHRASE_BREAK, plain } from "../../src/text"
import type { PageText } from "../../src/text"
import { copyProject } from "../../scripts/copy-project"
import { isSameDocument, keepOutputIfFailed, markDocument } from "../browser"

// One server and copy per worker: --repeat-each may run this file in two at once.
const port = Number(process.env.DEVELOP_PORT ?? 8655) + Number(process.env.TEST_PARALLEL_INDEX ?? 0)
const copy = path.join(os.tmpdir(), `splenworks-develop-${port}`)
const productsDir = "data/products"
const [productFileName] = productFileNames(productsDir)
if (!productFileName) throw new Error(`no product files in ${productsDir}`)
const productFile = path.join(productsDir, productFileName)
const original = fs.readFileSync(productFile, "utf8")
const product = JSON.parse(original) as ProductFile
const logoFile = path.join(productsDir, path.basename(product.logo))
const siteFile = "data/site.json"
const siteText = fs.readFileSync(siteFile, "utf8")
// The last language's site translation comes only once develop runs, as a translator's first file
// for it would: beforeAll leaves it out of the copy.
const lateLanguage = translatedLanguages.at(-1)
if (!lateLanguage) throw new Error("no language but English in data/languages.json")
const lateSiteFile = translationFile(siteFile, lateLanguage.tag)
const lateSiteText = fs.readFileSync(lateSiteFile, "utf8")

/** Everything develop printed so far, colours removed. */
let output = ""
let develop: ChildProcess

test.describe.configure({ mode: "serial" })
test.setTimeout(180_000)

test.beforeAll(async () => {
  test.setTimeout(300_000)
  fs.rmSync(copy, { recursive: true, force: true })
  copyProject(copy)
  fs.rmSync(path.join(copy, lateSiteFile))
  develop = spawn("npx", ["gatsby", "develop", "--host", "127.0.0.1", "--port", String(port)], {
    cwd: copy,
    env: {
      ...process.env,
      GATSBY_TELEMETRY_DISABLED: "1",
      FORCE_COLOR: "0",
      // Images made and queries run when first asked for, as on a maintainer's machine: under CI,
      // all at once.
      GATSBY_ENABLE_LAZY_IMAGES_IN_CI: "1",
      GATSBY_ENABLE_QUERY_ON_DEMAND_IN_CI: "1",
    },
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

// What develop printed, for a failure's report.
test.afterEach(() => keepOutputIfFailed("develop", output))

test.afterAll(() => {
  try {
    if (develop.pid) process.kill(-develop.pid, "SIGTERM")
  } catch (error) {
    // Its whole group gone: develop stopped on its own, which the failed test reports.
    if ((error as NodeJS.ErrnoException).code !== "ESRCH") throw error
  }
  fs.rmSync(copy, { recursive: true, force: true })
})

/**
 * Writes a file of the copy as an editor's safe save does: a new file renamed over it. Written in
 * place, a busy machine can let develop read it truncated, and Gatsby then keeps the empty file's hash
 * and misses the next save of the same kind (docs/testing.md).
 */
function save(file: string, text: string | Buffer) {
  const saving = path.join(copy, ".saving")
  fs.writeFileSync(saving, text)
  fs.renameSync(saving, path.join(copy, file))
}

/** Replaces the first `search` in `text`, which must be there. */
function edit(text: string, search: string, replacement: string): string {
  if (!text.includes(search)) throw new Error(`${search} is not in the file`)
  return text.replace(search, replacement)
}

/** Where `index` is in `text`, counted from 1 as editors do. */
function position(text: string, index: number): { line: number; column: number } {
  const before = text.slice(0, index).split("\n")
  return { line: before.length, column: (before.at(-1) ?? "").length + 1 }
}

/** Where `search` starts in `text`, which must contain it. */
function positionOf(text: string, search: string): { line: number; column: number } {
  if (!text.includes(search)) throw new Error(`${search} is not in the file`)
  return position(text, text.indexOf(search))
}

/** Runs of white space as one space: Gatsby's reporter wraps long lines to the terminal's width. */
const oneLine = (text: string) => text.replace(/\s+/g, " ")

/** What develop prints from now on. */
function printedFrom(start: number) {
  return () => oneLine(output.slice(start))
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

const developUrl = (path: string) => `http://127.0.0.1:${port}${path}`

/**
 * Develop's answer at `path`, on a new connection: one kept alive is reset when reused if a build
 * blocked develop's event loop past its keep-alive timeout (ECONNRESET on a busy machine).
 */
const get = (page: Page, path: string) =>
  page.request.get(developUrl(path), { headers: { connection: "close" } })

/**
 * Waits until develop serves `path` with `text` in its page data: after a file was broken and fixed,
 * it answers with its 404 page, then the old data, until it has rebuilt the page.
 */
async function served(page: Page, path: string, text = ""): Promise<void> {
  const current = async () => {
    const data = await get(page, pageDataPath(path))
    return (await get(page, path)).ok() && data.ok() && (await data.text()).includes(text)
  }
  await expect.poll(current).toBe(true)
}

/** Opens `path` once develop serves it with `current` in its data, and records the page's own errors. */
async function open(page: Page, path: string, current = ""): Promise<string[]> {
  await served(page, path, current)
  const pageErrors: string[] = []
  page.on("pageerror", (error) => pageErrors.push(error.message))
  await page.goto(developUrl(path))
  return pageErrors
}

/**
 * Saves `broken` (deletes `file` without it): the terminal and the overlay show `problem`, and the
 * page, which keeps its last valid content, no error screen. Then saves `fixed`: both clear.
 */
async function breakAndFix(
  page: Page,
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
  const start = output.length
  if (broken === undefined) fs.rmSync(path.join(copy, file))
  else save(file, broken)
  await expect.poll(printedFrom(start)).toContain(oneLine(formatProblem(problem)))
  await expectOverlay(page, problem)
  await expect(page.getByText(spec.routeError)).toHaveCount(0)
  if (whileBroken) {
    await expect.poll(printedFrom(start)).toContain("write out requires")
    await whileBroken()
  }

  const fixedAt = output.length
  save(file, fixed)
  await expect.poll(printedFrom(fixedAt)).toContain("The content files are valid again.")
  await expect(page.getByRole("alertdialog")).toBeHidden()
}

test("the content editor opens at /admin/, where data/README.md sends a maintainer", async ({
  page,
}) => {
  await page.goto(developUrl("/admin/"))
  await expect(page.getByRole("button", { name: "Work with Local Repository" })).toBeVisible()
})

test("a data/admin.json cut short: the editor's configuration answers 500, develop goes on, and the fix brings it back", async ({
  page,
}) => {
  const file = "data/admin.json"
  const text = fs.readFileSync(path.join(copy, file), "utf8")
  const start = output.length
  save(file, text.slice(0, text.indexOf(":") + 1))
  await expect.poll(printedFrom(start)).toMatch(RegExp(`${file}:\\d+:\\d+: not valid JSON`))
  expect((await get(page, "/admin/config.json")).status()).toBe(500)
  await expect.poll(printedFrom(start)).toContain("The content editor at /admin could not be made")
  // No page is made from admin.json, so its mistake holds back no edit of the pages' files.
  await open(page, "/")
  const edited = "Apps for the browser, edited beside a broken admin.json."
  save(siteFile, edit(siteText, JSON.stringify(site.tagline), JSON.stringify(edited)))
  await expect(page.getByText(edited, { exact: true })).toHaveCount(2)
  save(siteFile, siteText)
  await expect(page.getByText(site.tagline, { exact: true })).toHaveCount(2)

  const fixedAt = output.length
  save(file, text)
  await expect.poll(printedFrom(fixedAt)).toContain("The content files are valid again.")
  const { repo, branch } = JSON.parse(text) as { repo: string; branch: string }
  const config = await (await get(page, "/admin/config.json")).json()
  expect(config.backend).toEqual({ name: "github", repo, branch })
})

test("a previous address added under develop leads to the page, in English and another language, and stops once taken back", async ({
  page,
}) => {
  const previous = "/moved-under-develop"
  const productUrl = `"productUrl": ${JSON.stringify(product.productUrl)},`
  const added = `${productUrl}\n  "previousUrls": [${JSON.stringify(previous)}],`
  /** Where develop's server sends `path`, if anywhere. */
  const location = async (path: string) => {
    const headers = { connection: "close" }
    return (await page.request.get(developUrl(path), { maxRedirects: 0, headers })).headers()
      .location
  }
  save(productFile, edit(original, productUrl, added))
  try {
    for (const tag of ["en", translatedLanguages[0]?.tag ?? "en"]) {
      const [from, to] = [pathIn(tag, previous), pathIn(tag, product.productUrl)]
      await expect.poll(() => location(from)).toBe(to)
      await page.goto(developUrl(from))
      await expect(page).toHaveURL(developUrl(to))
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name)
    }
  } finally {
    save(productFile, original)
  }
  // Taken back, the address leads nowhere, in the browser too.
  await expect.poll(() => location(previous)).toBeUndefined()
  await page.goto(developUrl(previous))
  await expect(page).toHaveURL(developUrl(previous))
})

test("a valid edit shows in the open page, without a reload, while other pages' data is asked for", async ({
  page,
}) => {
  await open(page, product.productUrl)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name)
  await markDocument(page)
  const edited = `${product.description} Edited under develop.`

  const start = output.length
  save(productFile, edit(original, JSON.stringify(product.description), JSON.stringify(edited)))
  // As links prefetched as the file is saved: the first save since develop started (this one) was
  // lost when a page's data was asked for while develop gathered it (patches/gatsby+*.patch).
  await expect.poll(printedFrom(start), { intervals: [10] }).toContain("changed file")
  for (const { tag } of translatedLanguages) await get(page, pageDataPath(pathIn(tag, "/")))
  await expect(page.getByText(edited, { exact: true })).toBeVisible()
  expect(await isSameDocument(page)).toBe(true)

  save(productFile, original)
  await expect(page.getByText(product.description, { exact: true })).toBeVisible()
})

test("a valid edit of site.json shows in the open page, without a reload", async ({ page }) => {
  await open(page, "/")
  await expect(page.getByText(site.tagline, { exact: true }).first()).toBeVisible()
  await markDocument(page)
  // Whole new taglines in these tests, as the card's title takes 60 characters, whatever the site's is.
  const edited = "Apps for the browser, edited under develop."

  save(siteFile, edit(siteText, JSON.stringify(site.tagline), JSON.stringify(edited)))
  // The home page's tagline and the footer's.
  await expect(page.getByText(edited, { exact: true })).toHaveCount(2)
  expect(await isSameDocument(page)).toBe(true)

  save(siteFile, siteText)
  await expect(page.getByText(site.tagline, { exact: true })).toHaveCount(2)
})

test("a page file deleted under develop takes its page away, and the next content edit still builds", async ({
  page,
}) => {
  const pageFile = "src/pages/test/stripe.tsx"
  const pageText = fs.readFileSync(pageFile)
  fs.rmSync(path.join(copy, pageFile))
  await expect.poll(async () => (await get(page, pageDataPath(testPage.path))).status()).toBe(404)

  const start = output.length
  const edited = "A tagline edited after a page was deleted."
  save(siteFile, edit(siteText, JSON.stringify(site.tagline), JSON.stringify(edited)))
  await open(page, "/", JSON.stringify(edited))
  await expect.poll(printedFrom(start)).toContain("Writing page-data.json")
  // What making the deleted file's page again prints (Gatsby's own race on a deleted page may
  // print another error, about the dev 404 page's query).
  expect(printedFrom(start)()).not.toMatch(/problem reading the file|Can't resolve/)
  await expect(page.getByRole("alertdialog")).toHaveCount(0)

  // Made again with the content of now, not served from the data it had when deleted.
  save(pageFile, pageText)
  await served(page, testPage.path, JSON.stringify(edited))
  save(siteFile, siteText)
  await served(page, "/", JSON.stringify(site.tagline))
})

test("saves that keep coming while develop makes the pages (a save-all, an autosave): develop goes on, and serves the last", async ({
  page,
}) => {
  // Each save lands as develop starts making the pages for the one before, twice as many times as
  // Gatsby's limit of six, with the page open: its develop made no pages for such a save until the
  // next change, and, made to, stopped after six in a row, taking them for a loop of its own
  // (patches/gatsby+*.patch).
  const saves = Array.from({ length: 12 }, (_, n) => `Apps for the browser, save ${n + 1}.`)
  await open(page, "/")
  for (const tagline of saves) {
    const start = output.length
    save(siteFile, edit(siteText, JSON.stringify(site.tagline), JSON.stringify(tagline)))
    await expect.poll(printedFrom(start), { intervals: [10] }).toContain("building schema")
  }
  // The home page's tagline and the footer's.
  await expect(page.getByText(saves.at(-1) ?? "", { exact: true })).toHaveCount(2)
  save(siteFile, siteText)
  await served(page, "/", JSON.stringify(site.tagline))
})

const iconNames = schema.properties.page.properties.useCases.items.properties.icon.enum
  .map((name) => JSON.stringify(name))
  .join(", ")
const [firstUseCase] = product.page.useCases
if (!firstUseCase) throw new Error(`${productFile} has no use case`)
const logoSize = `"logoSize": ${JSON.stringify(product.logoSize)}`
const icon = `"icon": ${JSON.stringify(firstUseCase.icon)}`
const lastFeature = `${JSON.stringify(product.features.at(-1))}]`
const name = `\n  "name": ${JSON.stringify(product.name)},`
/** A comma too many, after the card's last feature. */
const brokenJson = edit(original, lastFeature, lastFeature.replace(/]$/, ",]"))

const mistakes: {
  mistake: string
  broken: string
  problem: ContentProblem
}[] = [
  {
    mistake: "a value the schema rejects",
    broken: edit(original, logoSize, '"logoSize": "medium"'),
    problem: {
      file: productFile,
      ...positionOf(original, logoSize),
      field: "logoSize",
      message: 'must be "small" or "large", got "medium"',
    },
  },
  {
    mistake: "an icon the site does not have",
    broken: edit(original, icon, '"icon": "rocket"'),
    problem: {
      file: productFile,
      ...positionOf(original, icon),
      field: "icon of page.useCases item 1",
      message: `must be one of ${iconNames}, got "rocket"`,
    },
  },
  {
    mistake: "a field left out (the name, which the footer lists too)",
    broken: edit(original, name, ""),
    // Placed at the group that lacks it: the file's own, at its start.
    problem: { file: productFile, line: 1, column: 1, field: "name", message: "is missing" },
  },
  {
    mistake: "broken JSON",
    broken: brokenJson,
    problem: {
      file: productFile,
      // Where the "]" after the comma is.
      ...position(brokenJson, brokenJson.indexOf(",]") + 1),
      field: "",
      message: "not valid JSON, unexpected ']': is there a comma too many before it?",
    },
  },
]

for (const { mistake, broken, problem } of mistakes) {
  test(`${mistake}: the terminal and the page say where, and the fix clears both`, async ({
    page,
  }) => {
    // No error of the page's own may cover the content check's overlay, or outlive the fix.
    const pageErrors = await open(page, product.productUrl)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name)

    await breakAndFix(page, {
      file: productFile,
      broken,
      fixed: original,
      problem,
      // Once develop has run the queries again on the broken file, as a maintainer's pause allows.
      whileBroken: () => expect(page.locator("#gatsby-focus-wrapper h1")).toHaveText(product.name),
    })
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name)
    expect(pageErrors).toEqual([])
  })
}

test("a deleted product file: its card leaves the open home page, and comes back with the file", async ({
  page,
}) => {
  // The earlier tests broke this product's file and fixed it: the home page's data lists it again.
  const pageErrors = await open(page, "/", JSON.stringify(product.description))
  const card = page.getByRole("article").filter({ hasText: product.description })
  await expect(card).toHaveCount(1)
  await markDocument(page)

  fs.rmSync(path.join(copy, productFile))
  await expect(card).toHaveCount(0)
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  await expect(page.getByRole("alertdialog")).toHaveCount(0)

  save(productFile, original)
  await expect(card).toHaveCount(1)
  expect(await isSameDocument(page)).toBe(true)
  expect(pageErrors).toEqual([])
})

test("every product file moved out: the terminal and the page say so, the home page keeps its apps, and moving them back clears both", async ({
  page,
}) => {
  const folder = path.join(copy, productsDir)
  const aside = path.join(copy, "products-aside")
  const names = productFileNames(folder)
  const pageErrors = await open(page, "/", JSON.stringify(product.description))
  const cards = page.getByRole("article")
  await expect(cards).toHaveCount(names.length)
  const move = (from: string, to: string) => {
    fs.mkdirSync(to, { recursive: true })
    for (const name of names) fs.renameSync(path.join(from, name), path.join(to, name))
  }

  const start = output.length
  // The file moved last is broken first: develop, which may look between two moves, sees a mistake
  // in every state on the way, and keeps the last content.
  const last = names.at(-1) ?? ""
  const lastText = fs.readFileSync(path.join(folder, last), "utf8")
  save(path.join(productsDir, last), "{")
  move(folder, aside)
  fs.writeFileSync(path.join(aside, last), lastText)
  const problem: ContentProblem = {
    file: productsDir,
    line: 1,
    column: 1,
    field: "the folder",
    message: `has no product file: the home page lists the apps from its files, so keep one in it (git restore ${productsDir} brings them back)`,
  }
  await expect.poll(printedFrom(start)).toContain(oneLine(formatProblem(problem)))
  await expectOverlay(page, problem)
  // Develop has made the pages again, from the last content.
  await expect.poll(printedFrom(start)).toContain("write out requires")
  const home = await (await get(page, pageDataPath("/"))).text()
  for (const name of names) {
    const { name: app } = JSON.parse(fs.readFileSync(path.join(aside, name), "utf8")) as ProductFile
    expect(home).toContain(JSON.stringify(app))
  }

  const fixedAt = output.length
  move(aside, folder)
  await expect.poll(printedFrom(fixedAt)).toContain("The content files are valid again.")
  await expect(page.getByRole("alertdialog")).toBeHidden()
  await expect(cards).toHaveCount(names.length)
  expect(pageErrors).toEqual([])
})

test("a deleted logo: the terminal and the page say which file needs it, and restoring it clears both", async ({
  page,
}) => {
  const pageErrors = await open(page, product.productUrl)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name)
  const logo = fs.readFileSync(logoFile)
  const logoLine = `"logo": ${JSON.stringify(product.logo)}`

  await breakAndFix(page, {
    file: logoFile,
    fixed: logo,
    problem: {
      file: productFile,
      ...positionOf(original, logoLine),
      field: "logo",
      message: `must be an image file beside this one, got ${JSON.stringify(product.logo)}, which does not exist`,
    },
  })
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name)
  expect(pageErrors).toEqual([])
})

test("an image of a logo cut short or renamed since its page was made answers 404, and develop goes on", async ({
  page,
}) => {
  await open(page, product.productUrl)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name)
  // The page's PNG images, made when first asked for; the browser asked for the WebP ones.
  const images = async () => {
    const data = await get(page, pageDataPath(product.productUrl))
    // While it makes the page again, develop answers with its 404 page.
    if (!data.ok()) return undefined
    return [...new Set((await data.text()).match(/\/static\/[^"\s,]+\.png/g))]
  }
  const [cutShort, renamed] = (await images()) ?? []
  if (!cutShort || !renamed) throw new Error(`two PNG images expected, got ${await images()}`)
  const logo = fs.readFileSync(path.join(copy, logoFile))

  let start = output.length
  save(logoFile, logo.subarray(0, logo.length / 2))
  await expect.poll(printedFrom(start)).toContain("logo must be an image the build can read")
  expect((await get(page, cutShort)).status()).toBe(404)
  start = output.length
  save(logoFile, logo)
  await expect.poll(printedFrom(start)).toContain("The content files are valid again.")
  expect((await get(page, cutShort)).status()).toBe(200)

  const newName = `renamed-${path.basename(logoFile)}`
  fs.renameSync(path.join(copy, logoFile), path.join(copy, productsDir, newName))
  save(productFile, edit(original, JSON.stringify(product.logo), JSON.stringify(`./${newName}`)))
  const listed = async () => (await images())?.includes(renamed)
  await expect.poll(listed).toBe(false)
  expect((await get(page, renamed)).status()).toBe(404)
  fs.renameSync(path.join(copy, productsDir, newName), path.join(copy, logoFile))
  save(productFile, original)
  await expect.poll(listed).toBe(true)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name)
})

test("a site.json mistake: the terminal and the page say where, and the fix clears both", async ({
  page,
}) => {
  const pageErrors = await open(page, "/test/stripe")
  await expect(page.getByText(site.testPage.message, { exact: true })).toBeVisible()
  // testPage without its message: the problem is where testPage starts.
  const withoutMessage = JSON.parse(siteText) as { testPage: { message?: string } }
  delete withoutMessage.testPage.message
  const broken = `${JSON.stringify(withoutMessage, null, 2)}\n`

  await breakAndFix(page, {
    file: siteFile,
    broken,
    fixed: siteText,
    problem: {
      file: siteFile,
      ...positionOf(broken, '"testPage": {'),
      field: "testPage.message",
      message: "is missing",
    },
  })
  await expect(page.getByText(site.testPage.message, { exact: true })).toBeVisible()
  expect(pageErrors).toEqual([])
})

test("a mistake across fields (an accent the title no longer starts with) keeps the last content, as a schema's does", async ({
  page,
}) => {
  const pageErrors = await open(page, "/test/stripe")
  /** The site's title in the test page's data, as develop serves it now. */
  const titleServed = async () => {
    await served(page, "/test/stripe")
    const data = await get(page, pageDataPath("/test/stripe"))
    type Data = { result: { pageContext: { site: { title: string } } } }
    return ((await data.json()) as Data).result.pageContext.site.title
  }
  // A valid edit first, served before the mistake: develop is done with the tests before this one.
  const legalName = `${site.legalName} (edited)`
  const edited = edit(siteText, JSON.stringify(site.legalName), JSON.stringify(legalName))
  save(siteFile, edited)
  await served(page, "/test/stripe", legalName)
  const renamed = edit(edited, `"title": ${JSON.stringify(site.title)}`, '"title": "Acmeworks"')
  await breakAndFix(page, {
    file: siteFile,
    broken: renamed,
    whileBroken: async () => expect(await titleServed()).toBe(site.title),
    fixed: siteText,
    problem: {
      file: siteFile,
      ...positionOf(renamed, '"titleAccent"'),
      field: "titleAccent",
      message: `must be the start of title, "Acmeworks", got ${JSON.stringify(site.titleAccent)}`,
    },
  })
  expect(pageErrors).toEqual([])
})

// The product's translation into the first other language (data/products/<slug>.<tag>.json).
const [language] = translatedLanguages
if (!language) throw new Error("no language but English in data/languages.json")
const translationPath = translationFile(productFile, language.tag)
const translationText = fs.readFileSync(translationPath, "utf8")
const translation = JSON.parse(translationText) as { fullDescription: string }
const translatedPath = pathIn(language.tag, product.productUrl)
const fullDescription = `"fullDescription": ${JSON.stringify(translation.fullDescription)}`

test("a translation's edit shows in the open page; a text left out shows in English, and is counted", async ({
  page,
}) => {
  const pageErrors = await open(page, translatedPath)
  await expect(page.getByText(translation.fullDescription, { exact: true })).toBeVisible()
  await markDocument(page)

  const edited = `${translation.fullDescription} (develop)`
  save(translationPath, edit(translationText, fullDescription, `"fullDescription": "${edited}"`))
  await expect(page.getByText(edited, { exact: true })).toBeVisible()

  const start = output.length
  save(translationPath, edit(translationText, `${fullDescription},`, ""))
  const english = page.getByText(product.fullDescription, { exact: true })
  await expect(english).toHaveAttribute("lang", "en")
  await expect
    .poll(printedFrom(start))
    .toContain(`${productFile}: not yet in ${language.tag} (1 text)`)

  save(translationPath, translationText)
  await expect(page.getByText(translation.fullDescription, { exact: true })).toBeVisible()
  expect(await isSameDocument(page)).toBe(true)
  expect(pageErrors).toEqual([])
})

test("a translation's mistake: the terminal and the page say where, and the fix clears both", async ({
  page,
}) => {
  const pageErrors = await open(page, translatedPath)
  await expect(page.getByText(translation.fullDescription, { exact: true })).toBeVisible()
  await breakAndFix(page, {
    file: translationPath,
    broken: edit(translationText, fullDescription, '"fullDescription": " "'),
    fixed: translationText,
    problem: {
      file: translationPath,
      ...positionOf(translationText, fullDescription),
      field: "fullDescription",
      message: 'must not be empty, got " "',
    },
  })
  await expect(page.getByText(translation.fullDescription, { exact: true })).toBeVisible()
  expect(pageErrors).toEqual([])
})

test("a site translation written while develop runs shows in the open page, without a restart", async ({
  page,
}) => {
  const { homeTitle } = JSON.parse(lateSiteText) as { homeTitle: string }
  const pageErrors = await open(page, pathIn(lateLanguage.tag, "/"))
  await expect(page).toHaveTitle(site.homeTitle)
  await markDocument(page)

  save(lateSiteFile, lateSiteText)
  await expect(page).toHaveTitle(homeTitle)
  expect(await isSameDocument(page)).toBe(true)
  expect(pageErrors).toEqual([])
})

const termbaseFile = "data/termbase.json"
const phraseBreaks = (text: PageText) =>
  (typeof text === "string" ? text : text.text).split(PHRASE_BREAK).length - 1
const termbaseText = fs.readFileSync(termbaseFile, "utf8")

test("a termbase edit moves the open page's phrase breaks without a restart; its mistake keeps them", async ({
  page,
}) => {
  /** The home page's tagline in `tag`, as develop serves it now. */
  const taglineIn = async (tag: string) => {
    await served(page, pathIn(tag, "/"))
    const data = await get(page, pageDataPath(pathIn(tag, "/")))
    type Data = { result: { pageContext: { texts: { tagline: PageText } } } }
    return ((await data.json()) as Data).result.pageContext.texts.tagline
  }
  // The first language whose tagline has a phrase break (BudouX's languages).
  let found: { tag: string; tagline: string } | undefined
  for (const { tag } of translatedLanguages) {
    const tagline = await taglineIn(tag)
    if (typeof tagline === "string" && tagline.includes(PHRASE_BREAK)) {
      found = { tag, tagline }
      break
    }
  }
  if (!found) throw new Error("no translated tagline has a phrase break")
  const { tag, tagline } = found
  const [left = "", right = ""] = tagline.split(PHRASE_BREAK)
  const breaks = phraseBreaks(tagline)
  const pageErrors = await open(page, pathIn(tag, "/"))
  const shown = page.getByText(plain(tagline), { exact: true }).first()
  const wbrs = () => shown.evaluate((element) => element.querySelectorAll("wbr").length)
  await expect.poll(wbrs).toBe(breaks)
  const withTerm = (renderings: string[]) =>
    edit(
      termbaseText,
      '"terms": [',
      `"terms": [{ "en": "phrase-break test term", "${tag}": ${JSON.stringify(renderings)} },`,
    )

  // A term across the first break keeps its two phrases together.
  save(termbaseFile, withTerm([plain(left + right)]))
  await expect.poll(wbrs).toBe(breaks - 1)

  // Without renderings, the term would break the phrases again: the pages keep the last content.
  const broken = withTerm([])
  const { errorMessage } = termbaseSchema.properties.terms.items.additionalProperties
  await breakAndFix(page, {
    file: termbaseFile,
    broken,
    whileBroken: async () => expect(phraseBreaks(await taglineIn(tag))).toBe(breaks - 1),
    fixed: termbaseText,
    problem: {
      file: termbaseFile,
      ...positionOf(broken, `"${tag}": []`),
      field: `${tag} of terms item 1`,
      message: `${errorMessage}, got 0`,
    },
  })
  await expect.poll(wbrs).toBe(breaks)
  expect(pageErrors).toEqual([])
})

test("a change of languages.json: the terminal says to restart develop, which makes each language's pages", async () => {
  const languagesFile = "data/languages.json"
  const start = output.length
  save(languagesFile, fs.readFileSync(languagesFile))
  await expect
    .poll(printedFrom(start))
    .toContain(
      "data/languages.json changed: restart `npm run develop` to apply it (it makes each language's pages as it starts).",
    )
})
