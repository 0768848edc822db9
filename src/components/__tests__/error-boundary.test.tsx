import React from "react"
import { render, screen } from "@testing-library/react"
import { pageContext } from "../../../__tests__/test-content"
import { ErrorBoundary } from "../error-boundary"

function Broken(): React.ReactElement {
  throw new Error("Cannot read the product")
}

it.each([
  ["en", "/", "Unexpected Application Error!", "Go to the home page"],
  ["ko", "/ko", "예기치 않은 오류가 발생했습니다!", "홈으로 가기"],
] as const)(
  "shows the route-error screen in the page's language (%s) instead of a blank page",
  (lang, home, routeError, goHome) => {
    // React logs the caught error; keep the test output clean.
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined)
    render(
      <ErrorBoundary path="/a-page" context={pageContext(lang)}>
        <Broken />
      </ErrorBoundary>,
    )
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(routeError)
    expect(screen.getByText("Cannot read the product")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: goHome })).toHaveAttribute("href", home)
    expect(screen.getByRole("contentinfo")).toBeInTheDocument()
    consoleError.mockRestore()
  },
)

it("renders its children when nothing fails", () => {
  render(
    <ErrorBoundary path="/" context={pageContext("en")}>
      <p>All good</p>
    </ErrorBoundary>,
  )
  expect(screen.getByText("All good")).toBeInTheDocument()
})
