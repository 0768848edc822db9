/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import {
  checkContent,
  formatProblem,
  formatProblems,
  textWidth,
  translationFile,
  localize,
  translationSchema,
  type ContentProblem,
  type JsonSchema,
} from "../content"
import type { Language } from "../../src/languages"
import productSchema from "../../data/product.schema.json"
import siteSchema from "../../data/site.schema.json"

// One valid site file and one valid product; each row below writes a copy with one edit, so a new rule
// is one row. Copies are written as JSON.stringify(data, null, 2) writes the fixtures, so a line number
// in a row is the fixture's own, give or take the lines its edit adds or removes. Each test checks a
// data folder of its own: site.json, products/ (with the fixtures' images), languages.json (English
// alone, as data/ always has it), and, for translations, more languages, the translations beside the
// English files and termbase.json.
const fixtures = path.join(__dirname, "fixtures")
const root = fs.mkdtempSync(path.join(os.tmpdir(), "content-check-"))
let dir = root

/** A value for the field at a JSON pointer (undefined removes it), or a text edit for broken JSON. */
type Edit = [pointer: string, value: unknown] | { replace: string; by: string }
type Fixture = "site.json" | "product.json"

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(root, "data-"))
  fs.mkdirSync(path.join(dir, "products"))
  for (const image of ["logo.png", "not-an-image.png", "cut-short.png", "wide.png", "small.png"]) {
    fs.copyFileSync(path.join(fixtures, image), path.join(dir, "products", image))
  }
  write("site.json")
  writeLanguages()
  writeAdmin({ repo: "fixtureworks/fixture-site", branch: "main" })
})

afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

/** Writes the fixture with these edits into the test's data folder (a product as products/`name`). */
function write(fixture: Fixture, edits: Edit[] = [], name: string = fixture): void {
  const data = JSON.parse(fs.readFileSync(path.join(fixtures, fixture), "utf8"))
  for (const edit of edits) if (Array.isArray(edit)) setAt(data, ...edit)
  let text = `${JSON.stringify(data, null, 2)}\n`
  for (const edit of edits) {
    if (Array.isArray(edit)) continue
    if (!text.includes(edit.replace)) throw new Error(`${fixture} has no ${edit.replace}`)
    text = text.replace(edit.replace, edit.by)
  }
  fs.writeFileSync(path.join(dir, fixture === "site.json" ? "" : "products", name), text)
}

/** data/admin.json: the editor's repository and branch. */
function writeAdmin(admin: { repo: string; branch: string }): void {
  fs.writeFileSync(path.join(dir, "admin.json"), `${JSON.stringify(admin, null, 2)}\n`)
}

/** data/languages.json: English, then these languages. */
function writeLanguages(...others: Language[]): void {
  const english = { tag: "en", prefix: "", name: "English", locale: "en_US" }
  const languages = [english, ...others]
  fs.writeFileSync(path.join(dir, "languages.json"), JSON.stringify({ languages }, null, 2))
}

function setAt(data: Record<string, unknown>, pointer: string, value: unknown): void {
  const keys = pointer.split("/").slice(1)
  const last = keys.pop() as string
  const parent = keys.reduce((group, key) => group[key] as Record<string, unknown>, data)
  if (value === undefined) Reflect.deleteProperty(parent, last)
  else parent[last] = value
}

/** The problems as the terminal shows them, each file named from the test's data folder. */
const shown = (problems: ContentProblem[]) =>
  problems.map((problem) => formatProblem({ ...problem, file: inData(problem.file) }))
const inData = (file: string) => path.relative(dir, path.resolve(file))
/** A file of the test's data folder as the check names it in a message: from the project. */
const fromProject = (file: string) => path.relative(process.cwd(), path.join(dir, file))

async function check(): Promise<string[]> {
  return shown(await checkContent(dir))
}

it("finds no error in the real content files (a text not translated yet is a warning)", async () => {
  const problems = await checkContent()
  expect(problems.filter(({ warning }) => !warning).map(formatProblem)).toEqual([])
})

it.each([
  ["site", siteSchema, "data/site.json"],
  ["product", productSchema, "a product file in data/products"],
])(
  "the committed %s translation schema is the one `npm run check:content -- --write-schemas` derives",
  (kind, schema, of) => {
    const file = path.join(__dirname, `../../data/${kind}.translation.schema.json`)
    expect(JSON.parse(fs.readFileSync(file, "utf8"))).toEqual(
      translationSchema(schema as JsonSchema, of),
    )
  },
)

it("accepts the fixtures", async () => {
  write("product.json")
  expect(await check()).toEqual([])
})

it("accepts an app's address with a query and no path, and braces that hold no placeholder", async () => {
  write("product.json", [
    ["/url", "https://fixture.example?ref=splenworks"],
    ["/description", "Edits JSON objects {} in the browser."],
  ])
  expect(await check()).toEqual([])
})

it("accepts a product's address of 60 characters after its slash, the longest", async () => {
  write("product.json", [["/productUrl", `/${"a".repeat(30)}-${"b".repeat(29)}`]])
  expect(await check()).toEqual([])
})

it("accepts a card's title of 60 characters and its text of 200, the longest it draws well", async () => {
  write("site.json", [["/tagline", "Fixtureworks: the little site which the content check tests."]])
  write("product.json", [["/description", `${"Long ".repeat(39)}Long.`]])
  expect(await check()).toEqual([])
})

// Counted by hand: a character a reader sees, wide where CJK or emoji.
it.each([
  ["Txtpad：", 8],
  ["ｱｲｳ", 3],
  ["\u304B\u3099", 2],
  ["👨‍👩‍👧", 2],
  ["🇯🇵", 2],
  ["ー・", 4],
  ["©·e\u0301", 3],
])("measures %j as %i wide where search engines show it", (text, width) => {
  expect(textWidth(text)).toBe(width)
})

it("places a schema's error at the copy of a field written twice that JSON keeps, the last", async () => {
  write("site.json", [{ replace: '"name": "Email",', by: '"name": "Email",\n      "name": "",' }])
  write("product.json")
  expect(await check()).toEqual([
    'site.json:17:7: name of links item 2 must not be empty, got ""',
    "site.json:17:7: name of links item 2 is written more than once in this group, and only the last counts: delete the one you do not mean",
  ])
})

it("reports a reserved address written twice as both", async () => {
  const by = '"productUrl": "/fixture",\n  "productUrl": "/static",'
  write("product.json", [{ replace: '"productUrl": "/fixture",', by }])
  expect(await check()).toEqual([
    "products/product.json:6:3: productUrl is written more than once in this group, and only the last counts: delete the one you do not mean",
    'products/product.json:6:3: productUrl must not be "/static", which the build uses for hashed assets',
  ])
})

it("accepts symbols that the cards' fonts have, where it refuses emoji", async () => {
  write("product.json", [["/description", "Splensheet™ opens Excel® files, © and ✓ included."]])
  expect(await check()).toEqual([])
})

it.each(["a ❤️ for spreadsheets", "spreadsheets in 1\u20E3 tab"])(
  "refuses %s: a symbol the emoji selector or a keycap makes an emoji, which the cards' fonts lack",
  async (text) => {
    write("product.json", [["/description", `Splensheet: ${text}.`]])
    expect(await check()).toEqual([
      `products/product.json:9:3: description must have no emoji: the social cards show this text, and their fonts have none, got "Splensheet: ${text}."`,
    ])
  },
)

it("skips an editor's hidden file, such as Emacs's lock, a link to nowhere", async () => {
  write("product.json")
  fs.symlinkSync("user@host.1234:1700000000", path.join(dir, "products", ".#product.json"))
  expect(await check()).toEqual([])
})

it("checks data/admin.json, the editor's repository and branch, in the schema's words", async () => {
  write("product.json")
  writeAdmin({ repo: "Splenworks", branch: "main" })
  expect(await check()).toEqual([
    'admin.json:2:3: repo must be a GitHub repository as owner/name, such as "Splenworks/splenworks-website", got "Splenworks"',
  ])
})

it("refuses a deleted site.json or admin.json, which the build needs", async () => {
  write("product.json")
  fs.rmSync(path.join(dir, "site.json"))
  fs.rmSync(path.join(dir, "admin.json"))
  expect(await check()).toEqual([
    "site.json:1:1: the file does not exist, and the build needs it: git restore brings back a deleted file",
    "admin.json:1:1: the file does not exist, and the build needs it: git restore brings back a deleted file",
  ])
})

/** The problem of a products folder with no product file. */
const noProduct = () =>
  `products:1:1: the folder has no product file: the home page lists the apps from its files, so keep one in it (git restore ${path.relative(process.cwd(), path.join(dir, "products"))} brings them back)`

it("refuses a products folder with no product file, and a deleted one, as Git leaves it when every product is removed", async () => {
  write("product.json", [], "product.ko.json")
  expect(await check()).toEqual([noProduct()])
  fs.rmSync(path.join(dir, "products"), { recursive: true })
  expect(await check()).toEqual([noProduct()])
})

it("refuses a content file named .JSON, which Gatsby sources and nothing else reads", async () => {
  write("product.json")
  write("product.json", [], "other.JSON")
  write("site.json", [], "site.ko.JSON")
  expect(await check()).toEqual([
    "site.ko.JSON:1:1: its name must end in .json, in lower case: rename it site.ko.json",
    "products/other.JSON:1:1: its name must end in .json, in lower case: rename it other.json",
  ])
})

it("asks to rename a lone product named .JSON, beside saying the folder has no product file", async () => {
  write("product.json", [], "product.JSON")
  expect(await check()).toEqual([
    noProduct(),
    "products/product.JSON:1:1: its name must end in .json, in lower case: rename it product.json",
  ])
})

it("gives each problem as an object: file, line, column, field and message", async () => {
  write("product.json", [["/logoSize", "medium"]])
  expect(await checkContent(dir)).toEqual([
    {
      file: path.relative(process.cwd(), path.join(dir, "products", "product.json")),
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
    "an accent that is not text, reported once",
    "site.json",
    [["/titleAccent", 5]],
    "4:3: titleAccent must be text in quotes, got 5",
  ],
  [
    "a placeholder the site does not fill in",
    "site.json",
    [["/interface/tryNow", "Try {nmae} Now"]],
    '42:5: interface.tryNow may have no {placeholder} but {name}, the app\'s name, got "Try {nmae} Now"',
  ],
  [
    "an emoji in a text of the social card",
    "site.json",
    [["/tagline", "We build essential apps 🚀"]],
    '7:3: tagline must have no emoji: the social cards show this text, and their fonts have none, got "We build essential apps 🚀"',
  ],
  [
    "a placeholder where the site fills in none",
    "site.json",
    [["/tagline", "Apps since {year}."]],
    '7:3: tagline must have no {placeholder}: this text is shown as written, got "Apps since {year}."',
  ],
  [
    "a comment, as data/README.md's examples have",
    "site.json",
    [{ replace: '"Fixtureworks",', by: '"Fixtureworks", // the company' }],
    "3:28: not valid JSON, unexpected character '/': JSON files cannot have comments, so delete it",
  ],
  [
    "a blank text",
    "site.json",
    [["/notFoundPage/message", "  "]],
    '24:5: notFoundPage.message must not be empty, got "  "',
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
    "51:3: subtitle is not a known field, expected one of $schema, title, titleAccent, homeTitle, legalName, tagline, description, siteUrl, links, notFoundPage, testPage, interface",
  ],
  [
    "a missing comma",
    "site.json",
    [{ replace: '"Fixtureworks",', by: '"Fixtureworks"' }],
    "4:3: not valid JSON, unexpected text in quotes: is a comma missing before it?",
  ],
  [
    "a byte order mark, as some Windows editors write",
    "site.json",
    [{ replace: "{", by: "\uFEFF{" }],
    "1:1: not valid JSON, it begins with an invisible byte order mark (BOM): save the file as UTF-8 without BOM",
  ],
  [
    "a field written twice, the last of which JSON keeps",
    "site.json",
    [{ replace: '"name": "Email",', by: '"name": "Email",\n      "name": "Mail",' }],
    "17:7: name of links item 2 is written more than once in this group, and only the last counts: delete the one you do not mean",
  ],
  [
    "a tagline too long for the home page's social card title",
    "site.json",
    [["/tagline", "Fixtureworks: the small site that the content check tests use"]],
    "7:3: tagline must be at most 60 characters long: the social card draws it as its title, on two lines at most, got 61",
  ],
  [
    "a home title too wide for search results, in Korean",
    "site.json",
    [["/homeTitle", "Fixtureworks: 검색 결과에서 잘릴 만큼 아주 긴 홈페이지의 제목"]],
    "5:3: homeTitle must be at most 60 characters long, counting a Chinese, Japanese or Korean character as two: search engines cut longer titles, got 61",
  ],
  [
    "a home description too long for search results",
    "site.json",
    [["/description", `${"Long ".repeat(32)}.`]],
    "8:3: description must be at most 160 characters long, counting a Chinese, Japanese or Korean character as two: search engines cut longer texts, got 161",
  ],
  // a product file
  [
    "a name with a space at its end",
    "product.json",
    [["/name", "Fixture "]],
    '4:3: name must not begin or end with a space, got "Fixture "',
  ],
  [
    "a placeholder in a product's text",
    "product.json",
    [["/description", "{name} for the validator's tests."]],
    "9:3: description must have no {placeholder}: a product's texts are shown as written, so write the name out, got \"{name} for the validator's tests.\"",
  ],
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
    '3:3: order must be a whole number, 1 or more, got "1"',
  ],
  [
    "order 0",
    "product.json",
    [["/order", 0]],
    "3:3: order must be a whole number, 1 or more, got 0",
  ],
  [
    "an unknown field",
    "product.json",
    [["/subtitle", "Fixture"]],
    "37:3: subtitle is not a known field, expected one of $schema, order, name, productUrl, previousUrls, url, appLanguage, logo, logoSize, description, fullDescription, features, page",
  ],
  [
    "a productUrl that is not a path",
    "product.json",
    [["/productUrl", "fixture"]],
    '5:3: productUrl must be a path such as "/splensheet": a slash, then at most 60 lower-case letters, digits and dashes, and not "/404", the not-found page, got "fixture"',
  ],
  [
    // A file or folder name longer than most file systems take, under public/ and data/products.
    "a productUrl of 61 characters",
    "product.json",
    [["/productUrl", `/${"a".repeat(61)}`]],
    `5:3: productUrl must be a path such as "/splensheet": a slash, then at most 60 lower-case letters, digits and dashes, and not "/404", the not-found page, got "/${"a".repeat(55)}...`,
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
    "a previous address that is not a path",
    "product.json",
    [["/previousUrls", ["/sheets", "Sheets"]]],
    '39:5: previousUrls item 2 must be a path such as "/splensheet": a slash, then at most 60 lower-case letters, digits and dashes, and not "/404", the not-found page, got "Sheets"',
  ],
  [
    "a previous address of a language's pages",
    "product.json",
    [["/previousUrls", ["/ko"]]],
    '38:5: previousUrls item 1 must not be "/ko", which the site uses for its pages in 한국어',
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
    '7:3: logo must be an image file beside this one, such as "./splensheet.png" (.png, .jpg, .jpeg, .webp or .avif, in lower or upper case), got "images/logo.png"',
  ],
  [
    "a logo that does not exist",
    "product.json",
    [["/logo", "./fixture.png"]],
    '7:3: logo must be an image file beside this one, got "./fixture.png", which does not exist',
  ],
  [
    "a logo named otherwise in case",
    "product.json",
    [["/logo", "./Logo.png"]],
    '7:3: logo must be an image file beside this one, got "./Logo.png", which does not exist (only "logo.png": a name must match in case too)',
  ],
  [
    "a logo that is not an image",
    "product.json",
    [["/logo", "./not-an-image.png"]],
    '7:3: logo must be an image the build can read, got "./not-an-image.png": Input file contains unsupported image format',
  ],
  [
    "a logo cut short, whose header reads well",
    "product.json",
    [["/logo", "./cut-short.png"]],
    '7:3: logo must be an image the build can read, got "./cut-short.png": pngload: end of stream',
  ],
  [
    "a logo too small for the cards",
    "product.json",
    [["/logo", "./small.png"]],
    '7:3: logo must be a square image of 512 × 512 pixels or more, got "./small.png", which is 256 × 256 pixels',
  ],
  [
    "a logo that is not square",
    "product.json",
    [["/logo", "./wide.png"]],
    '7:3: logo must be a square image of 512 × 512 pixels or more, got "./wide.png", which is 512 × 128 pixels',
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
    "a card text too long for the social card",
    "product.json",
    [["/description", `${"Long ".repeat(40)}.`]],
    "9:3: description must be at most 200 characters long: the social card draws a longer text too small to read, got 201",
  ],
  [
    "a title too long for search results",
    "product.json",
    [["/page/title", "Fixture: a product for the tests, whose title is far too long"]],
    "15:5: page.title must be at most 60 characters long, counting a Chinese, Japanese or Korean character as two: search engines cut longer titles, got 61",
  ],
  [
    "a Japanese title too wide for search results, though 36 characters long",
    "product.json",
    [["/page/title", "Fixture：検索結果で途中から切られてしまうほど長いページのタイトル"]],
    "15:5: page.title must be at most 60 characters long, counting a Chinese, Japanese or Korean character as two: search engines cut longer titles, got 65",
  ],
  [
    "a short meta description",
    "product.json",
    [["/page/metaDescription", "Too short to help."]],
    "16:5: page.metaDescription must be at least 50 characters long: a shorter text says too little, got 18",
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
    "a number typed after another",
    "product.json",
    [{ replace: '"order": 1,', by: '"order": 1 2,' }],
    "3:14: not valid JSON, unexpected '2': is a comma missing before it?",
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
    "a line break pasted into a text, which momoa reads and Gatsby does not",
    "product.json",
    [{ replace: '"Fixture",', by: '"Fix\nture",' }],
    "4:15: not valid JSON, a line break inside a text, which JSON does not allow: keep the text on one line",
  ],
  [
    "a tab pasted into a text",
    "product.json",
    [{ replace: '"Fixture",', by: '"Fix\tture",' }],
    "4:15: not valid JSON, a tab inside a text, which JSON does not allow: keep the text on one line",
  ],
  [
    "a no-break space copied from a web page",
    "product.json",
    [{ replace: '"name": "Fixture"', by: '"name":\u00a0"Fixture"' }],
    "4:10: not valid JSON, a no-break space, where JSON wants a space: retype it",
  ],
  [
    "a file cut short after an opening brace",
    "product.json",
    [{ replace: "    ]\n  }\n}\n", by: '    ],\n    "more": {\n' }],
    "36:13: not valid JSON, unexpected '{' at the end of the file: is it cut short?",
  ],
  [
    "a brace too many at the end, which is no file cut short",
    "product.json",
    [{ replace: "    ]\n  }\n}\n", by: "    ]\n  }\n}\n}\n" }],
    "38:1: not valid JSON, unexpected '}'",
  ],
  [
    "a file cut short",
    "product.json",
    [{ replace: "    ]\n  }\n}\n", by: "    ]\n" }],
    "35:6: not valid JSON, the file ends too soon: is it cut short?",
  ],
])("%s in %s", async (_, fixture, edits, expected) => {
  write(fixture, edits)
  if (fixture === "site.json") write("product.json")
  const where = fixture === "site.json" ? "site.json" : "products/product.json"
  expect(await check()).toEqual([`${where}:${expected}`])
})

it.each([
  ["/ko", "the site uses for its pages in 한국어"],
  ["/page-data/fixture", "Gatsby uses for every page's data"],
  ["/OG", "the build uses for the social cards"],
  ["/icons", "gatsby-plugin-manifest uses for the site's icons"],
  ["/api", "Gatsby Functions and Vercel route to serverless functions"],
  ["/dev-404-page", "Gatsby shows under develop for unknown addresses"],
  ["/.netlify/functions", "Netlify routes to its functions and services"],
  ["/administrator", "the content editor uses"],
])("refuses the productUrl %s, which %s", async (productUrl, owner) => {
  write("product.json", [["/productUrl", productUrl]])
  expect(await check()).toEqual([
    `products/product.json:5:3: productUrl must not be "${productUrl}", which ${owner}`,
  ])
})

it("names a value that products share at each of them, the others' problems in file order", async () => {
  write("product.json", [], "first.json")
  write("product.json", [["/order", 2]], "second.json")
  write(
    "product.json",
    [
      ["/order", 3],
      ["/name", "Third"],
      ["/page/steps", undefined],
    ],
    "third.json",
  )
  const [first, second, third] = ["first.json", "second.json", "third.json"].map((name) =>
    path.relative(process.cwd(), path.join(dir, "products", name)),
  )
  expect(await check()).toEqual([
    `products/first.json:4:3: name must be unique, got "Fixture", also used by ${second}`,
    `products/first.json:5:3: productUrl must be unique, got "/fixture", also used by ${second}, ${third}`,
    `products/second.json:4:3: name must be unique, got "Fixture", also used by ${first}`,
    `products/second.json:5:3: productUrl must be unique, got "/fixture", also used by ${first}, ${third}`,
    `products/third.json:5:3: productUrl must be unique, got "/fixture", also used by ${first}, ${second}`,
    "products/third.json:14:3: page.steps is missing",
  ])
})

it("refuses a previous address that is a page's address or another product's previous one", async () => {
  write("product.json", [["/previousUrls", ["/fixture", "/old"]]], "first.json")
  const second: Edit[] = [
    ["/order", 2],
    ["/name", "Second"],
    ["/productUrl", "/second"],
    ["/previousUrls", ["/old"]],
  ]
  write("product.json", second, "second.json")
  const [first, other] = ["first.json", "second.json"].map((name) =>
    path.relative(process.cwd(), path.join(dir, "products", name)),
  )
  expect(await check()).toEqual([
    'products/first.json:5:3: productUrl must be unique, got "/fixture", also used by its previousUrls item 1',
    'products/first.json:38:5: previousUrls item 1 must be unique, got "/fixture", also used by its productUrl',
    `products/first.json:39:5: previousUrls item 2 must be unique, got "/old", also used by ${other}`,
    `products/second.json:38:5: previousUrls item 1 must be unique, got "/old", also used by ${first}`,
  ])
})

it("lists a file's problems in the file's order, the logo's among the schema's", async () => {
  write("product.json", [
    ["/logo", "./fixture.png"],
    ["/page/steps", undefined],
  ])
  expect(await check()).toEqual([
    'products/product.json:7:3: logo must be an image file beside this one, got "./fixture.png", which does not exist',
    "products/product.json:14:3: page.steps is missing",
  ])
})

it("reports every problem in every file, not only the first", async () => {
  write("site.json", [["/tagline", undefined]])
  write(
    "product.json",
    [{ replace: '"logoSize": "small",', by: '"logoSize": "small"' }],
    "broken.json",
  )
  write(
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
  expect(await check()).toEqual([
    "site.json:1:1: tagline is missing",
    "products/broken.json:9:3: not valid JSON, unexpected text in quotes: is a comma missing before it?",
    'products/several.json:6:3: url must be a full https:// address such as "https://splensheet.com", got "http://fixture.example"',
    'products/several.json:8:3: logoSize must be "small" or "large", got "medium"',
    "products/several.json:14:3: page.steps is missing",
  ])
})

describe("translations", () => {
  /** data/languages.json: English, then Korean with this prefix, and Japanese. */
  const languages = (prefix = "ko") =>
    writeLanguages(
      { tag: "ko", prefix, name: "한국어", locale: "ko_KR" },
      { tag: "ja", prefix: "ja", name: "日本語", locale: "ja_JP" },
    )

  /** Every text of a fixture, "translated" (prefixed), in a translation's shape. */
  function fullTranslation(fixture: Fixture, schema: unknown): Record<string, unknown> {
    const source = JSON.parse(fs.readFileSync(path.join(fixtures, fixture), "utf8"))
    const translate = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(translate)
      if (value && typeof value === "object") {
        if ("lang" in value && "text" in value) return `번역 ${String(value.text)}`
        const fields = Object.entries(value).map(([key, field]) => [key, translate(field)])
        const texts = fields.filter(([, field]) => JSON.stringify(field).includes("번역"))
        return Object.fromEntries(texts)
      }
      return value
    }
    return translate(localize(schema as JsonSchema, source, {}).value) as Record<string, unknown>
  }

  /** The translation of a fixture into `tag`, beside it: site.ko.json, products/product.ko.json. */
  const translation = (name: Fixture, tag = "ko") =>
    translationFile(path.join(dir, name === "site.json" ? "" : "products", name), tag)

  /** Writes the fixture's translation into `tag`: an object as JSON, or a text as it is. */
  function translate(name: Fixture, content: unknown, tag = "ko"): void {
    const text = typeof content === "string" ? content : `${JSON.stringify(content, null, 2)}\n`
    fs.writeFileSync(translation(name, tag), text)
  }

  /** The problems, each with its kind: "error" or what the warning is about. */
  async function checkTranslated(prefix?: string): Promise<string[]> {
    languages(prefix)
    const problems = await checkContent(dir)
    return shown(problems).map((line, index) => `${problems[index]?.warning ?? "error"} ${line}`)
  }

  /** The problems as the build prints them (all of them with `verbose`). */
  async function summary(verbose = false): Promise<string> {
    languages()
    const problems = await checkContent(dir)
    return formatProblems(
      problems.map((problem) => ({ ...problem, file: inData(problem.file) })),
      verbose,
    )
  }

  beforeEach(() => {
    write("product.json")
    for (const tag of ["ko", "ja"]) {
      translate("site.json", fullTranslation("site.json", siteSchema), tag)
      translate("product.json", fullTranslation("product.json", productSchema), tag)
    }
  })

  it("accepts a full translation", async () => {
    expect(await checkTranslated()).toEqual([])
  })

  it("takes a Japanese title of 60 wide, a CJK character counting as two, and refuses 61", async () => {
    const ja = fullTranslation("product.json", productSchema)
    const page = ja.page as object
    // "Fixture：" is 7 + 2 wide, each テ 2 more.
    translate(
      "product.json",
      { ...ja, page: { ...page, title: `Fixture：${"テ".repeat(25)}!` } },
      "ja",
    )
    expect(await checkTranslated()).toEqual([])
    translate(
      "product.json",
      { ...ja, page: { ...page, title: `Fixture：${"テ".repeat(26)}` } },
      "ja",
    )
    expect(await checkTranslated()).toEqual([
      "error products/product.ja.json:8:5: page.title must be at most 60 characters long, counting a Chinese, Japanese or Korean character as two: search engines cut longer titles, got 61",
    ])
  })

  it("warns of each text not translated, where the English is, and where to add it", async () => {
    const { description, ...rest } = fullTranslation("product.json", productSchema)
    translate("product.json", rest)
    const where = path.relative(process.cwd(), translation("product.json"))
    expect(await checkTranslated()).toEqual([
      `untranslated products/product.json:9:3: description is not translated into 한국어 (ko): add it to ${where}`,
    ])
  })

  it("warns of every text of a product with no translation, and of a translation with no product", async () => {
    fs.renameSync(translation("product.json"), path.join(dir, "products/renamed.ko.json"))
    const problems = await checkTranslated()
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^untranslated products\/product.json:9:3: description is not translated/,
      ),
    )
    expect(problems.filter((problem) => !problem.startsWith("untranslated "))).toEqual([
      `stray products/renamed.ko.json:1:1: the file translates ${fromProject("products/renamed.json")}, which does not exist: rename or delete it with its product`,
    ])
  })

  it("warns of a file named for no translated language, and of one that translates no English file or one never translated", async () => {
    translate("site.json", fullTranslation("site.json", siteSchema), "fr")
    translate("product.json", fullTranslation("product.json", productSchema), "en")
    fs.writeFileSync(path.join(dir, "about.ko.json"), "{}\n")
    fs.writeFileSync(path.join(dir, "languages.ko.json"), "{}\n")
    expect(await checkTranslated()).toEqual([
      `stray about.ko.json:1:1: the file translates ${fromProject("about.json")}, which does not exist: rename or delete it`,
      `stray languages.ko.json:1:1: the file translates ${fromProject("languages.json")}, which has no translations: delete it`,
      'stray site.fr.json:1:1: the file is for "fr", not a translated language in data/languages.json (ko, ja): delete it if the language was removed, or name it <name>.<tag>.json',
      'stray products/product.en.json:1:1: the file is for "en", not a translated language in data/languages.json (ko, ja): delete it if the language was removed, or name it <name>.<tag>.json',
    ])
  })

  it.each<[string, (translation: Record<string, unknown>) => unknown, string]>([
    [
      "a field the English does not translate",
      (t) => ({ ...t, name: "픽스처" }),
      "name is not a known field",
    ],
    [
      "a wrong type",
      (t) => ({ ...t, description: 5 }),
      "description must be text in quotes, got 5",
    ],
    [
      "an empty text",
      (t) => ({ ...t, description: " " }),
      'description must not be empty, got " "',
    ],
    [
      "an item the English lacks",
      (t) => ({ ...t, features: [...(t.features as string[]), "추가"] }),
      "features item 2 is not in the English file, which lists 1: delete the item the English no longer has (it may not be the last)",
    ],
    ["broken JSON", (t) => JSON.stringify(t).replace(/,/, ""), "not valid JSON"],
  ])("refuses %s", async (_name, edit, message) => {
    translate("product.json", edit(fullTranslation("product.json", productSchema)))
    const [problem, ...rest] = await checkTranslated()
    expect(rest).toEqual([])
    expect(problem).toMatch(/^error products\/product\.ko\.json:\d+:\d+: /)
    expect(problem).toContain(message)
  })

  it("reports a broken English file alone, whatever its translations hold", async () => {
    write("product.json", [{ replace: '"Valid"\n  ]', by: '"Valid",\n  ]' }])
    write("site.json", [["/interface/tryNow", "Try {nmae} Now"]])
    translate("site.json", fullTranslation("site.json", siteSchema))
    expect(await checkTranslated()).toEqual([
      'error site.json:42:5: interface.tryNow may have no {placeholder} but {name}, the app\'s name, got "Try {nmae} Now"',
      "error products/product.json:13:3: not valid JSON, unexpected ']': is there a comma too many before it?",
    ])
  })

  it("refuses a language written right to left, which the site does not lay out", async () => {
    writeLanguages({ tag: "ar", prefix: "ar", name: "العربية", locale: "ar_AR" })
    const errors = (await checkContent(dir)).filter(({ warning }) => !warning)
    expect(shown(errors)).toEqual([
      'languages.json:10:7: tag of languages item 2 is "ar", a language written right to left, which the site cannot lay out yet: leave it out until it can (see data/README.md, Translations)',
    ])
  })

  it("refuses an app language value for a language the site does not have", async () => {
    const appLanguage = { parameter: "lng", values: { en: "en", ko: "ko", es: "es" } }
    write("product.json", [["/appLanguage", appLanguage]])
    expect(await checkTranslated()).toEqual([
      "error products/product.json:42:7: appLanguage.values.es is not the tag of a language in data/languages.json (en, ko, ja): remove it, or add the language there",
    ])
    // Values that are no group of fields are the schema's to report, alone.
    write("product.json", [["/appLanguage", { parameter: "lng", values: "ko" }]])
    expect(await checkTranslated()).toEqual([
      expect.stringMatching(
        /^error products\/product.json:\d+:\d+: appLanguage.values must be a group of fields/,
      ),
    ])
  })

  it("refuses a translation that loses a {placeholder}, or keeps one the English has lost", async () => {
    const site = fullTranslation("site.json", siteSchema)
    const ui = site.interface as Record<string, string>
    translate("site.json", { ...site, interface: { ...ui, tryNow: "지금 사용해 보세요" } })
    expect(await checkTranslated()).toEqual([
      expect.stringMatching(
        /^error site\.ko\.json:\d+:\d+: interface\.tryNow must have the English text's \{name\} and no other \{placeholder\}, got none$/,
      ),
    ])
    write("site.json", [["/interface/tryNow", "Try it now"]])
    translate("site.json", { ...site, interface: { ...ui, tryNow: "지금 {name} 사용해 보세요" } })
    // The Japanese translation keeps the English's {name} too.
    expect(await checkTranslated()).toEqual(
      ["ko", "ja"].map((tag) =>
        expect.stringMatching(
          `^error site\\.${tag}\\.json:\\d+:\\d+: interface\\.tryNow must have no \\{placeholder\\}, as the English text has none, got \\{name\\}$`,
        ),
      ),
    )
  })

  it("refuses a prefix on the first language, and none on another", async () => {
    expect(await checkTranslated("")).toEqual([
      'error languages.json:11:7: prefix of languages item 2 must not be "": only the first language\'s pages have no prefix, got ""',
    ])
    const file = path.join(dir, "languages.json")
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace('"prefix": ""', '"prefix": "en"'))
    expect(shown(await checkContent(dir))).toEqual([
      'languages.json:5:7: prefix of languages item 1 must be "" for the first language, whose pages have no prefix, got "en"',
      'languages.json:11:7: prefix of languages item 2 must not be "": only the first language\'s pages have no prefix, got ""',
    ])
  })

  it("refuses a language prefix that the build or a host owns", async () => {
    expect(await checkTranslated("og")).toEqual([
      'error languages.json:11:7: prefix of languages item 2 must not be "og", as /og the build uses for the social cards',
    ])
  })

  describe("the build's summary", () => {
    it("counts the texts each file lacks, by language, equal counts together", async () => {
      // Korean lacks the product's 11 texts, Japanese too, and two of the site's.
      fs.rmSync(translation("product.json", "ko"))
      fs.rmSync(translation("product.json", "ja"))
      const { tagline, description, ...site } = fullTranslation("site.json", siteSchema)
      translate("site.json", site, "ja")
      expect(await summary()).toBe(
        [
          "24 texts not translated yet, so those pages show the English (see data/README.md, Translations); npm run check:content -- --verbose lists each one:",
          "  site.json: not yet in ja (2 texts)",
          "  products/product.json: not yet in ko, ja (11 texts each)",
        ].join("\n"),
      )
    })

    it("says a lone text as one, and lists each text with its line when verbose", async () => {
      const { description, ...site } = fullTranslation("site.json", siteSchema)
      translate("site.json", site, "ja")
      expect(await summary()).toContain("\n  site.json: not yet in ja (1 text)")
      expect(await summary(true)).toBe(
        [
          "1 text not translated yet, so those pages show the English (see data/README.md, Translations):",
          `  site.json:8:3: description is not translated into 日本語 (ja): add it to ${path.relative(process.cwd(), translation("site.json", "ja"))}`,
        ].join("\n"),
      )
    })
  })

  describe("the termbase", () => {
    /** data/termbase.json with these terms. */
    const termbase = (terms: unknown[]) =>
      fs.writeFileSync(path.join(dir, "termbase.json"), JSON.stringify({ terms }, null, 2))

    it("warns of a translated text whose English has a term, at a word's start in any case, and whose translation has none of its renderings", async () => {
      // The product's "validator's" (description, fullDescription) and "Valid" (features item 1,
      // title of page.features item 1); the fixture's translations are "번역 " and the English.
      termbase([{ en: "valid", ko: ["유효", "올바른"] }])
      const expected = (line: string) =>
        `termbase products/product.ko.json:${line} does not use the termbase's "유효" or "올바른" for "valid"`
      expect(await checkTranslated()).toEqual([
        expected("2:3: description"),
        expected("3:3: fullDescription"),
        expected("5:5: features item 1"),
        expected("12:9: title of page.features item 1"),
      ])
    })

    it("is content with any one rendering, in any case, of any English form the term lists", async () => {
      // "copies" is in the product's fullDescription and page.metaDescription.
      termbase([{ en: ["duplicate", "copies"], ko: ["사본", "Kopie"], note: "Not 복제" }])
      expect(await checkTranslated()).toEqual([
        `termbase products/product.ko.json:3:3: fullDescription does not use the termbase's "사본" or "Kopie" for "copies"`,
        `termbase products/product.ko.json:9:5: page.metaDescription does not use the termbase's "사본" or "Kopie" for "copies"`,
      ])
      const translation = fullTranslation("product.json", productSchema)
      const page = { ...(translation.page as object), metaDescription: `${"사본 ".repeat(20)}` }
      translate("product.json", { ...translation, fullDescription: "번역 KOPIE", page })
      expect(await checkTranslated()).toEqual([])
    })

    it("has no rule for a language the term does not list, nor for a term inside a word", async () => {
      termbase([
        { en: "valid", ja: ["有効"] },
        { en: "alid", ko: ["없는"] },
      ])
      expect((await checkTranslated()).filter((problem) => !problem.includes(".ja.json"))).toEqual(
        [],
      )
    })

    it("sums up each translation file's terms in the build's output, equal counts together", async () => {
      // In the product: "valid" 4 times (as above); "copies" and "broken" in fullDescription and
      // page.metaDescription.
      termbase([
        { en: "valid", ko: ["유효"] },
        { en: "copies", ko: ["사본"] },
        { en: "broken", ko: ["깨진"] },
      ])
      expect(await summary()).toBe(
        [
          "8 texts with a term not as data/termbase.json renders it (see data/README.md, Termbase); npm run check:content -- --verbose lists each one:",
          '  products/product.ko.json: not as in the termbase: "valid" (4 texts), "copies", "broken" (2 texts each)',
        ].join("\n"),
      )
    })

    it("refuses a termbase mistake, where it is", async () => {
      termbase([{ en: "valid", ko: "유효" }])
      expect(await checkTranslated()).toEqual([
        'error termbase.json:5:7: ko of terms item 1 must list the language\'s renderings in quotes, e.g. ["스프레드시트"], got "유효"',
      ])
      // Once, at its first term: a language taken out of languages.json leaves its renderings in each.
      termbase([
        { en: "valid", fr: ["valide"] },
        { en: "term", fr: ["terme"] },
      ])
      expect(await checkTranslated()).toEqual([
        "error termbase.json:5:7: fr of terms item 1 is not the tag of a language in data/languages.json (ko, ja): remove it from every term, or add the language there",
      ])
    })
  })
})
