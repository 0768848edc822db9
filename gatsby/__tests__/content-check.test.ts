/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import { checkContent, checkContentFiles } from "../content-check"
import { formatProblem } from "../../plugins/gatsby-plugin-content-check/problem"

// One valid site file and one valid product; each row below writes a copy with one edit, so a new rule
// is one row. Copies are written as JSON.stringify(data, null, 2) writes the fixtures, so a line number
// in a row is the fixture's own, give or take the lines its edit adds or removes.
const fixtures = path.join(__dirname, "fixtures")
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-check-"))

/** A value for the field at a JSON pointer (undefined removes it), or a text edit for broken JSON. */
type Edit = [pointer: string, value: unknown] | { replace: string; by: string }
type Fixture = "site.json" | "product.json"

beforeAll(() => {
  for (const image of ["logo.png", "not-an-image.png"]) {
    fs.copyFileSync(path.join(fixtures, image), path.join(dir, image))
  }
})

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

/** Writes the fixture with these edits into the test folder, as `name`; returns its path. */
function write(fixture: Fixture, edits: Edit[] = [], name: string = fixture): string {
  const data = JSON.parse(fs.readFileSync(path.join(fixtures, fixture), "utf8"))
  for (const edit of edits) if (Array.isArray(edit)) setAt(data, ...edit)
  let text = `${JSON.stringify(data, null, 2)}\n`
  for (const edit of edits) {
    if (Array.isArray(edit)) continue
    if (!text.includes(edit.replace)) throw new Error(`${fixture} has no ${edit.replace}`)
    text = text.replace(edit.replace, edit.by)
  }
  const file = path.join(dir, name)
  fs.writeFileSync(file, text)
  return file
}

function setAt(data: Record<string, unknown>, pointer: string, value: unknown): void {
  const keys = pointer.split("/").slice(1)
  const last = keys.pop() as string
  const parent = keys.reduce((group, key) => group[key] as Record<string, unknown>, data)
  if (value === undefined) Reflect.deleteProperty(parent, last)
  else parent[last] = value
}

/** The problems in these files as the terminal shows them, each file named without its folder. */
async function check(site: string, ...products: string[]): Promise<string[]> {
  const problems = await checkContentFiles(site, products)
  return problems.map((problem) => formatProblem({ ...problem, file: path.basename(problem.file) }))
}

it("accepts the real content files", async () => {
  expect(await checkContent()).toEqual([])
})

it("accepts the fixtures", async () => {
  expect(await check(write("site.json"), write("product.json"))).toEqual([])
})

it("gives each problem as an object: file, line, column, field and message", async () => {
  const product = write("product.json", [["/logoSize", "medium"]])
  expect(await checkContentFiles(write("site.json"), [product])).toEqual([
    {
      file: path.relative(process.cwd(), product),
      line: 8,
      column: 3,
      field: "logoSize",
      message: 'must be "small" or "large", got "medium"',
    },
  ])
})

it.each<[string, Fixture, Edit[], string]>([
  // site.json
  ["tagline removed", "site.json", [["/tagline", undefined]], "1:1: tagline is missing"],
  [
    "a link without https://",
    "site.json",
    [["/links/0/url", "code.example/fixtureworks"]],
    '13:7: url of links item 1 must be a full https:// address such as "https://github.com/Splenworks" or a mailto: address such as "mailto:contact@splenworks.com", got "code.example/fixtureworks"',
  ],
  [
    "an http link",
    "site.json",
    [["/links/1/url", "http://fixtureworks.example"]],
    '17:7: url of links item 2 must be a full https:// address such as "https://github.com/Splenworks" or a mailto: address such as "mailto:contact@splenworks.com", got "http://fixtureworks.example"',
  ],
  [
    "a site URL with a path",
    "site.json",
    [["/siteUrl", "https://fixtureworks.example/home"]],
    '9:3: siteUrl must be an https:// origin such as "https://splenworks.com": lower case, no path and no slash at the end, got "https://fixtureworks.example/home"',
  ],
  [
    "a site URL with a slash at the end",
    "site.json",
    [["/siteUrl", "https://fixtureworks.example/"]],
    '9:3: siteUrl must be an https:// origin such as "https://splenworks.com": lower case, no path and no slash at the end, got "https://fixtureworks.example/"',
  ],
  [
    "a renamed company with the old accent",
    "site.json",
    [
      ["/title", "Acme"],
      ["/legalName", "Acme Inc."],
    ],
    '4:3: titleAccent must be the start of title, "Acme", got "Fixture"',
  ],
  [
    "a blank text",
    "site.json",
    [["/notFoundPage/message", "  "]],
    '23:5: notFoundPage.message must not be empty, got "  "',
  ],
  [
    "a links list with no link",
    "site.json",
    [["/links", []]],
    "10:3: links must list at least 1 item, got 0",
  ],
  [
    "an unknown field",
    "site.json",
    [["/subtitle", "Fixtures"]],
    "30:3: subtitle is not a known field, expected one of $schema, title, titleAccent, homeTitle, legalName, tagline, description, siteUrl, links, notFoundPage, testPage",
  ],
  [
    "a missing comma",
    "site.json",
    [{ replace: '"Fixtureworks",', by: '"Fixtureworks"' }],
    "4:3: not valid JSON, unexpected text in quotes: is a comma missing before it?",
  ],
  // a product file
  ["name removed", "product.json", [["/name", undefined]], "1:1: name is missing"],
  [
    "an empty description",
    "product.json",
    [["/description", ""]],
    '9:3: description must not be empty, got ""',
  ],
  [
    "order as text",
    "product.json",
    [["/order", "1"]],
    '3:3: order must be a whole number, got "1"',
  ],
  ["order 0", "product.json", [["/order", 0]], "3:3: order must be 1 or more, got 0"],
  [
    "an unknown field",
    "product.json",
    [["/subtitle", "Fixture"]],
    "37:3: subtitle is not a known field, expected one of $schema, order, name, productUrl, url, logo, logoSize, description, fullDescription, features, page",
  ],
  [
    "a productUrl that is not a path",
    "product.json",
    [["/productUrl", "fixture"]],
    '5:3: productUrl must be a path such as "/splensheet": a slash, then lower-case letters, digits and dashes, and not "/404", the not-found page, got "fixture"',
  ],
  [
    "a productUrl of a page in src/pages",
    "product.json",
    [["/productUrl", "/test/stripe"]],
    '5:3: productUrl must not be "/test/stripe", which is the page src/pages/test/stripe.tsx makes',
  ],
  [
    "the not-found page's productUrl",
    "product.json",
    [["/productUrl", "/404"]],
    '5:3: productUrl must not be "/404", which is the page src/pages/404.tsx makes',
  ],
  [
    "a productUrl of the build's assets",
    "product.json",
    [["/productUrl", "/static"]],
    '5:3: productUrl must not be "/static", which the build uses for hashed assets',
  ],
  [
    "a url without https://",
    "product.json",
    [["/url", "http://fixture.example"]],
    '6:3: url must be a full https:// address such as "https://splensheet.com", got "http://fixture.example"',
  ],
  [
    "a medium logoSize",
    "product.json",
    [["/logoSize", "medium"]],
    '8:3: logoSize must be "small" or "large", got "medium"',
  ],
  [
    "a logo in another folder",
    "product.json",
    [["/logo", "images/logo.png"]],
    '7:3: logo must be an image file beside this one, such as "./splensheet.png" (.png, .jpg, .jpeg, .webp or .avif), got "images/logo.png"',
  ],
  [
    "a logo that does not exist",
    "product.json",
    [["/logo", "./fixture.png"]],
    '7:3: logo must be an image file beside this one, got "./fixture.png", which does not exist',
  ],
  [
    "a logo that is not an image",
    "product.json",
    [["/logo", "./not-an-image.png"]],
    '7:3: logo must be an image the build can read, got "./not-an-image.png": Input file contains unsupported image format',
  ],
  [
    "no tags",
    "product.json",
    [["/features", []]],
    "11:3: features must list at least 1 item, got 0",
  ],
  [
    "a blank feature title",
    "product.json",
    [["/page/features/0/title", "  "]],
    '19:9: title of page.features item 1 must not be empty, got "  "',
  ],
  [
    "a use case without its icon",
    "product.json",
    [["/page/useCases/0/icon", undefined]],
    "24:7: icon of page.useCases item 1 is missing",
  ],
  [
    "an unknown icon",
    "product.json",
    [["/page/useCases/0/icon", "🧮"]],
    '25:9: icon of page.useCases item 1 must be one of "brush-cleaning", "calculator", "clapperboard", "file-archive", "headphones", "images", "languages", "monitor-smartphone", "notebook-pen", "palette", "paperclip", "pen-line", got "🧮"',
  ],
  [
    "no steps",
    "product.json",
    [["/page/steps", []]],
    "30:5: page.steps must list at least 1 item, got 0",
  ],
  [
    "a title too long for search results",
    "product.json",
    [["/page/title", "Fixture: a product for the tests, whose title is far too long"]],
    "15:5: page.title must be at most 60 characters long, got 61",
  ],
  [
    "a short meta description",
    "product.json",
    [["/page/metaDescription", "Too short to help."]],
    "16:5: page.metaDescription must be 50 to 160 characters long, got 18",
  ],
  [
    "a placeholder left from new-product",
    "product.json",
    [["/description", "TODO: one sentence for the card"]],
    '9:3: description is still a placeholder from npm run new-product: write the real text, got "TODO: one sentence for the card"',
  ],
  [
    "a missing comma",
    "product.json",
    [{ replace: '"logoSize": "small",', by: '"logoSize": "small"' }],
    "9:3: not valid JSON, unexpected text in quotes: is a comma missing before it?",
  ],
  [
    "a comma after the last item",
    "product.json",
    [{ replace: '"Valid"\n  ]', by: '"Valid",\n  ]' }],
    "13:3: not valid JSON, unexpected ']': is there a comma too many before it?",
  ],
  [
    "curly quotes",
    "product.json",
    [{ replace: '"Fixture",', by: "“Fixture”," }],
    "4:11: not valid JSON, unexpected character '“': write quotes as straight ones (\")",
  ],
  [
    "a file cut short",
    "product.json",
    [{ replace: "    ]\n  }\n}\n", by: "    ]\n" }],
    "35:6: not valid JSON, unexpected end of the file",
  ],
])("%s in %s", async (_, fixture, edits, expected) => {
  const site = write("site.json", fixture === "site.json" ? edits : [])
  const product = write("product.json", fixture === "product.json" ? edits : [])
  expect(await check(site, product)).toEqual([`${fixture}:${expected}`])
})

it.each([
  ["/page-data/fixture", "Gatsby uses for every page's data"],
  ["/OG", "the build uses for the social cards"],
  ["/icons", "gatsby-plugin-manifest uses for the site's icons"],
  ["/api", "Gatsby Functions and Vercel route to serverless functions"],
  ["/dev-404-page", "Gatsby shows under develop for unknown addresses"],
  ["/.netlify/functions", "Netlify routes to its functions and services"],
])("refuses the productUrl %s, which %s", async (productUrl, owner) => {
  const product = write("product.json", [["/productUrl", productUrl]])
  expect(await check(write("site.json"), product)).toEqual([
    `product.json:5:3: productUrl must not be "${productUrl}", which ${owner}`,
  ])
})

it("names a value that another product already uses", async () => {
  const first = write("product.json", [], "first.json")
  const second = write("product.json", [["/order", 2]], "second.json")
  expect(await check(write("site.json"), first, second)).toEqual([
    'second.json:4:3: name must be unique, got "Fixture", already used by ' +
      path.relative(process.cwd(), first),
    'second.json:5:3: productUrl must be unique, got "/fixture", already used by ' +
      path.relative(process.cwd(), first),
  ])
})

it("reports every problem in every file, not only the first", async () => {
  const site = write("site.json", [["/tagline", undefined]])
  const broken = write(
    "product.json",
    [{ replace: '"logoSize": "small",', by: '"logoSize": "small"' }],
    "broken.json",
  )
  const several = write(
    "product.json",
    [
      ["/url", "http://fixture.example"],
      ["/logoSize", "medium"],
      ["/page/steps", undefined],
      ["/productUrl", "/several"],
      ["/name", "Several"],
      ["/order", 2],
    ],
    "several.json",
  )
  expect(await check(site, broken, several)).toEqual([
    "site.json:1:1: tagline is missing",
    "broken.json:9:3: not valid JSON, unexpected text in quotes: is a comma missing before it?",
    'several.json:6:3: url must be a full https:// address such as "https://splensheet.com", got "http://fixture.example"',
    'several.json:8:3: logoSize must be "small" or "large", got "medium"',
    "several.json:14:3: page.steps is missing",
  ])
})
