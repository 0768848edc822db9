// A fifth product needs its JSON file and its logo, and no code change: build the whole site from the
// real products plus fixtures/fifth-product, and find the new app everywhere the four others are.
// A production build, so this test adds a minute or two to `npm test`.
import { execFileSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { within } from "@testing-library/react"
import { copyProject } from "../scripts/copy-project"
import { readProducts } from "./fixtures"

const root = path.join(__dirname, "..")
const site = path.join(os.tmpdir(), `splenworks-fifth-product-${process.pid}`)

const fifth = { name: "Splennote", productUrl: "/splennote" }
const names = [...readProducts().map(({ name }) => name), fifth.name]

/** The built page, in Jest's document (innerHTML runs none of its scripts). */
function page(route: string): HTMLElement {
  const html = fs.readFileSync(path.join(site, "public", route, "index.html"), "utf8")
  document.documentElement.innerHTML = html
  return document.documentElement
}

beforeAll(() => {
  fs.rmSync(site, { recursive: true, force: true })
  copyProject(site)
  // The folder's name, "products", is what makes its files ProductsJson nodes.
  const products = path.join(site, "fixture", "products")
  fs.cpSync(path.join(root, "data", "products"), products, { recursive: true })
  fs.cpSync(path.join(__dirname, "fixtures", "fifth-product"), products, { recursive: true })
  execFileSync("npx", ["gatsby", "build"], {
    cwd: site,
    env: { ...process.env, NODE_ENV: "production", PRODUCTS_DIR: products },
    stdio: "pipe",
  })
}, 300_000)

afterAll(() => {
  fs.rmSync(site, { recursive: true, force: true })
})

it("puts a card for it last on the home page, linking to its page", () => {
  const cards = within(page("/")).getAllByRole("article")
  expect(cards).toHaveLength(names.length)
  names.forEach((name, index) => {
    expect(within(cards[index] as HTMLElement).getByRole("heading")).toHaveAccessibleName(
      `${name} (opens in a new tab)`,
    )
  })
  expect(
    within(cards.at(-1) as HTMLElement).getByRole("link", {
      name: `Learn more about ${fifth.name}`,
    }),
  ).toHaveAttribute("href", fifth.productUrl)
})

it("loads its card's logo lazily, as the fifth card is below the first screen", () => {
  const logo = page("/").querySelector("main article:last-of-type picture img")
  expect(logo).toHaveAttribute("loading", "lazy")
})

it("gives it a page with its title, heading and logo", () => {
  const html = page(fifth.productUrl)
  expect(html.querySelector("title")).toHaveTextContent("Splennote: the fifth app of the tests")
  expect(within(html).getByRole("heading", { level: 1 })).toHaveTextContent(fifth.name)
  expect(html.querySelector("main header picture img")?.getAttribute("src")).toMatch(
    /splennote\.png$/,
  )
})

it("puts its page in the sitemap", () => {
  const sitemap = fs.readFileSync(path.join(site, "public", "sitemap.xml"), "utf8")
  expect(sitemap).toContain("<loc>https://splenworks.com/splennote</loc>")
})

it("gives it a social card", () => {
  const image = page(fifth.productUrl)
    .querySelector('meta[property="og:image"]')
    ?.getAttribute("content")
  expect(image).toMatch(/^https:\/\/splenworks\.com\/.+\.png$/)
  const file = path.join(site, "public", new URL(image as string).pathname)
  expect(fs.existsSync(file)).toBe(true)
})

it.each(["/", "/splensheet", fifth.productUrl, "/404"])("lists it in the footer of %s", (route) => {
  const nav = within(page(route)).getByRole("navigation", { name: "Apps" })
  expect(
    within(nav)
      .getAllByRole("link")
      .map((link) => link.textContent),
  ).toEqual(names)
  expect(within(nav).getByRole("link", { name: fifth.name })).toHaveAttribute(
    "href",
    fifth.productUrl,
  )
})
