/** @jest-environment node */
// A fifth product needs its JSON file and its logo, and no code change: build the whole site from the
// real products plus fixtures/fifth-product, and find the new app everywhere the four others are.
// A production build, so this test adds a minute or two to `npm test`.
import { execFileSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { within } from "@testing-library/react"
import { copyProject } from "../scripts/copy-project"
import { productsDir } from "../gatsby/content-check"
import { firstProduct, readProducts, site, spec } from "./fixtures"
import { readBuiltPage } from "./html"

const copy = path.join(os.tmpdir(), `splenworks-fifth-product-${process.pid}`)
const publicDir = path.join(copy, "public")
// The folder's name, "products", is what makes its files ProductsJson nodes.
const productFolder = path.join(copy, "fixture", "products")
const fixture = path.join(__dirname, "fixtures", "fifth-product")

const [fifth] = readProducts(fixture)
if (!fifth) throw new Error(`no product file in ${fixture}`)

/** The built page, as a document. */
const page = (route: string) =>
  readBuiltPage(publicDir, path.join(route, "index.html")).documentElement

beforeAll(() => {
  fs.rmSync(copy, { recursive: true, force: true })
  copyProject(copy)
  fs.cpSync(productsDir, productFolder, { recursive: true })
  fs.cpSync(fixture, productFolder, { recursive: true })
  execFileSync("npx", ["gatsby", "build"], {
    cwd: copy,
    env: { ...process.env, NODE_ENV: "production", PRODUCTS_DIR: productFolder },
    stdio: "pipe",
  })
}, 300_000)

afterAll(() => {
  fs.rmSync(copy, { recursive: true, force: true })
})

/** The names of the built products, in card order. */
const names = () => readProducts(productFolder).map(({ name }) => name)

it("puts a card for it last on the home page, linking to its page", () => {
  const cards = within(page("/")).getAllByRole("article")
  expect(cards).toHaveLength(names().length)
  names().forEach((name, index) => {
    expect(within(cards[index] as HTMLElement).getByRole("heading")).toHaveAccessibleName(
      `${name} (opens in a new tab)`,
    )
  })
  expect(
    within(cards.at(-1) as HTMLElement).getByRole("link", {
      name: spec.learnMoreName(fifth.name),
    }),
  ).toHaveAttribute("href", fifth.productUrl)
})

it("loads its card's logo lazily, as the fifth card is below the first screen", () => {
  const logo = page("/").querySelector("main article:last-of-type picture img")
  expect(logo).toHaveAttribute("loading", "lazy")
})

it("gives it a page with its title, heading and logo", () => {
  const html = page(fifth.productUrl)
  expect(html.querySelector("title")).toHaveTextContent(fifth.page.title)
  expect(within(html).getByRole("heading", { level: 1 })).toHaveTextContent(fifth.name)
  expect(html.querySelector("main header picture img")?.getAttribute("src")).toMatch(
    new RegExp(`/${path.basename(fifth.logo)}$`),
  )
})

it("puts its page in the sitemap", () => {
  const sitemap = fs.readFileSync(path.join(publicDir, "sitemap.xml"), "utf8")
  expect(sitemap).toContain(`<loc>${site.siteUrl}${fifth.productUrl}</loc>`)
})

it("gives it a social card", () => {
  const image = page(fifth.productUrl)
    .querySelector('meta[property="og:image"]')
    ?.getAttribute("content")
  expect(image?.startsWith(`${site.siteUrl}/`)).toBe(true)
  expect(image).toMatch(/\.png$/)
  const file = path.join(publicDir, new URL(image as string).pathname)
  expect(fs.existsSync(file)).toBe(true)
})

it.each(["/", firstProduct.route.path, fifth.productUrl, "/404"])(
  "lists it in the footer of %s",
  (route) => {
    const nav = within(page(route)).getByRole("navigation", { name: "Apps" })
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(names())
    expect(within(nav).getByRole("link", { name: fifth.name })).toHaveAttribute(
      "href",
      fifth.productUrl,
    )
  },
)
