// The tests follow the data: on a copy of the project where an editor has kept a backup of a product
// in a folder of data/products, reworded and renamed the product and moved its page to a new address
// (the old one kept in previousUrls), rewritten the test page's texts,
// added a product with `npm run new-product` and filled it in English only (an app goes live in
// English first), and added one by hand with a high order (__tests__/fixtures/added-product) and
// translated it, what the data drives passes with no change to the code: one production build, the
// type check, the build checks, and the browser tests of the spec's pages, the languages, the layout
// and the hosts' answers, run in the copy as commands, as a maintainer would run them.
import { spawn } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { stripVTControlCharacters } from "util"
import { expect, test } from "@playwright/test"
import { baseURL, nginxURL } from "../../playwright.config"
import {
  addableProduct,
  saveProduct,
  unusedSlugAndName,
  writeJson,
} from "../../__tests__/add-product"
import { translatedLanguages } from "../../__tests__/fixtures"
import { readBuiltPage } from "../../__tests__/html"
import type { ProductFile } from "../../__tests__/fixtures"
import schema from "../../data/product.schema.json"
import translationSchema from "../../data/product.translation.schema.json"
import { productFileNames, translationFile } from "../../gatsby/content-check"
import type { JsonSchema } from "../../gatsby/translations"
import { copyProject } from "../../scripts/copy-project"
import { keepOutputIfFailed } from "../browser"

const root = path.resolve(__dirname, "../..")
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

/**
 * Every text of the first product in card order gets new words, its name included, and its page a
 * new address, the old one kept as data/README.md says.
 */
function rewordFirstProduct(): void {
  const [file] = productFileNames(products)
    .map((name) => path.join(products, name))
    .sort((a, b) => readJson<ProductFile>(a).order - readJson<ProductFile>(b).order)
  if (!file) throw new Error(`no product files in ${products}`)
  const product = readJson<ProductFile & Json>(file)
  // One word, as app names are, of 19 letters: more than a phone's line of every heading that shows
  // it takes at the heading's own size.
  const name = "SplenworksStudioPro"
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
    productUrl: "/studio-pro",
    previousUrls: [product.productUrl],
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

/** A copy of a product file and its logo, kept by an editor in a folder inside data/products. */
function keepBackup(): void {
  const [name] = productFileNames(products)
  if (!name) throw new Error(`no product files in ${products}`)
  const { logo } = readJson<ProductFile>(path.join(products, name))
  fs.mkdirSync(path.join(products, "backup"))
  for (const file of [name, path.basename(logo)]) {
    fs.copyFileSync(path.join(products, file), path.join(products, "backup", file))
  }
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
async function addScaffoldedProduct(): Promise<string> {
  const { slug, name } = unusedSlugAndName(products, "splenmail", "Splenmail")
  await run("npm", ["run", "new-product", "--", slug])
  const file = path.join(products, `${slug}.json`)
  const scaffold = readJson<ProductFile & Json>(file)
  const [icon] = schema.properties.page.properties.useCases.items.properties.icon.enum
  const [logo] = fs.readdirSync(products).filter((file) => file.endsWith(".png"))
  if (!logo) throw new Error(`no logo in ${products}`)
  // Named as a designer's export may be: the extension in upper case.
  fs.copyFileSync(path.join(products, logo), path.join(products, `${slug}.PNG`))
  writeJson(file, {
    ...scaffold,
    logo: `./${slug}.PNG`,
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
  await run("npm", ["run", "check:content"])
  // A team that blocks untranslated texts before a release passes --strict (data/README.md).
  const strict = await run("npm", ["run", "check:content", "--", "--strict"], {}, false)
  expect(strict.status, "check:content --strict stops at a product in English only").not.toBe(0)
  expect(strict.output).toContain(`${slug}.json`)
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

/** Everything the commands printed, for a failure's report. */
let output = ""

/**
 * Runs a command in the copy; by default a non-zero exit fails the test. Resolves with its exit
 * status and what it printed, colours removed.
 */
function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  mustPass = true,
): Promise<{ status: number | null; output: string }> {
  output += `\n[data change] ${command} ${args.join(" ")}\n`
  const child = spawn(command, args, { cwd: copy, env: { ...process.env, ...env } })
  let printed = ""
  const record = (chunk: Buffer) => {
    const text = stripVTControlCharacters(chunk.toString())
    printed += text
    output += text
  }
  child.stdout.on("data", record)
  child.stderr.on("data", record)
  return new Promise((resolve, reject) => {
    child.on("error", reject)
    child.on("close", (status) => {
      if (mustPass && status !== 0)
        reject(new Error(`${command} ${args.join(" ")} exited ${status}`))
      else resolve({ status, output: printed })
    })
  })
}

// A failure leaves the copy, to look into.
test.afterEach(async () => {
  if (!(await keepOutputIfFailed("commands", output)))
    fs.rmSync(copy, { recursive: true, force: true })
})

test("a content change passes what the data drives, with no change to the code", async () => {
  // A build, the type check, the build checks and 50-odd browser tests, on a shared machine.
  test.setTimeout(15 * 60_000)
  await test.step("the data changed as editors change it", async () => {
    fs.rmSync(copy, { recursive: true, force: true })
    copyProject(copy)
    keepBackup()
    rewordFirstProduct()
    rewriteTestPage()
  })
  const englishOnly = await test.step("a product added with npm run new-product, in English", () =>
    addScaffoldedProduct())
  await test.step("a product added by hand, and translated", () => {
    translateProduct(addProductByHand())
  })
  await test.step("the build, which lists the English-only product as not translated yet", async () => {
    const build = await run("npm", ["run", "build"])
    // Gatsby's reporter wraps long lines where there is no terminal.
    const printed = build.output.replace(/\s+/g, " ")
    for (const { tag } of translatedLanguages) {
      expect(printed).toMatch(
        new RegExp(`data/products/${englishOnly}\\.json: not yet in [^(]*\\b${tag}\\b`),
      )
    }
  })
  await test.step("the home page lists each product file once, and no copy kept in a folder", () => {
    const files = productFileNames(products).map((name) =>
      readJson<ProductFile>(path.join(products, name)),
    )
    const addresses = files.sort((a, b) => a.order - b.order).map(({ productUrl }) => productUrl)
    const home = readBuiltPage(path.join(copy, "public"), "index.html")
    const cards = [...home.querySelectorAll("main article")].map((card) =>
      card.querySelector("a[href^='/']")?.getAttribute("href"),
    )
    expect(cards).toEqual(addresses)
  })
  // What the data drives, side by side: the type check (the types derive from the data through
  // GraphQL typegen), the build checks, and the spec's pages, each language, the layout and the
  // hosts' answers (the moved page's redirect among them) in a browser and on nginx.
  // Each runs to its end, so that a failure leaves no command running.
  const results = await Promise.allSettled([
    test.step("the type check", () => run("npm", ["run", "typecheck"])),
    test.step("the build checks", () => run("npx", ["jest", "-c", "jest.build.config.js"])),
    test.step("the spec's pages, each language, the layout and the hosts' answers", () =>
      run(
        "npx",
        [
          "playwright",
          "test",
          "--project=chromium",
          "--project=hosting",
          // Beside the develop project and the site's suites.
          "--workers=2",
          "e2e/routes.spec.ts",
          "e2e/languages.spec.ts",
          "e2e/layout.spec.ts",
          "e2e/hosting/http.spec.ts",
        ],
        ports,
      )),
  ])
  for (const result of results) if (result.status === "rejected") throw result.reason
})
