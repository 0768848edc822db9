// Under `gatsby develop`, a valid edit shows in the open page, and a content mistake shows at once in
// the terminal and in the browser, and the fix clears both, with no restart: on a copy of the
// project, whose data files (a product file, its logo, site.json, translations, the termbase) the
// tests edit, break and delete. Each test restores what it touched (./develop.ts).
import fs from "node:fs"
import path from "node:path"
import {
  pageDataPath,
  pathIn,
  site,
  testPage,
  translatedLanguages,
  type ProductFile,
} from "../../__tests__/fixtures"
import schema from "../../data/product.schema.json"
import termbaseSchema from "../../data/termbase.schema.json"
import { productFileNames, translationFile, type ContentProblem } from "../../gatsby/content"
import { PHRASE_BREAK, plain, type PageText } from "../../src/text"
import { isSameDocument, markDocument } from "../browser"
import {
  breakAndFix,
  edit,
  expect,
  expectCleared,
  expectProblem,
  logoFile,
  open,
  original,
  position,
  positionOf,
  product,
  productFile,
  productsDir,
  servedWith,
  siteFile,
  siteText,
  test,
  translated,
} from "./develop"

test.setTimeout(180_000)

test("the content editor opens at /admin/, where data/README.md sends a maintainer", async ({
  page,
  develop,
}) => {
  await page.goto(develop.url("/admin/"))
  await expect(page.getByRole("button", { name: "Work with Local Repository" })).toBeVisible()
})

test("a data/admin.json cut short: the editor's configuration answers 500, develop goes on, and the fix brings it back", async ({
  page,
  develop,
  files,
}) => {
  const file = "data/admin.json"
  const text = files.read(file).toString()
  const printed = develop.printedFrom()
  files.save(file, text.slice(0, text.indexOf(":") + 1))
  await expect.poll(printed).toMatch(RegExp(`${file}:\\d+:\\d+: not valid JSON`))
  expect((await develop.get("/admin/config.json")).status()).toBe(500)
  await expect.poll(printed).toContain("The content editor at /admin could not be made")
  // No page is made from admin.json, so its mistake holds back no edit of the pages' files.
  await open(page, develop, "/")
  const edited = "Apps for the browser, edited beside a broken admin.json."
  files.save(siteFile, edit(siteText, JSON.stringify(site.tagline), JSON.stringify(edited)))
  await expect(page.getByText(edited, { exact: true })).toHaveCount(2)
  files.save(siteFile, siteText)
  await expect(page.getByText(site.tagline, { exact: true })).toHaveCount(2)

  const printedSinceFix = develop.printedFrom()
  files.save(file, text)
  await expect.poll(printedSinceFix).toContain("The content files are valid again.")
  const { repo, branch } = JSON.parse(text) as { repo: string; branch: string }
  const config = await (await develop.get("/admin/config.json")).json()
  expect(config.backend).toEqual({ name: "github", repo, branch })
})

test("a previous address added under develop leads to the page, in English and another language, and stops once taken back", async ({
  page,
  develop,
  files,
}) => {
  const previous = "/moved-under-develop"
  const productUrl = `"productUrl": ${JSON.stringify(product.productUrl)},`
  const added = `${productUrl}\n  "previousUrls": [${JSON.stringify(previous)}],`
  /** Where develop's server sends `path`, if anywhere. */
  const location = async (path: string) =>
    (await develop.get(path, { maxRedirects: 0 })).headers().location
  files.save(productFile, edit(original, productUrl, added))
  for (const tag of ["en", translated.language.tag]) {
    const [from, to] = [pathIn(tag, previous), pathIn(tag, product.productUrl)]
    await expect.poll(() => location(from)).toBe(to)
    await page.goto(develop.url(from))
    await expect(page).toHaveURL(develop.url(to))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name)
  }
  // Taken back, the address leads nowhere, in the browser too.
  files.save(productFile, original)
  await expect.poll(() => location(previous)).toBeUndefined()
  await page.goto(develop.url(previous))
  await expect(page).toHaveURL(develop.url(previous))
})

test("a valid edit shows in the open page, without a reload, while other pages' data is asked for", async ({
  page,
  develop,
  files,
}) => {
  await open(page, develop, product.productUrl)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name)
  await markDocument(page)
  const edited = `${product.description} Edited under develop.`

  const printed = develop.printedFrom()
  files.save(
    productFile,
    edit(original, JSON.stringify(product.description), JSON.stringify(edited)),
  )
  // As links prefetched as the file is saved: a save (the first since develop started) was lost when
  // a page's data was asked for while develop gathered it (patches/gatsby+*.patch).
  await expect.poll(printed, { intervals: [10] }).toContain("changed file")
  for (const { tag } of translatedLanguages) await develop.get(pageDataPath(pathIn(tag, "/")))
  await expect(page.getByText(edited, { exact: true })).toBeVisible()
  expect(await isSameDocument(page)).toBe(true)

  files.save(productFile, original)
  await expect(page.getByText(product.description, { exact: true })).toBeVisible()
})

test("a valid edit of site.json shows in the open page, without a reload", async ({
  page,
  develop,
  files,
}) => {
  await open(page, develop, "/")
  await expect(page.getByText(site.tagline, { exact: true }).first()).toBeVisible()
  await markDocument(page)
  // Whole new taglines in these tests, as the card's title takes 60 characters, whatever the site's is.
  const edited = "Apps for the browser, edited under develop."

  files.save(siteFile, edit(siteText, JSON.stringify(site.tagline), JSON.stringify(edited)))
  // The home page's tagline and the footer's.
  await expect(page.getByText(edited, { exact: true })).toHaveCount(2)
  expect(await isSameDocument(page)).toBe(true)

  files.save(siteFile, siteText)
  await expect(page.getByText(site.tagline, { exact: true })).toHaveCount(2)
})

test("a page file deleted under develop takes its page away, and the next content edit still builds", async ({
  page,
  develop,
  files,
}) => {
  const pageFile = "src/pages/test/stripe.tsx"
  const pageText = files.read(pageFile)
  files.remove(pageFile)
  await expect.poll(async () => (await develop.get(pageDataPath(testPage.path))).status()).toBe(404)

  const printed = develop.printedFrom()
  const edited = "A tagline edited after a page was deleted."
  files.save(siteFile, edit(siteText, JSON.stringify(site.tagline), JSON.stringify(edited)))
  await open(page, develop, "/", JSON.stringify(edited))
  await expect.poll(printed).toContain("Writing page-data.json")
  // What making the deleted file's page again prints (Gatsby's own race on a deleted page may
  // print another error, about the dev 404 page's query).
  expect(printed()).not.toMatch(/problem reading the file|Can't resolve/)
  await expect(page.getByRole("alertdialog")).toHaveCount(0)

  // Made again with the content of now, not served from the data it had when deleted.
  files.save(pageFile, pageText)
  await servedWith(develop, testPage.path, JSON.stringify(edited))
})

test("saves that keep coming while develop makes the pages (a save-all, an autosave): develop goes on, and serves the last", async ({
  page,
  develop,
  files,
}) => {
  // Each save lands as develop starts making the pages for the one before, twice as many times as
  // Gatsby's limit of six, with the page open: its develop made no pages for such a save until the
  // next change, and, made to, stopped after six in a row, taking them for a loop of its own
  // (patches/gatsby+*.patch).
  const saves = Array.from({ length: 12 }, (_, n) => `Apps for the browser, save ${n + 1}.`)
  await open(page, develop, "/")
  for (const tagline of saves) {
    const printed = develop.printedFrom()
    files.save(siteFile, edit(siteText, JSON.stringify(site.tagline), JSON.stringify(tagline)))
    await expect.poll(printed, { intervals: [10] }).toContain("building schema")
  }
  // The home page's tagline and the footer's.
  await expect(page.getByText(saves.at(-1) ?? "", { exact: true })).toHaveCount(2)
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

const mistakes: { mistake: string; broken: string; problem: ContentProblem }[] = [
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
    develop,
    files,
  }) => {
    // No error of the page's own may cover the content check's overlay, or outlive the fix.
    const pageErrors = await open(page, develop, product.productUrl)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name)

    await breakAndFix(page, develop, files, {
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
  develop,
  files,
}) => {
  const pageErrors = await open(page, develop, "/", JSON.stringify(product.description))
  const card = page.getByRole("article").filter({ hasText: product.description })
  await expect(card).toHaveCount(1)
  await markDocument(page)

  files.remove(productFile)
  await expect(card).toHaveCount(0)
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  await expect(page.getByRole("alertdialog")).toHaveCount(0)

  files.save(productFile, original)
  await expect(card).toHaveCount(1)
  expect(await isSameDocument(page)).toBe(true)
  expect(pageErrors).toEqual([])
})

test("every product file moved out: the terminal and the page say so, the home page keeps its apps, and moving them back clears both", async ({
  page,
  develop,
  files,
}) => {
  const aside = "products-aside"
  const names = productFileNames(productsDir)
  const pageErrors = await open(page, develop, "/", JSON.stringify(product.description))
  const cards = page.getByRole("article")
  await expect(cards).toHaveCount(names.length)
  const move = (from: string, to: string) => {
    for (const name of names) files.rename(path.join(from, name), path.join(to, name))
  }

  const printed = develop.printedFrom()
  // The file moved last is broken first: develop, which may look between two moves, sees a mistake
  // in every state on the way, and keeps the last content.
  const last = names.at(-1) ?? ""
  const lastText = files.read(path.join(productsDir, last))
  files.save(path.join(productsDir, last), "{")
  move(productsDir, aside)
  files.save(path.join(aside, last), lastText)
  const problem: ContentProblem = {
    file: productsDir,
    line: 1,
    column: 1,
    field: "the folder",
    message: `has no product file: the home page lists the apps from its files, so keep one in it (git restore ${productsDir} brings them back)`,
  }
  await expectProblem(page, printed, problem)
  // Develop has made the pages again, from the last content.
  await expect.poll(printed).toContain("write out requires")
  const home = await (await develop.get(pageDataPath("/"))).text()
  for (const name of names) {
    const { name: app } = JSON.parse(files.read(path.join(aside, name)).toString()) as ProductFile
    expect(home).toContain(JSON.stringify(app))
  }

  const printedSinceFix = develop.printedFrom()
  move(aside, productsDir)
  await expectCleared(page, printedSinceFix)
  await expect(cards).toHaveCount(names.length)
  expect(pageErrors).toEqual([])
})

test("a deleted logo: the terminal and the page say which file needs it, and restoring it clears both", async ({
  page,
  develop,
  files,
}) => {
  const pageErrors = await open(page, develop, product.productUrl)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name)
  const logoLine = `"logo": ${JSON.stringify(product.logo)}`

  await breakAndFix(page, develop, files, {
    file: logoFile,
    fixed: files.read(logoFile),
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
  develop,
  files,
}) => {
  await open(page, develop, product.productUrl)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name)
  // The page's PNG images, made when first asked for; the browser asked for the WebP ones.
  const images = async () => {
    const data = await develop.get(pageDataPath(product.productUrl))
    // While it makes the page again, develop answers with its 404 page.
    if (!data.ok()) return undefined
    return [...new Set((await data.text()).match(/\/static\/[^"\s,]+\.png/g))]
  }
  const [cutShort, renamed] = (await images()) ?? []
  if (!cutShort || !renamed) throw new Error(`two PNG images expected, got ${await images()}`)
  const logo = files.read(logoFile)

  let printed = develop.printedFrom()
  files.save(logoFile, logo.subarray(0, logo.length / 2))
  await expect.poll(printed).toContain("logo must be an image the build can read")
  expect((await develop.get(cutShort)).status()).toBe(404)
  printed = develop.printedFrom()
  files.save(logoFile, logo)
  await expect.poll(printed).toContain("The content files are valid again.")
  expect((await develop.get(cutShort)).status()).toBe(200)

  const newName = path.join(productsDir, `renamed-${path.basename(logoFile)}`)
  files.rename(logoFile, newName)
  files.save(
    productFile,
    edit(original, JSON.stringify(product.logo), JSON.stringify(`./${path.basename(newName)}`)),
  )
  const listed = async () => (await images())?.includes(renamed)
  await expect.poll(listed).toBe(false)
  expect((await develop.get(renamed)).status()).toBe(404)
  files.rename(newName, logoFile)
  files.save(productFile, original)
  await expect.poll(listed).toBe(true)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name)
})

test("a site.json mistake: the terminal and the page say where, and the fix clears both", async ({
  page,
  develop,
  files,
}) => {
  const pageErrors = await open(page, develop, testPage.path)
  await expect(page.getByText(site.testPage.message, { exact: true })).toBeVisible()
  // testPage without its message: the problem is where testPage starts.
  const withoutMessage = JSON.parse(siteText) as { testPage: { message?: string } }
  delete withoutMessage.testPage.message
  const broken = `${JSON.stringify(withoutMessage, null, 2)}\n`

  await breakAndFix(page, develop, files, {
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
  develop,
  files,
}) => {
  const pageErrors = await open(page, develop, testPage.path)
  /** The site's title in the test page's data, as develop serves it now. */
  const titleServed = async () => {
    await servedWith(develop, testPage.path)
    const data = await develop.get(pageDataPath(testPage.path))
    type Data = { result: { pageContext: { site: { title: string } } } }
    return ((await data.json()) as Data).result.pageContext.site.title
  }
  // A valid edit first, served before the mistake: the last content the mistake keeps is the edit's.
  const legalName = `${site.legalName} (edited)`
  const edited = edit(siteText, JSON.stringify(site.legalName), JSON.stringify(legalName))
  files.save(siteFile, edited)
  await servedWith(develop, testPage.path, legalName)
  const renamed = edit(edited, `"title": ${JSON.stringify(site.title)}`, '"title": "Acmeworks"')
  await breakAndFix(page, develop, files, {
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

const translation = JSON.parse(translated.text) as { fullDescription: string }
const fullDescription = `"fullDescription": ${JSON.stringify(translation.fullDescription)}`

test("a translation's edit shows in the open page; a text left out shows in English, and is counted", async ({
  page,
  develop,
  files,
}) => {
  const pageErrors = await open(page, develop, translated.path)
  await expect(page.getByText(translation.fullDescription, { exact: true })).toBeVisible()
  await markDocument(page)

  const edited = `${translation.fullDescription} (develop)`
  files.save(
    translated.file,
    edit(translated.text, fullDescription, `"fullDescription": "${edited}"`),
  )
  await expect(page.getByText(edited, { exact: true })).toBeVisible()

  const printed = develop.printedFrom()
  files.save(translated.file, edit(translated.text, `${fullDescription},`, ""))
  const english = page.getByText(product.fullDescription, { exact: true })
  await expect(english).toHaveAttribute("lang", "en")
  await expect
    .poll(printed)
    .toContain(`${productFile}: not yet in ${translated.language.tag} (1 text)`)

  files.save(translated.file, translated.text)
  await expect(page.getByText(translation.fullDescription, { exact: true })).toBeVisible()
  expect(await isSameDocument(page)).toBe(true)
  expect(pageErrors).toEqual([])
})

test("a translation's mistake: the terminal and the page say where, and the fix clears both", async ({
  page,
  develop,
  files,
}) => {
  const pageErrors = await open(page, develop, translated.path)
  await expect(page.getByText(translation.fullDescription, { exact: true })).toBeVisible()
  await breakAndFix(page, develop, files, {
    file: translated.file,
    broken: edit(translated.text, fullDescription, '"fullDescription": " "'),
    fixed: translated.text,
    problem: {
      file: translated.file,
      ...positionOf(translated.text, fullDescription),
      field: "fullDescription",
      message: 'must not be empty, got " "',
    },
  })
  await expect(page.getByText(translation.fullDescription, { exact: true })).toBeVisible()
  expect(pageErrors).toEqual([])
})

test("a site translation written while develop runs shows in the open page, without a restart", async ({
  page,
  develop,
  files,
}) => {
  // The last language without its site translation, as before a translator's first file for it.
  const language = translatedLanguages.at(-1)
  if (!language) throw new Error("no language but English in data/languages.json")
  const file = translationFile(siteFile, language.tag)
  const text = files.read(file)
  const { homeTitle } = JSON.parse(text.toString()) as { homeTitle: string }
  const home = pathIn(language.tag, "/")
  files.remove(file)
  /** The home page's title as develop serves its data now (its 404 page while it makes it). */
  const titleServed = async () => {
    const data = await develop.get(pageDataPath(home))
    type Data = { result: { pageContext: { texts: { homeTitle: Text } } } }
    return data.ok() ? ((await data.json()) as Data).result.pageContext.texts.homeTitle : undefined
  }
  // In English, marked as such.
  await expect.poll(titleServed).toEqual({ lang: "en", text: site.homeTitle })
  const pageErrors = await open(page, develop, home)
  await expect(page).toHaveTitle(site.homeTitle)
  await markDocument(page)

  files.save(file, text)
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
  develop,
  files,
}) => {
  /** The home page's tagline in `tag`, as develop serves it now. */
  const taglineIn = async (tag: string) => {
    await servedWith(develop, pathIn(tag, "/"))
    const data = await develop.get(pageDataPath(pathIn(tag, "/")))
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
  const pageErrors = await open(page, develop, pathIn(tag, "/"))
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
  files.save(termbaseFile, withTerm([plain(left + right)]))
  await expect.poll(wbrs).toBe(breaks - 1)

  // Without renderings, the term would break the phrases again: the pages keep the last content.
  const broken = withTerm([])
  const { errorMessage } = termbaseSchema.properties.terms.items.additionalProperties
  await breakAndFix(page, develop, files, {
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

test("a change of languages.json: the terminal says to restart develop, which makes each language's pages", async ({
  develop,
  files,
}) => {
  const languagesFile = "data/languages.json"
  const printed = develop.printedFrom()
  files.save(languagesFile, files.read(languagesFile))
  await expect
    .poll(printed)
    .toContain(
      "data/languages.json changed: restart `npm run develop` to apply it (it makes each language's pages as it starts).",
    )
})
