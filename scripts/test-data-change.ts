// The tests follow the data: on a copy of the project where an editor has reworded and renamed a
// product, rewritten the test page's texts and added a fifth product (__tests__/fixtures/fifth-product),
// the snapshots are updated, then `npm test`, the build checks and the browser suite pass with no
// change to the code. Run by `npm run test:all`; it makes one production build.
import { execFileSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import prettier from "prettier"
import { baseURL } from "../playwright.config"
import type { ProductFile } from "../__tests__/fixtures"
import { copyProject } from "./copy-project"

const root = path.resolve(__dirname, "..")
const copy = path.join(os.tmpdir(), `splenworks-data-change-${process.pid}`)
const products = path.join(copy, "data", "products")
const fifthProduct = path.join(root, "__tests__", "fixtures", "fifth-product")
/** The copy is served beside the project's own browser suite, on the next port. */
const port = String(Number(new URL(baseURL).port) + 1)

type Json = Record<string, unknown>

const readJson = <T>(file: string) => JSON.parse(fs.readFileSync(file, "utf8")) as T

/** Saves a data file as an editor would: formatted, so that the copy's lint passes. */
async function writeJson(file: string, value: unknown): Promise<void> {
  const options = await prettier.resolveConfig(file)
  fs.writeFileSync(
    file,
    await prettier.format(JSON.stringify(value), { ...options, parser: "json" }),
  )
}

/** Every text of the first product in card order gets new words, its name included. */
async function rewordFirstProduct(): Promise<void> {
  const [file] = fs
    .readdirSync(products)
    .filter((name) => name.endsWith(".json"))
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
  await writeJson(file, {
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

async function rewriteTestPage(): Promise<void> {
  const file = path.join(copy, "data", "site.json")
  const site = readJson<Json>(file)
  await writeJson(file, {
    ...site,
    testPage: {
      title: "Payments Sandbox",
      description: "A blank page where the payment integration is tried out.",
      message: "Nothing to see here: the payment integration is tried out on this page.",
    },
  })
}

/** The fifth product, copied in as data/README.md tells an editor to add one. */
async function addFifthProduct(): Promise<void> {
  for (const name of fs.readdirSync(fifthProduct)) {
    const source = path.join(fifthProduct, name)
    const target = path.join(products, name)
    if (name.endsWith(".json")) {
      await writeJson(target, { ...readJson<Json>(source), $schema: "../product.schema.json" })
    } else {
      fs.copyFileSync(source, target)
    }
  }
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  console.log(`\n[data change] ${command} ${args.join(" ")}`)
  execFileSync(command, args, { cwd: copy, stdio: "inherit", env: { ...process.env, ...env } })
}

async function main(): Promise<void> {
  fs.rmSync(copy, { recursive: true, force: true })
  // That test builds a copy of its own; this copy's build already has the fifth product.
  copyProject(copy, ["__tests__/fifth-product.test.ts"])
  await rewordFirstProduct()
  await rewriteTestPage()
  await addFifthProduct()

  run("npm", ["run", "build"])
  run("npm", ["run", "test:unit", "--", "-u"])
  run("npm", ["test"])
  run("npm", ["run", "test:build"])
  run("npx", ["playwright", "test"], { PORT: port })
  fs.rmSync(copy, { recursive: true, force: true })
  console.log("\n[data change] the tests pass on the changed data with no code change")
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  console.error(`[data change] failed; the copy is left in ${copy}`)
  process.exit(1)
})
