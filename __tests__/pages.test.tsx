import React from "react"
import { render, screen, within } from "@testing-library/react"
import type { PageProps } from "gatsby"
import HomePage from "../src/pages/index"
import NotFoundPage from "../src/pages/404"
import StripeTestPage from "../src/pages/test/stripe"
import ProductPage from "../src/templates/product"
import type { PageContext } from "../src/page-context"
import { homePage, pageContext, productPage, productsIn } from "./test-content"

// The test content's languages, not data/'s.
jest.mock("../data/languages.json", () => jest.requireActual("./test-content").languagesFile)

/** The props Gatsby gives a page; the tests fill in only what the pages read (the path: 404's). */
function pageProps<Context extends PageContext>(
  context: Context,
  pathname = "/",
): PageProps<object, Context> {
  return { location: { pathname }, pageContext: context } as PageProps<object, Context>
}

beforeEach(() => {
  jest.useFakeTimers({ now: new Date("2026-06-01T12:00:00Z") })
})

afterEach(() => {
  jest.useRealTimers()
})

const products = productsIn("en")

describe("home page", () => {
  it("matches the snapshot", () => {
    const { asFragment } = render(<HomePage {...pageProps(homePage("en"))} />)
    expect(asFragment()).toMatchSnapshot()
  })

  it("shows the company title, the tagline and a card per product in the data's order", () => {
    render(<HomePage {...pageProps(homePage("en"))} />)
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Splenworks")
    expect(screen.getByRole("heading", { level: 1 }).nextElementSibling).toHaveTextContent(
      "We build apps for the browser.",
    )
    const cards = screen.getAllByRole("article")
    expect(cards.map((card) => card.querySelector("h2 span")?.textContent)).toEqual([
      "Gridly",
      "Padly",
      "Viewly",
    ])
    expect(cards[0]).toHaveAccessibleName("Gridly")
    const card = within(cards[0] as HTMLElement)
    // Named by the product's name alone, though its link says it opens a new tab.
    expect(card.getByRole("heading", { name: "Gridly" })).toBeInTheDocument()
    expect(card.getByText("A spreadsheet editor for your browser.")).toBeInTheDocument()
  })

  it("links each card's name to the app in a new tab and 'Learn more' to the product page", () => {
    render(<HomePage {...pageProps(homePage("en"))} />)
    for (const { name, url, productUrl } of products) {
      const external = screen.getByRole("link", { name: `${name} (opens in a new tab)` })
      expect(external).toHaveAttribute("href", url)
      expect(external).toHaveAttribute("target", "_blank")
      expect(external).toHaveAttribute("rel", "noopener noreferrer")
      const learnMore = screen.getByRole("link", { name: `Learn more about ${name}` })
      expect(learnMore).toHaveAttribute("href", productUrl)
      expect(learnMore).toHaveTextContent(`Learn more about ${name} →`, {
        normalizeWhitespace: true,
      })
    }
  })
})

describe("product page", () => {
  const renderPage = () => render(<ProductPage {...pageProps(productPage("en"))} />)

  it("matches the snapshot", () => {
    expect(renderPage().asFragment()).toMatchSnapshot()
  })

  it("has the header, the three sections in order and the call to action", () => {
    renderPage()
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Gridly")
    const sections = screen
      .getAllByRole("heading", { level: 2 })
      .map((heading) => heading.textContent)
    expect(sections.slice(0, 4)).toEqual([
      "Key Features",
      "Perfect For",
      "Getting Started",
      "Ready to try Gridly?",
    ])
    for (const name of ["Launch Gridly", "Try Gridly Now"]) {
      expect(screen.getByRole("link", { name: `${name} (opens in a new tab)` })).toHaveAttribute(
        "href",
        "https://gridly.example",
      )
    }
    expect(screen.getByRole("link", { name: "All apps" })).toHaveAttribute("href", "/")
  })

  it("numbers the Getting Started steps", () => {
    renderPage()
    const steps = screen.getByRole("heading", { name: "Getting Started" }).nextElementSibling
    expect(steps?.tagName).toBe("OL")
    expect(within(steps as HTMLElement).getAllByRole("listitem")).toHaveLength(2)
  })
})

describe("test page", () => {
  const renderPage = () => render(<StripeTestPage {...pageProps(pageContext("en"))} />)

  it("matches the snapshot", () => {
    expect(renderPage().asFragment()).toMatchSnapshot()
  })

  it("shows only the test text above the footer", () => {
    renderPage()
    expect(screen.getByRole("main").textContent).toBe("Stripe Test PageThis is an empty test page.")
  })
})

describe("404 page", () => {
  const renderPage = () => render(<NotFoundPage {...pageProps(pageContext("en"), "/nope")} />)

  it("matches the snapshot", () => {
    expect(renderPage().asFragment()).toMatchSnapshot()
  })

  it("says the page is not here and why that may be, with links home and to every app", () => {
    renderPage()
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Page not found")
    expect(
      screen.getByText("The link may be old, or the address may have a typo."),
    ).toBeInTheDocument()
    expect(screen.queryByText(/error/i)).not.toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/")
    const apps = within(screen.getByRole("navigation", { name: "Our apps" }))
    for (const { name, productUrl } of products) {
      expect(apps.getByRole("link", { name })).toHaveAttribute("href", productUrl)
    }
  })
})

describe("in Korean (ko)", () => {
  it("the home page matches the snapshot", () => {
    const { asFragment } = render(<HomePage {...pageProps(homePage("ko"))} />)
    expect(asFragment()).toMatchSnapshot()
  })

  it("the home page shows the tagline and each card in the language, linking its pages", () => {
    render(<HomePage {...pageProps(homePage("ko"))} />)
    expect(
      within(screen.getByRole("main")).getByText("브라우저에서 쓰는 앱을 만듭니다."),
    ).toBeVisible()
    expect(screen.getByText("브라우저에서 쓰는 스프레드시트 편집기입니다.")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Gridly 자세히 보기" })).toHaveAttribute(
      "href",
      "/ko/gridly",
    )
    // The app that takes a language opens in it; the other at its one address.
    expect(screen.getByRole("link", { name: "Gridly (새 탭에서 열림)" })).toHaveAttribute(
      "href",
      "https://gridly.example/?lng=ko",
    )
    expect(screen.getByRole("link", { name: "Padly (새 탭에서 열림)" })).toHaveAttribute(
      "href",
      "https://padly.example",
    )
  })

  it("a product page matches the snapshot", () => {
    const { asFragment } = render(<ProductPage {...pageProps(productPage("ko"))} />)
    expect(asFragment()).toMatchSnapshot()
  })

  it("a product page has its sections, buttons and app links in the language", () => {
    render(<ProductPage {...pageProps(productPage("ko"))} />)
    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)
    expect(headings.slice(0, 3)).toEqual(["주요 기능", "활용 사례", "시작하기"])
    for (const name of ["Gridly 실행", "Gridly 바로 사용하기"]) {
      expect(screen.getByRole("link", { name: `${name} (새 탭에서 열림)` })).toHaveAttribute(
        "href",
        "https://gridly.example/?lng=ko",
      )
    }
    expect(screen.getByRole("link", { name: "모든 앱" })).toHaveAttribute("href", "/ko")
  })

  it("links the same page in every language, each named and marked in its own", () => {
    render(<ProductPage {...pageProps(productPage("ko"))} />)
    const links = within(screen.getByRole("navigation", { name: "언어" })).getAllByRole("link")
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/gridly", "/ko/gridly"])
    expect(links.map((link) => [link.textContent, link.getAttribute("lang")])).toEqual([
      ["English", "en"],
      ["한국어", "ko"],
    ])
    expect(links.map((link) => link.getAttribute("hreflang"))).toEqual(["en", "ko"])
    expect(links[0]).not.toHaveAttribute("aria-current")
    expect(links[1]).toHaveAttribute("aria-current", "page")
  })

  it("the not-found screen is in the language, linking its home page", () => {
    render(<NotFoundPage {...pageProps(pageContext("ko"), "/ko/nope")} />)
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("페이지를 찾을 수 없습니다")
    expect(
      screen.getByText("오래된 링크이거나 주소가 잘못 입력되었을 수 있습니다."),
    ).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "홈으로 가기" })).toHaveAttribute("href", "/ko")
  })

  it('shows a text it has no translation for in English, marked lang="en"', () => {
    render(<ProductPage {...pageProps(productPage("ko"))} />)
    const english = [
      "Open, edit and calculate spreadsheets right in your browser.",
      "Formula support",
      "Company",
    ]
    for (const text of english) expect(screen.getByText(text)).toHaveAttribute("lang", "en")
    expect(screen.getByText("로그인 불필요", { selector: "h3" })).not.toHaveAttribute("lang")
  })
})
