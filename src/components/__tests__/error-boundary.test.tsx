import React from "react"
import { render, screen } from "@testing-library/react"
import { interfaceTexts, siteTexts } from "../../../__tests__/fixtures"
import { ErrorBoundary } from "../error-boundary"

function Broken(): React.ReactElement {
  throw new Error("Cannot read the product")
}

it.each([
  ["en", "/"],
  ["ja", "/ja"],
])(
  "shows the route-error screen in the page's language (%s) instead of a blank page",
  (lang, home) => {
    // React logs the caught error; keep the test output clean.
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined)
    const ui = interfaceTexts(lang)
    render(
      <ErrorBoundary path="/a-page" language={{ lang, texts: siteTexts(lang) }}>
        <Broken />
      </ErrorBoundary>,
    )
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(ui.routeError)
    expect(screen.getByText("Cannot read the product")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: ui.goHome })).toHaveAttribute("href", home)
    expect(screen.getByRole("contentinfo")).toBeInTheDocument()
    consoleError.mockRestore()
  },
)

it("renders its children when nothing fails", () => {
  render(
    <ErrorBoundary path="/">
      <p>All good</p>
    </ErrorBoundary>,
  )
  expect(screen.getByText("All good")).toBeInTheDocument()
})
