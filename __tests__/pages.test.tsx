import React from "react"
import { render, screen, within } from "@testing-library/react"
import type { PageProps } from "gatsby"
import HomePage from "../src/pages/index"
import NotFoundPage from "../src/pages/404"
import StripeTestPage from "../src/pages/test/stripe"
import ProductPage from "../src/templates/product"
import {
  LANGUAGES,
  firstProduct,
  homePageData,
  interfaceTexts,
  notFoundPageData,
  pathIn,
  productPageData,
  productTexts,
  products,
  routesIn,
  site,
  siteTexts,
  spec,
  testPage,
  testPageData,
  translatedLanguages,
} from "./fixtures"
import type { ProductFile } from "./fixtures"
import { plain } from "../src/text"

/** The props Gatsby gives a page; the tests fill in only what the pages read. */
function pageProps<Data>(
  pathname: string,
  data: Data,
  lang = "en",
): PageProps<Data, { lang: string }> {
  return { data, location: { pathname }, pageContext: { lang } } as PageProps<
    Data,
    { lang: string }
  >
}

beforeEach(() => {
  jest.useFakeTimers({ now: new Date("2026-06-01T12:00:00Z") })
})

afterEach(() => {
  jest.useRealTimers()
})

describe("home page", () => {
  it("matches the snapshot", () => {
    const { asFragment } = render(<HomePage {...pageProps("/", homePageData())} />)
    expect(asFragment()).toMatchSnapshot()
  })

  it("shows the company title, the tagline and a card per product in the data's order", () => {
    render(<HomePage {...pageProps("/", homePageData())} />)
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(site.title)
    expect(screen.getByRole("heading", { level: 1 }).nextElementSibling).toHaveTextContent(
      site.tagline,
    )
    const cards = screen.getAllByRole("article")
    expect(cards).toHaveLength(products.length)
    products.forEach(({ name, description }, index) => {
      expect(cards[index]).toHaveAccessibleName(name)
      const card = within(cards[index] as HTMLElement)
      expect(
        card.getByRole("heading", { name: `${name} (opens in a new tab)` }),
      ).toBeInTheDocument()
      expect(card.getByText(description)).toBeInTheDocument()
    })
  })

  it("links each card's name to the app in a new tab and 'Learn more' to the product page", () => {
    render(<HomePage {...pageProps("/", homePageData())} />)
    for (const product of products) {
      const external = screen.getByRole("link", { name: `${product.name} (opens in a new tab)` })
      expect(external).toHaveAttribute("href", product.url)
      expect(external).toHaveAttribute("target", "_blank")
      expect(external).toHaveAttribute("rel", "noopener noreferrer")
      const learnMore = screen.getByRole("link", { name: spec.learnMoreName(product.name) })
      expect(learnMore).toHaveAttribute("href", product.productUrl)
      expect(learnMore).toHaveTextContent(spec.learnMore(product.name), {
        normalizeWhitespace: true,
      })
    }
  })
})

describe.each(products)("$name page", (product) => {
  const renderPage = () =>
    render(<ProductPage {...pageProps(product.productUrl, productPageData(product))} />)

  it("matches the snapshot", () => {
    expect(renderPage().asFragment()).toMatchSnapshot()
  })

  it("has the header, the three sections in order and the call to action", () => {
    renderPage()
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(product.name)
    const sections = screen
      .getAllByRole("heading", { level: 2 })
      .map((heading) => heading.textContent)
    expect(sections.slice(0, 4)).toEqual([
      spec.keyFeatures,
      spec.perfectFor,
      spec.gettingStarted,
      expect.stringContaining(product.name),
    ])
    expect(
      screen.getByRole("link", { name: `Launch ${product.name} (opens in a new tab)` }),
    ).toHaveAttribute("href", product.url)
    expect(
      screen.getByRole("link", { name: `${spec.tryNow(product.name)} (opens in a new tab)` }),
    ).toHaveAttribute("href", product.url)
    expect(screen.getByRole("link", { name: "All apps" })).toHaveAttribute("href", "/")
  })

  it("numbers the Getting Started steps", () => {
    renderPage()
    const steps = screen.getByRole("heading", { name: spec.gettingStarted }).nextElementSibling
    expect(steps?.tagName).toBe("OL")
    expect(within(steps as HTMLElement).getAllByRole("listitem")).toHaveLength(
      product.page.steps.length,
    )
  })
})

it("a product page renders nothing, and throws nothing, while develop's query finds no product", () => {
  const { container } = render(
    <ProductPage {...pageProps(firstProduct.route.path, { productsJson: null, siteJson: null })} />,
  )
  expect(container).toBeEmptyDOMElement()
})

describe("test page", () => {
  const renderPage = () => render(<StripeTestPage {...pageProps(testPage.path, testPageData())} />)

  it("matches the snapshot", () => {
    expect(renderPage().asFragment()).toMatchSnapshot()
  })

  it("shows only the test text above the footer", () => {
    renderPage()
    expect(screen.getByRole("main").textContent).toBe(testPage.heading + site.testPage.message)
  })
})

describe("404 page", () => {
  const renderPage = () => render(<NotFoundPage {...pageProps("/nope", notFoundPageData())} />)

  it("matches the snapshot", () => {
    expect(renderPage().asFragment()).toMatchSnapshot()
  })

  it("shows the route-error screen with links home and to every app", () => {
    renderPage()
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(spec.routeError)
    expect(screen.getByText(site.notFoundPage.message)).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/")
    const apps = within(screen.getByRole("navigation", { name: "Our apps" }))
    for (const { name, productUrl } of products) {
      expect(apps.getByRole("link", { name })).toHaveAttribute("href", productUrl)
    }
  })
})

describe.each(translatedLanguages)("in $name ($tag)", (language) => {
  const { tag } = language
  const ui = interfaceTexts(tag)
  const texts = siteTexts(tag)
  const { productRoutes } = routesIn(language)

  it("the home page shows the tagline and each card in the language, linking its pages", () => {
    render(<HomePage {...pageProps(pathIn(tag, "/"), homePageData(tag), tag)} />)
    expect(within(screen.getByRole("main")).getByText(plain(texts.tagline))).toBeInTheDocument()
    for (const { product, text, route } of productRoutes) {
      expect(screen.getByText(plain(text.description))).toBeInTheDocument()
      const learnMore = screen.getByRole("link", { name: ui.learnMoreName(product.name) })
      expect(learnMore).toHaveAttribute("href", route.path)
      expect(
        screen.getByRole("link", { name: `${product.name} ${ui.opensInNewTab}` }),
      ).toHaveAttribute("href", route.externalLinks[0])
    }
  })

  it("a product page has its sections, buttons and app links in the language", () => {
    const [{ product, text, route }] = productRoutes as [(typeof productRoutes)[number]]
    render(<ProductPage {...pageProps(route.path, productPageData(product, tag), tag)} />)
    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)
    expect(headings.slice(0, 3)).toEqual([ui.keyFeatures, ui.perfectFor, ui.gettingStarted])
    expect(screen.getByText(plain(text.fullDescription))).toBeInTheDocument()
    for (const name of [ui.launch(product.name), ui.tryNow(product.name)]) {
      expect(screen.getByRole("link", { name: `${name} ${ui.opensInNewTab}` })).toHaveAttribute(
        "href",
        route.externalLinks[0],
      )
    }
    expect(screen.getByRole("link", { name: ui.allApps })).toHaveAttribute("href", pathIn(tag, "/"))
  })

  it("links the same page in every language, each named and marked in its own", () => {
    const [{ product }] = productRoutes as [(typeof productRoutes)[number]]
    render(
      <ProductPage
        {...pageProps(pathIn(tag, product.productUrl), productPageData(product, tag), tag)}
      />,
    )
    const links = within(screen.getByRole("navigation", { name: ui.language })).getAllByRole("link")
    expect(links.map((link) => link.getAttribute("href"))).toEqual(
      LANGUAGES.map((other) => pathIn(other.tag, product.productUrl)),
    )
    LANGUAGES.forEach((other, index) => {
      const link = links[index] as HTMLElement
      expect(link).toHaveTextContent(other.name)
      expect(link).toHaveAttribute("lang", other.tag)
      expect(link).toHaveAttribute("hreflang", other.tag)
      if (other.tag === tag) expect(link).toHaveAttribute("aria-current", "page")
      else expect(link).not.toHaveAttribute("aria-current")
    })
  })

  it("the not-found screen is in the language, linking its home page", () => {
    render(<NotFoundPage {...pageProps(`/${language.prefix}/nope`, notFoundPageData(tag), tag)} />)
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(ui.routeError)
    expect(screen.getByRole("link", { name: ui.goHome })).toHaveAttribute("href", pathIn(tag, "/"))
  })

  it('shows a text it has no translation for in English, marked lang="en"', () => {
    const untranslated: ProductFile = { ...(products[0] as ProductFile), file: "no-such-file.json" }
    const text = productTexts(untranslated, tag)
    render(<ProductPage {...pageProps("/x", productPageData(untranslated, tag), tag)} />)
    expect(text.fullDescription).toEqual({ lang: "en", text: untranslated.fullDescription })
    expect(screen.getByText(untranslated.fullDescription)).toHaveAttribute("lang", "en")
    const firstFeature = untranslated.page.features[0]?.title ?? ""
    expect(screen.getByText(firstFeature)).toHaveAttribute("lang", "en")
  })
})
