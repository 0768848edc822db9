import React from "react"
import { render, screen } from "@testing-library/react"
import { Helmet } from "react-helmet"
import { pageContext } from "../../../__tests__/test-content"
import { ErrorBoundary } from "../error-boundary"

const failure = new Error("Cannot read the product")

function Broken(): React.ReactElement {
  throw failure
}

it.each([
  [
    "en",
    "/",
    "Unexpected Application Error!",
    "Something went wrong while showing this page.",
    "Go to the home page",
  ],
  [
    "ko",
    "/ko",
    "예기치 않은 오류가 발생했습니다!",
    "이 페이지를 표시하는 중에 문제가 생겼습니다.",
    "홈으로 가기",
  ],
] as const)(
  "shows the route-error screen in the page's language (%s) instead of a blank page",
  (lang, home, routeError, sentence, goHome) => {
    // React logs the caught error; keep the test output clean.
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined)
    render(
      <ErrorBoundary path="/a-page" context={pageContext(lang)}>
        <Broken />
      </ErrorBoundary>,
    )
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(routeError)
    expect(screen.getByText(sentence)).toBeInTheDocument()
    expect(screen.getByRole("link", { name: goHome })).toHaveAttribute("href", home)
    expect(screen.getByRole("contentinfo")).toBeInTheDocument()
    consoleError.mockRestore()
  },
)

it("logs the error to the console instead of showing its message", () => {
  const consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined)
  render(
    <ErrorBoundary path="/a-page" context={pageContext("en")}>
      <Broken />
    </ErrorBoundary>,
  )
  expect(screen.queryByText(failure.message, { exact: false })).not.toBeInTheDocument()
  expect(JSON.stringify(Helmet.peek())).not.toContain(failure.message)
  expect(consoleError).toHaveBeenCalledWith(
    "/a-page failed to render:",
    failure,
    expect.any(String),
  )
  consoleError.mockRestore()
})

it("renders its children when nothing fails", () => {
  render(
    <ErrorBoundary path="/" context={pageContext("en")}>
      <p>All good</p>
    </ErrorBoundary>,
  )
  expect(screen.getByText("All good")).toBeInTheDocument()
})
