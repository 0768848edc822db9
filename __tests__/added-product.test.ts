/** @jest-environment node */
// A new product needs its JSON file and its logo, and no code change: build the whole site from the
// real products plus fixtures/added-product, and find the new app everywhere the others are. Its
// order, name and address are ones data/ does not use, so the test holds however many products there
// are. A production build, so this test adds a minute or two to `npm test`.
import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { within } from "@testing-library/react"
import { copyProject } from "../scripts/copy-project"
import { productsDir } from "../gatsby/content-check"
import { addableProduct, saveProduct } from "./add-product"
import {
  firstProduct,
  interfaceTexts,
  pathIn,
  readProducts,
  site,
  spec,
  translatedLanguages,
} from "./fixtures"
import { readBuiltPage } from "./html"

const copy = path.join(os.tmpdir(), `splenworks-added-product-${process.pid}`)
const publicDir = path.join(copy, "public")
const productFolder = path.join(copy, "data", "products")
const fixture = path.join(__dirname, "fixtures", "added-product")

// The copy's products are data/'s.
const added = addableProduct(fixture, productsDir)

/** The built page, as a document. */
const page = (route: string) =>
  readBuiltPage(publicDir, path.join(route, "index.html")).documentElement

/** What the build printed. */
let buildOutput = ""

beforeAll(() => {
  fs.rmSync(copy, { recursive: true, force: true })
  copyProject(copy)
  saveProduct(fixture, productFolder, added)
  const build = spawnSync("npx", ["gatsby", "build"], {
    cwd: copy,
    env: { ...process.env, NODE_ENV: "production" },
    encoding: "utf8",
  })
  buildOutput = build.stdout + build.stderr
  if (build.status !== 0) throw new Error(`gatsby build failed:\n${buildOutput}`)
}, 300_000)

afterAll(() => {
  fs.rmSync(copy, { recursive: true, force: true })
})

/** The names of the built products, in card order. */
const names = () => readProducts(productFolder).map(({ name }) => name)

it("puts a card for it last on the home page (its order is the highest), linking to its page", () => {
  const cards = within(page("/")).getAllByRole("article")
  expect(cards).toHaveLength(names().length)
  names().forEach((name, index) => {
    expect(within(cards[index] as HTMLElement).getByRole("heading")).toHaveAccessibleName(
      `${name} (opens in a new tab)`,
    )
  })
  expect(
    within(cards.at(-1) as HTMLElement).getByRole("link", {
      name: spec.learnMoreName(added.name),
    }),
  ).toHaveAttribute("href", added.productUrl)
})

it("loads its card's logo lazily, as only the first cards load eagerly", () => {
  const logo = page("/").querySelector("main article:last-of-type picture img")
  expect(logo).toHaveAttribute("loading", "lazy")
})

it("gives it a page with its title, heading and logo", () => {
  const html = page(added.productUrl)
  expect(html.querySelector("title")).toHaveTextContent(added.page.title)
  expect(within(html).getByRole("heading", { level: 1 })).toHaveTextContent(added.name)
  expect(html.querySelector("main header picture img")?.getAttribute("src")).toMatch(
    new RegExp(`/${path.basename(added.logo)}$`),
  )
})

it("puts its page in the sitemap", () => {
  const sitemap = fs.readFileSync(path.join(publicDir, "sitemap.xml"), "utf8")
  expect(sitemap).toContain(`<loc>${site.siteUrl}${added.productUrl}</loc>`)
})

it("gives it a social card", () => {
  const image = page(added.productUrl)
    .querySelector('meta[property="og:image"]')
    ?.getAttribute("content")
  expect(image?.startsWith(`${site.siteUrl}/`)).toBe(true)
  expect(image).toMatch(/\.png$/)
  const file = path.join(publicDir, new URL(image as string).pathname)
  expect(fs.existsSync(file)).toBe(true)
})

it.each(["/", firstProduct.route.path, added.productUrl, "/404"])(
  "lists it in the footer of %s",
  (route) => {
    const nav = within(page(route)).getByRole("navigation", { name: "Apps" })
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(names())
    expect(within(nav).getByRole("link", { name: added.name })).toHaveAttribute(
      "href",
      added.productUrl,
    )
  },
)

describe.each(translatedLanguages)("in $name, with no translation of it yet", ({ tag, name }) => {
  it("gives it a page with its English texts, marked as English", () => {
    const html = page(pathIn(tag, added.productUrl))
    expect(html.getAttribute("lang")).toBe(tag)
    const main = within(html).getByRole("main")
    expect(within(main).getByText(added.fullDescription)).toHaveAttribute("lang", "en")
    expect(
      within(main).getByRole("heading", { name: interfaceTexts(tag).keyFeatures }),
    ).toBeTruthy()
  })

  it("lists each of its texts as untranslated in the build's output", () => {
    const file = `data/products/${added.file}`
    // Gatsby's reporter wraps long lines where there is no terminal.
    expect(buildOutput.replace(/\s+/g, " ")).toMatch(
      new RegExp(`${file}:\\d+:\\d+: fullDescription is not translated into ${name} \\(${tag}\\)`),
    )
  })
})
