import React from "react"
import { render } from "@testing-library/react"
import schema from "../../../data/product.schema.json"
import { UseCaseIcon, useCaseIcons } from "../use-case-icon"

it("supports exactly the icon names the product files' schema lists", () => {
  const listed = schema.properties.page.properties.useCases.items.properties.icon.enum
  expect(Object.keys(useCaseIcons).sort()).toEqual([...listed].sort())
})

it("draws a decorative inline SVG in the text's colour", () => {
  const { container } = render(<UseCaseIcon name="calculator" className="icon" />)
  const svg = container.querySelector("span.icon > svg")
  expect(svg).toHaveAttribute("aria-hidden", "true")
  expect(svg).toHaveAttribute("stroke", "currentColor")
})

it("draws nothing, and throws nothing, for a name it lacks (develop, before the fix)", () => {
  const { container } = render(<UseCaseIcon name="rocket" className="icon" />)
  expect(container).toBeEmptyDOMElement()
})
