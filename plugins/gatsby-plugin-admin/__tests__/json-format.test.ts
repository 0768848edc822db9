/** @jest-environment node */
import fs from "fs"
import path from "path"
// Prettier's standalone build: its Node entry loads its parsers as ES modules, which Jest cannot.
import * as babel from "prettier/plugins/babel"
import * as estree from "prettier/plugins/estree"
import { format } from "prettier/standalone"
import prettierrc from "../../../.prettierrc.json"
import { translationFile } from "../../../gatsby/content-check"
import { LANGUAGES } from "../../../src/languages"
import { formatJson } from "../json-format"

const data = path.join(__dirname, "../../../data")
/** Every file the editor writes: the site's texts and each product's, in every language. */
const contentFiles = [
  ...LANGUAGES.map(({ tag }, index) =>
    index === 0 ? "site.json" : translationFile("site.json", tag),
  ).filter((name) => fs.existsSync(path.join(data, name))),
  ...fs
    .readdirSync(path.join(data, "products"))
    .filter((name) => name.endsWith(".json"))
    .map((name) => `products/${name}`),
]

const prettierOf = (text: string) =>
  format(text, { ...prettierrc, parser: "json", plugins: [babel, estree] })

it.each(contentFiles)("writes %s as it is", (file) => {
  const text = fs.readFileSync(path.join(data, file), "utf8")
  expect(formatJson(JSON.parse(text))).toBe(text)
})

const at = (width: number, character = "a") => character.repeat(width)

// Each value sits at the edge of a rule. A list on one line: `  "features": ["…", "b"]` is 23
// columns and its text, and Prettier's print width is 100, counting the comma after it and two columns
// for a CJK character. Lists of objects, and an object of one field inside a list.
it.each([
  ["a list that fits", { features: [at(77), "b"] }],
  ["one a column too wide", { features: [at(78), "b"] }],
  ["one that fits but for its comma", { features: [at(77), "b"], next: 1 }],
  ["Korean that fits", { features: [`${at(38, "가")}a`, "b"] }],
  ["Korean a column too wide", { features: [`${at(38, "가")}aa`, "b"] }],
  ["objects of one field in a list", { links: [{ name: "GitHub" }, { name: "메일" }] }],
  [
    "objects of two fields in a list",
    {
      links: [
        { name: "a", url: "b" },
        { name: "c", url: "d" },
      ],
    },
  ],
  ["one object of two fields", { links: [{ name: "a", url: "b" }] }],
  ["a long object of one field", { links: [{ name: at(90) }] }],
  ["nested groups", { page: { steps: [{ title: "t", description: at(120) }] } }],
  ["empty groups", { a: [], b: {} }],
])("writes %s as Prettier leaves it", async (_, value) => {
  const text = formatJson(value)
  expect(await prettierOf(text)).toBe(text)
  expect(JSON.parse(text)).toEqual(value)
})
