/** @jest-environment node */
// `npm run new-product` on a copy of the project: the file it writes has every field, the next free
// order and the page's address, and the content check rejects it until every placeholder is replaced.
import { execFileSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import * as babel from "prettier/plugins/babel"
import * as estree from "prettier/plugins/estree"
import { check } from "prettier/standalone"
import prettierrc from "../.prettierrc.json"
import schema from "../data/product.schema.json"
import { copyProject } from "../scripts/copy-project"
import { productFileNames } from "../gatsby/content"
import { readProducts, translatedLanguages } from "./fixtures"

const site = path.join(os.tmpdir(), `splenworks-new-product-${process.pid}`)
const taken = productFileNames().map((file) => path.basename(file, ".json"))
/** A slug no product file uses yet, whatever products data/ holds. */
const slug = freeSlug("splennote")
const written = path.join(site, "data", "products", `${slug}.json`)
/** tsx itself rather than npx, which adds npm's own warnings to the output. */
const tsx = path.join(site, "node_modules", ".bin", "tsx")

function run(...args: string[]): { status: number; output: string } {
  try {
    const output = execFileSync(tsx, ["scripts/new-product.ts", ...args], {
      cwd: site,
      encoding: "utf8",
      stdio: "pipe",
    })
    return { status: 0, output }
  } catch (error) {
    const { status, stderr } = error as { status: number; stderr: string }
    return { status, output: stderr }
  }
}

function freeSlug(wanted: string): string {
  return taken.includes(wanted) ? freeSlug(`${wanted}-next`) : wanted
}

function checkContent(): string {
  try {
    execFileSync(tsx, ["scripts/check-content.ts"], { cwd: site, stdio: "pipe" })
    return ""
  } catch (error) {
    return String((error as { stderr: Buffer }).stderr)
  }
}

beforeAll(() => {
  fs.rmSync(site, { recursive: true, force: true })
  copyProject(site)
}, 60_000)

afterAll(() => {
  fs.rmSync(site, { recursive: true, force: true })
})

it("writes the product file with every field, the next order and its address, and says where the logo and translations go", async () => {
  const { status, output } = run(slug)
  expect(status).toBe(0)
  expect(output).toContain(`Wrote data/products/${slug}.json`)
  expect(output).toContain(`data/products/${slug}.png`)
  for (const { tag } of translatedLanguages) {
    expect(output).toContain(`data/products/${slug}.${tag}.json`)
  }

  const text = fs.readFileSync(written, "utf8")
  // As Prettier writes it: `npm test` passes with the file as it is.
  expect(await check(text, { ...prettierrc, parser: "json", plugins: [babel, estree] })).toBe(true)
  const product = JSON.parse(text)
  expect(Object.keys(product)).toEqual(["$schema", ...schema.required])
  expect(Object.keys(product.page)).toEqual(schema.properties.page.required)
  expect(product.order).toBe(Math.max(...readProducts().map(({ order }) => order)) + 1)
  expect(product.productUrl).toBe(`/${slug}`)
}, 60_000)

it("leaves nothing the build accepts until each placeholder is replaced", () => {
  const report = checkContent()
  // The errors come first, one indented line each; the untranslated texts follow as warnings.
  const [, ...lines] = report.trim().split("\n")
  const problems = lines.slice(
    0,
    lines.findIndex((line) => !line.startsWith("  ")),
  )
  expect(problems.length).toBeGreaterThan(0)
  expect(problems.filter((line) => !line.startsWith(`  data/products/${slug}.json:`))).toEqual([])
  for (const field of [
    "name",
    "url",
    "logo",
    "description",
    "fullDescription",
    "features item 1",
    "page.title",
    "page.metaDescription",
    "title of page.features item 1",
    "icon of page.useCases item 1",
    "description of page.steps item 1",
  ]) {
    expect(report).toContain(`: ${field} `)
  }
}, 60_000)

it("refuses a slug that is taken or not an address", () => {
  for (const used of taken) {
    expect(run(used)).toMatchObject({
      status: 1,
      output: expect.stringContaining("already exists"),
    })
  }
  for (const notAnAddress of ["Splen Note", "404", "a".repeat(300)]) {
    expect(run(notAnAddress)).toMatchObject({
      status: 1,
      output: expect.stringContaining(
        `The slug makes the address "/${notAnAddress}", which must be`,
      ),
    })
  }
  // An address the site or a host already answers at.
  expect(run("ko")).toMatchObject({
    status: 1,
    output: expect.stringContaining(
      'The slug makes the address "/ko", which the site uses for its pages in 한국어: pick another.',
    ),
  })
  expect(run()).toMatchObject({ status: 1, output: expect.stringContaining("Usage") })
}, 60_000)

it("refuses a slug whose address an app's page has, or had before it moved", () => {
  const [first] = productFileNames(path.join(site, "data", "products"))
  const file = path.join(site, "data", "products", first ?? "")
  const product = JSON.parse(fs.readFileSync(file, "utf8"))
  const moved = { ...product, productUrl: "/moved-app", previousUrls: ["/old-app"] }
  fs.writeFileSync(file, JSON.stringify(moved))
  for (const address of ["moved-app", "old-app"]) {
    expect(run(address)).toMatchObject({
      status: 1,
      output: expect.stringContaining(
        `The slug makes the address "/${address}", which data/products/${first} has: pick another.`,
      ),
    })
  }
}, 60_000)
