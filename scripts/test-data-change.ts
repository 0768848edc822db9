// The tests follow the data: on a copy of the project where an editor has reworded and renamed a
// product, rewritten the test page's texts, added a product with `npm run new-product` and filled it
// in English only (an app goes live in English first), and added one by hand with a high order
// (__tests__/fixtures/added-product) and translated it, what the data drives passes with no change
// to the code: one production build, the type check, the build checks, and the browser tests of the
// spec's pages and the languages. Run by `npm run test:all`.
import { execFileSync, spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { baseURL, nginxURL } from "../playwright.config"
import { addableProduct, saveProduct, unusedSlugAndName, writeJson } from "../__tests__/add-product"
import { translatedLanguages } from "../__tests__/fixtures"
import type { ProductFile } from "../__tests__/fixtures"
import schema from "../data/product.schema.json"
import translationSchema from "../data/product.translation.schema.json"
import { productFileNames, translationFile } from "../gatsby/content-check"
import type { JsonSchema } from "../gatsby/translations"
import { copyProject } from "./copy-project"

const root = path.resolve(__dirname, "..")
const copy = path.join(os.tmpdir(), `splenworks-data-change-${process.pid}`)
const products = path.join(copy, "data", "products")
const handAdded = path.join(root, "__tests__", "fixtures", "added-product")
/** An order far past the others', as an editor who leaves room for more would pick. */
const HIGH_ORDER = 40
/** The copy is served beside the project's own browser suite, on the next ports. */
const ports = {
  PORT: String(Number(new URL(baseURL).port) + 1),
  NGINX_PORT: String(Number(new URL(nginxURL).port) + 1),
}

type Json = Record<string, unknown>

const readJson = <T>(file: string) => JSON.parse(fs.readFileSync(file, "utf8")) as T

/** Every text of the first product in card order gets new words, its name included. */
function rewordFirstProduct(): void {
  const [file] = productFileNames(products)
    .map((name) => path.join(products, name))
    .sort((a, b) => readJson<ProductFile>(a).order - readJson<ProductFile>(b).order)
  if (!file) throw new Error(`no product files in ${products}`)
  const product = readJson<ProductFile & Json>(file)
  const name = `${product.name} Studio`
  const reword = (text: string) => `${text} Reworded.`
  const rewordItems = <Item extends { title: string; description: string }>(
    items: readonly Item[],
  ) =>
    items.map((item) => ({
      ...item,
      title: reword(item.title),
      description: reword(item.description),
    }))
  writeJson(file, {
    ...product,
    name,
    description: reword(product.description),
    fullDescription: reword(product.fullDescription),
    features: product.features.map(reword),
    page: {
      ...product.page,
      title: `${name}: reworded by an editor`,
      metaDescription: `${name} after an editor's rewording: new words on the card, the page and its head tags.`,
      features: rewordItems(product.page.features),
      useCases: rewordItems(product.page.useCases),
      steps: rewordItems(product.page.steps),
    },
  })
}

function rewriteTestPage(): void {
  const file = path.join(copy, "data", "site.json")
  const site = readJson<Json>(file)
  writeJson(file, {
    ...site,
    testPage: {
      title: "Payments Sandbox",
      description: "A blank page where the payment integration is tried out.",
      message: "Nothing to see here: the payment integration is tried out on this page.",
    },
  })
}

/** A product from `npm run new-product`, every "TODO:" text then replaced as data/README.md says. */
function addScaffoldedProduct(): string {
  const { slug, name } = unusedSlugAndName(products, "splenmail", "Splenmail")
  run("npm", ["run", "new-product", "--", slug])
  const file = path.join(products, `${slug}.json`)
  const scaffold = readJson<ProductFile & Json>(file)
  const [icon] = schema.properties.page.properties.useCases.items.properties.icon.enum
  const [logo] = fs.readdirSync(products).filter((file) => file.endsWith(".png"))
  if (!logo) throw new Error(`no logo in ${products}`)
  fs.copyFileSync(path.join(products, logo), path.join(products, `${slug}.png`))
  writeJson(file, {
    ...scaffold,
    name,
    url: `https://${slug}.example`,
    description: `${name} reads, writes and sorts your mail in the browser.`,
    fullDescription: `${name} is the app a maintainer added with npm run new-product: a mail client that runs in your browser.`,
    features: ["Mail", "No install"],
    page: {
      title: `${name}: mail in your browser`,
      metaDescription: `${name} reads, writes and sorts your mail in the browser, with nothing to install.`,
      features: [{ title: "One inbox", description: "Every account's mail in one list." }],
      useCases: [{ icon, title: "Mail on the go", description: "Answer mail from any computer." }],
      steps: [{ title: `Open ${name}`, description: `Go to ${slug}.example and sign in.` }],
    },
  })
  run("npm", ["run", "check:content"])
  // A team that blocks untranslated texts before a release passes --strict (data/README.md).
  const strict = spawnSync("npm", ["run", "check:content", "--", "--strict"], {
    cwd: copy,
    encoding: "utf8",
  })
  if (strict.status === 0 || !strict.stderr.includes(`${slug}.json`)) {
    throw new Error(`check:content --strict did not stop at ${slug}, which is in English only`)
  }
  return slug
}

/** A product copied in by hand, as data/README.md tells an editor to add one, with a high order. */
function addProductByHand(): string {
  const product = addableProduct(handAdded, products, HIGH_ORDER)
  saveProduct(handAdded, products, product)
  return path.basename(product.productUrl)
}

/** The texts of `value` that `node` (a translation schema) keeps, each passed through `translate`. */
function textsOf(node: JsonSchema, value: unknown, translate: (text: string) => string): unknown {
  if (typeof value === "string") return translate(value)
  if (Array.isArray(value)) return value.map((item) => textsOf(node.items ?? {}, item, translate))
  const fields = value as Json
  return Object.fromEntries(
    Object.entries(node.properties ?? {})
      .filter(([key]) => key !== "$schema" && key in fields)
      .map(([key, field]) => [key, textsOf(field, fields[key], translate)]),
  )
}

/** The product's translation into every language, each text marked with the language's tag. */
function translateProduct(slug: string): void {
  const product = readJson<Json>(path.join(products, `${slug}.json`))
  for (const { tag } of translatedLanguages) {
    writeJson(translationFile(path.join(products, `${slug}.json`), tag), {
      $schema: "../product.translation.schema.json",
      ...(textsOf(translationSchema as JsonSchema, product, (text) => `[${tag}] ${text}`) as Json),
    })
  }
}

/** The build, which counts the product's texts, in English only, as not translated yet. */
function buildWithEnglishOnly(slug: string): void {
  const log = path.join(copy, "build.log")
  run("bash", ["-o", "pipefail", "-c", `npm run build 2>&1 | tee ${log}`])
  // Gatsby's reporter wraps long lines where there is no terminal.
  const output = fs.readFileSync(log, "utf8").replace(/\s+/g, " ")
  for (const { tag } of translatedLanguages) {
    const listed = new RegExp(`data/products/${slug}\\.json: not yet in [^(]*\\b${tag}\\b`)
    if (!listed.test(output)) throw new Error(`the build did not list ${slug} as not in ${tag}`)
  }
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  console.log(`\n[data change] ${command} ${args.join(" ")}`)
  execFileSync(command, args, { cwd: copy, stdio: "inherit", env: { ...process.env, ...env } })
}

try {
  fs.rmSync(copy, { recursive: true, force: true })
  copyProject(copy)
  rewordFirstProduct()
  rewriteTestPage()
  const englishOnly = addScaffoldedProduct()
  translateProduct(addProductByHand())

  buildWithEnglishOnly(englishOnly)
  // The types derive from the data (GraphQL typegen), and the build checks read it.
  run("npm", ["run", "typecheck"])
  run("npx", ["jest", "-c", "jest.build.config.js"])
  // What the data drives in a browser: the spec's pages and each language.
  run(
    "npx",
    ["playwright", "test", "--project=chromium", "e2e/routes.spec.ts", "e2e/languages.spec.ts"],
    ports,
  )
  fs.rmSync(copy, { recursive: true, force: true })
  console.log("\n[data change] the tests pass on the changed data with no code change")
} catch (error: unknown) {
  console.error(error instanceof Error ? error.message : error)
  console.error(`[data change] failed; the copy is left in ${copy}`)
  process.exit(1)
}
