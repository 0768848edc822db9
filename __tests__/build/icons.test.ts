// The "Perfect For" icons are in the prebuilt HTML: inline SVG from the lucide set, one per use case,
// the one its product file names, hidden from assistive technology, drawn in the text's colour.
import fs from "fs"
import path from "path"
import { within } from "@testing-library/react"
import { readProducts } from "../fixtures"

const publicDir = path.join(__dirname, "..", "..", "public")

describe.each(readProducts().map((product) => [product.productUrl, product] as const))(
  "%s",
  (productUrl, product) => {
    beforeAll(() => {
      const html = fs.readFileSync(path.join(publicDir, productUrl, "index.html"), "utf8")
      document.documentElement.innerHTML = html
    })

    it("draws each use case's icon as a decorative inline SVG", () => {
      const section = screenSection("Perfect For")
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

function screenSection(heading: string): HTMLElement {
  const section = within(document.body)
    .getByRole("heading", { level: 2, name: heading })
    .closest("section")
  if (!section) throw new Error(`No section titled ${heading}`)
  return section
}
