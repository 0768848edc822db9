import React from "react"
import { render, screen } from "@testing-library/react"
import { ErrorBoundary } from "../error-boundary"

function Broken(): React.ReactElement {
  throw new Error("Cannot read the product")
}

it("shows the route-error screen with the error's message instead of a blank page", () => {
  // React logs the caught error; keep the test output clean.
  const consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined)
  render(
    <ErrorBoundary path="/a-page">
      <Broken />
    </ErrorBoundary>,
  )
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
    "Unexpected Application Error!",
  )
  expect(screen.getByText("Cannot read the product")).toBeInTheDocument()
  expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/")
  expect(screen.getByRole("contentinfo")).toBeInTheDocument()
  consoleError.mockRestore()
})

it("renders its children when nothing fails", () => {
  render(
    <ErrorBoundary path="/">
      <p>All good</p>
    </ErrorBoundary>,
  )
  expect(screen.getByText("All good")).toBeInTheDocument()
})
