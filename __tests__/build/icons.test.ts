// The "Perfect For" icons are in the prebuilt HTML: inline SVG from the lucide set, one per use case,
// the one its product file names, hidden from assistive technology, drawn in the text's colour.
import path from "path"
import { within } from "@testing-library/react"
import { products } from "../fixtures"
import { readBuiltPage } from "../html"

const publicDir = path.join(__dirname, "..", "..", "public")

describe.each(products.map((product) => [product.productUrl, product] as const))(
  "%s",
  (productUrl, product) => {
    it("draws each use case's icon as a decorative inline SVG", () => {
      const page = readBuiltPage(publicDir, path.join(productUrl, "index.html"))
      const section = screenSection(page, "Perfect For")
      const items = within(section).getAllByRole("listitem")
      expect(items).toHaveLength(product.page.useCases.length)
      product.page.useCases.forEach(({ icon, title }, index) => {
        const item = items[index] as HTMLElement
        expect(within(item).getByRole("heading")).toHaveTextContent(title)
        const svg = item.querySelector("svg")
        expect(svg).toHaveClass(`lucide-${icon}`)
        expect(svg).toHaveAttribute("aria-hidden", "true")
        expect(svg).toHaveAttribute("stroke", "currentColor")
        expect(svg?.parentElement).toHaveTextContent(/^$/)
      })
    })
  },
)

function screenSection(page: Document, heading: string): HTMLElement {
  const section = within(page.body)
    .getByRole("heading", { level: 2, name: heading })
    .closest("section")
  if (!section) throw new Error(`No section titled ${heading}`)
  return section
}
