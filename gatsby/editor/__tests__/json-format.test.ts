/** @jest-environment node */
import fs from "fs"
import path from "path"
import { productFileNames, translationFile } from "../../content"
import { LANGUAGES } from "../../../src/languages"
import { formatJson } from "../json-format"

const data = path.join(__dirname, "../../../data")
/** Every file the editor writes: the site's texts and each product's, in every language. */
const contentFiles = ["site.json", ...productFileNames().map((name) => `products/${name}`)]
  .flatMap((file) => LANGUAGES.map(({ tag }, index) => (index ? translationFile(file, tag) : file)))
  .filter((file) => fs.existsSync(path.join(data, file)))

// A save that changes nothing leaves the file byte for byte.
it.each(contentFiles)("writes %s as it is", async (file) => {
  const text = fs.readFileSync(path.join(data, file), "utf8")
  expect(await formatJson(JSON.parse(text))).toBe(text)
})
