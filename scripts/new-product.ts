// `npm run new-product -- <slug>`: writes data/products/<slug>.json with every field, the next free
// `order` and `productUrl` "/<slug>". Every text is a "TODO: ..." placeholder, which the content check
// rejects, so the build stops until each one is replaced.
import fs from "fs"
import path from "path"
import schema from "../data/product.schema.json"
import { productFileNames, productsDir, reservedBy, translationFile } from "../gatsby/content"
import { LANGUAGES } from "../src/languages"
import { formatJson } from "../gatsby/editor/json-format"

const slug = process.argv[2] ?? ""
const file = path.join(productsDir, `${slug}.json`)
const shown = path.relative(process.cwd(), file)

function fail(message: string): never {
  console.error(
    `${message}\nUsage: npm run new-product -- <slug>, e.g. npm run new-product -- splennote`,
  )
  process.exit(1)
}

// The slug makes the page's address, so the schema's rule for addresses decides, in its words.
const { pattern, errorMessage } = schema.definitions.path
if (!new RegExp(pattern).test(`/${slug}`)) {
  fail(`The slug makes the address "/${slug}", which ${errorMessage}.`)
}
// An address of a language, a page of src/pages, the build or a host, which the check refuses.
const owner = reservedBy(`/${slug}`)
if (owner) fail(`The slug makes the address "/${slug}", which ${owner}: pick another.`)
if (fs.existsSync(file)) fail(`${shown} already exists.`)

/** The product files that are valid JSON (the content check reports the others), with their path. */
const products = productFileNames().flatMap((name) => {
  const at = path.join(productsDir, name)
  try {
    return [{ ...JSON.parse(fs.readFileSync(at, "utf8")), file: path.relative(process.cwd(), at) }]
  } catch {
    return []
  }
})
// An app's page, or its page before it moved (which redirects there), has the address already.
const holder = products.find(({ productUrl, previousUrls }) =>
  [productUrl, previousUrls].flat().includes(`/${slug}`),
)
if (holder) fail(`The slug makes the address "/${slug}", which ${holder.file} has: pick another.`)
const orders = products.flatMap(({ order }) => (typeof order === "number" ? [order] : []))

const item = (what: string) => ({
  title: `TODO: the ${what}'s title`,
  description: `TODO: a sentence or two about this ${what}`,
})

const product = {
  $schema: "../product.schema.json",
  order: Math.max(0, ...orders) + 1,
  name: "TODO: the app's name",
  productUrl: `/${slug}`,
  url: "TODO: the app's own https:// address",
  logo: `./${slug}.png`,
  logoSize: "small",
  description: "TODO: one sentence for the home page card",
  fullDescription: "TODO: a few sentences for the top of the app's page",
  features: ["TODO: a short tag for the card"],
  page: {
    title: "TODO: the page's title, at most 60 characters",
    metaDescription: "TODO: the search result's text, 50 to 160 characters",
    features: [item("feature")],
    useCases: [{ icon: "TODO: an icon's name (data/README.md, Icons)", ...item("use case") }],
    steps: [item("step")],
  },
}

// As the editor writes it, so that it passes `npm test` as it is.
void formatJson(product).then((text) => {
  fs.writeFileSync(file, text)
  const translations = LANGUAGES.slice(1)
    .map(({ tag }) => `     ${path.relative(process.cwd(), translationFile(file, tag))}`)
    .join("\n")
  console.log(`Wrote ${shown}. Next:
  1. Put the logo beside it: ${path.relative(process.cwd(), path.join(productsDir, `${slug}.png`))}
     (square, 512 × 512 pixels or more; PNG, JPEG, WebP or AVIF, and change "logo" to match).
  2. Replace every "TODO: ..." text, and "logoSize" if the logo has a margin of its own.
  3. Run npm run check:content: it lists what is left to do, file:line by file:line.
  4. It can go live in English: until its texts are translated, its pages show the English in
     every language, and check:content counts what is left, one line for the file (add
     -- --verbose for each text's line). Translate them, in the same shape without names,
     addresses, logos or icons, into
${translations}
Field by field: data/README.md (Translations for step 4).`)
})
