/** @jest-environment node */
import path from "path"
import { validateProductFiles, validateProducts } from "../validate-products"

// Each bad fixture is a copy of fixtures/valid.json with one rule broken.
const fixtures = "gatsby/__tests__/fixtures"

function check(...names: string[]): Promise<string[]> {
  return validateProductFiles(names.map((name) => path.join(fixtures, name)))
}

const productUrlRule =
  'productUrl must be a path such as "/splensheet": a slash, then lower-case letters, digits and dashes, and not "/404", the not-found page'

it("accepts the real product files", async () => {
  expect(await validateProducts("data/products")).toEqual([])
})

it("accepts the valid fixture", async () => {
  expect(await check("valid.json")).toEqual([])
})

it.each([
  ["missing-name.json", "1", "name is missing"],
  ["empty-description.json", "9", 'description must not be empty, got ""'],
  ["order-as-text.json", "3", 'order must be a whole number, got "1"'],
  ["order-zero.json", "3", "order must be 1 or more, got 0"],
  [
    "unknown-field.json",
    "35",
    "subtitle is not a known field, expected one of $schema, order, name, productUrl, url, logo, logoSize, description, fullDescription, features, page",
  ],
  ["product-url-not-a-path.json", "5", `${productUrlRule}, got "fixture"`],
  ["product-url-not-found-page.json", "5", `${productUrlRule}, got "/404"`],
  [
    "url-not-https.json",
    "6",
    'url must be a full https:// address such as "https://splensheet.com", got "http://fixture.example"',
  ],
  ["logo-size-medium.json", "8", 'logoSize must be "small" or "large", got "medium"'],
  [
    "logo-not-beside.json",
    "7",
    'logo must be an image file beside this one, such as "./splensheet.png" (.png, .jpg, .jpeg, .webp or .avif), got "images/logo.png"',
  ],
  [
    "logo-missing.json",
    "7",
    'logo must be an image file beside this one, got "./fixture.png", which does not exist',
  ],
  [
    "logo-unreadable.json",
    "7",
    'logo must be an image the build can read, got "./not-an-image.png": Input file contains unsupported image format',
  ],
  ["tags-empty.json", "11", "features must list at least 1 item, got 0"],
  ["feature-title-blank.json", "17", 'title of page.features item 1 must not be empty, got "  "'],
  ["use-case-incomplete.json", "22", "icon of page.useCases item 1 is missing"],
  [
    "icon-unknown.json",
    "16",
    'icon of page.useCases item 1 must be one of "brush-cleaning", "calculator", "clapperboard", "file-archive", "headphones", "images", "languages", "monitor-smartphone", "notebook-pen", "palette", "paperclip", "pen-line", got "🧮"',
  ],
  ["steps-empty.json", "28", "page.steps must list at least 1 item, got 0"],
  ["title-too-long.json", "13", "page.title must be at most 60 characters long, got 63"],
  [
    "meta-description-too-short.json",
    "14",
    "page.metaDescription must be 50 to 160 characters long, got 18",
  ],
  [
    "malformed-missing-comma.json",
    "8:22",
    "not valid JSON, expected ',' or '}' after property value",
  ],
  ["malformed-extra-comma.json", "11:24", "not valid JSON, unexpected token ']'"],
])("%s:%s: %s", async (name, location, message) => {
  expect(await check(name)).toEqual([`${fixtures}/${name}:${location}: ${message}`])
})

it("names a value that another file already uses", async () => {
  expect(await check("valid.json", "duplicate.json")).toEqual([
    `${fixtures}/duplicate.json:4: name must be unique, got "Fixture", already used by ${fixtures}/valid.json`,
    `${fixtures}/duplicate.json:5: productUrl must be unique, got "/fixture", already used by ${fixtures}/valid.json`,
    `${fixtures}/duplicate.json:3: order must be unique, got 1, already used by ${fixtures}/valid.json`,
  ])
})

it("reports every problem in every file, not only the first", async () => {
  expect(
    await check("malformed-missing-comma.json", "several-problems.json", "logo-missing.json"),
  ).toEqual([
    `${fixtures}/malformed-missing-comma.json:8:22: not valid JSON, expected ',' or '}' after property value`,
    `${fixtures}/several-problems.json:6: url must be a full https:// address such as "https://splensheet.com", got "http://fixture.example"`,
    `${fixtures}/several-problems.json:8: logoSize must be "small" or "large", got "medium"`,
    `${fixtures}/several-problems.json:12: page.steps is missing`,
    `${fixtures}/logo-missing.json:7: logo must be an image file beside this one, got "./fixture.png", which does not exist`,
  ])
})
