// What every product in data/ gets in the build, however many there are: Playwright's test-content
// project (e2e/test-content/) runs these on its content too, one product of it in English only.
import fs from "fs"
import path from "path"
import { within } from "@testing-library/react"
import { LANGUAGES, pathIn, products, translatedLanguages } from "../fixtures"
import { readBuiltPage } from "../html"
import { productsDir, translationFile } from "../../gatsby/content"

const publicDir = path.join(__dirname, "..", "..", "public")

/** A built route's document, parsed once. */
const parsed = new Map<string, Document>()
function page(route: string): HTMLElement {
  const file = route === "/" ? "index.html" : `${route.slice(1)}/index.html`
  if (!parsed.has(file)) parsed.set(file, readBuiltPage(publicDir, file))
  return (parsed.get(file) as Document).documentElement
}

const names = products.map(({ name }) => name)

describe.each(LANGUAGES)("in $name", ({ tag }) => {
  it("lists every product in the footer's first list, in card order, linking to its page", () => {
    for (const route of ["/", ...products.map(({ productUrl }) => productUrl)]) {
      const [apps] = within(page(pathIn(tag, route))).getAllByRole("navigation")
      const links = within(apps as HTMLElement).getAllByRole("link")
      expect(links.map((link) => link.textContent)).toEqual(names)
      expect(links.map((link) => link.getAttribute("href"))).toEqual(
        products.map(({ productUrl }) => pathIn(tag, productUrl)),
      )
    }
  })

  it("links each product's card on the home page to its page", () => {
    const cards = within(page(pathIn(tag, "/"))).getAllByRole("article")
    expect(cards.map((card) => card.querySelector("a[href^='/']")?.getAttribute("href"))).toEqual(
      products.map(({ productUrl }) => pathIn(tag, productUrl)),
    )
  })
})

describe.each(translatedLanguages)("in $name", ({ tag }) => {
  /** The product's translation file's fullDescription, if it has one. */
  const translated = (file: string): string | undefined => {
    const translation = translationFile(path.join(productsDir, file), tag)
    return fs.existsSync(translation)
      ? JSON.parse(fs.readFileSync(translation, "utf8")).fullDescription
      : undefined
  }

  it.each(products)("shows $name's page in the language, or in English marked so", (product) => {
    const html = page(pathIn(tag, product.productUrl))
    expect(html.getAttribute("lang")).toBe(tag)
    const text = translated(product.file)
    const shown = within(within(html).getByRole("main")).getByText(text ?? product.fullDescription)
    expect(shown.closest("[lang]")?.getAttribute("lang")).toBe(text ? tag : "en")
  })
})
