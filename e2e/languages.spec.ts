// What differs by language, on the production build: every check on the English pages runs in the
// other specs; here each other language's home, product and not-found pages.
import {
  LANGUAGES,
  SOURCE_LANGUAGE,
  appUrl,
  firstProduct,
  interfaceTexts,
  pathIn,
  routesIn,
  site,
  translatedLanguages,
} from "../__tests__/fixtures"
import { parseHtml } from "../__tests__/html"
import { expect, isSameDocument, markDocument, spacedAnyhow, test, visit } from "./browser"

const absolute = (pagePath: string) => new URL(pagePath, site.siteUrl).href

for (const language of translatedLanguages) {
  const { home, productRoutes, notFound } = routesIn(language)
  const product = productRoutes[0] ?? firstProduct
  const ui = interfaceTexts(language.tag)

  test.describe(`${language.name} (${language.tag})`, () => {
    for (const [route, sourcePath] of [
      [home, "/"],
      [product.route, product.product.productUrl],
    ] as const) {
      test(`${route.path} is in ${language.tag} in its HTML: lang, title, description, heading, alternates`, async ({
        request,
      }) => {
        const response = await request.get(route.path)
        expect(response.status()).toBe(200)
        const document = parseHtml(await response.text())
        const attribute = (selector: string, name: string) =>
          [...document.querySelectorAll(selector)].map((element) => element.getAttribute(name))

        expect(document.documentElement.getAttribute("lang")).toBe(language.tag)
        expect(document.title).toBe(route.title)
        expect(attribute('meta[name="description"]', "content")).toEqual([route.description])
        expect(document.querySelector("h1")?.textContent).toBe(route.heading)
        expect(attribute('link[rel="canonical"]', "href")).toEqual([absolute(route.path)])
        // Each language names every language, itself included, and English as x-default.
        expect(
          [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
            link.getAttribute("hreflang"),
            link.getAttribute("href"),
          ]),
        ).toEqual([
          ...LANGUAGES.map(({ tag }) => [tag, absolute(pathIn(tag, sourcePath))]),
          ["x-default", absolute(sourcePath)],
        ])
        expect(attribute('meta[property="og:locale"]', "content")).toEqual([language.locale])
        expect(attribute('meta[property="og:locale:alternate"]', "content")).toEqual(
          LANGUAGES.filter(({ tag }) => tag !== language.tag).map(({ locale }) => locale),
        )
      })
    }

    test(`${product.route.path} opens the app in ${language.tag} where it takes a language`, async ({
      page,
    }) => {
      await page.goto(product.route.path)
      const url = appUrl(product.product.url, product.product.appLanguage, language.tag)
      const main = page.getByRole("main")
      for (const name of [ui.launch(product.product.name), ui.tryNow(product.product.name)]) {
        const link = main.getByRole("link", { name: spacedAnyhow(name) })
        await expect(link).toHaveAttribute("href", url)
      }
    })

    test(`${notFound.path} answers 404 with the ${language.tag} not-found screen`, async ({
      page,
    }) => {
      // gatsby serve answers with the English 404.html: the router shows this language's once hydrated.
      const response = await visit(page, notFound.path)
      expect(response?.status()).toBe(404)
      const heading = page.getByRole("heading", { level: 1 })
      await expect(heading).toHaveText(notFound.heading)
      // A missing page is not a crash: the heading names no error, in any of the site's languages.
      await expect(heading).not.toHaveText(/error|오류|에러|エラー|错误/i)
      await expect(page.getByRole("main").getByRole("link", { name: ui.goHome })).toHaveAttribute(
        "href",
        pathIn(language.tag, "/"),
      )
      await expect(page).toHaveTitle(notFound.title)
      await expect(page.locator("html")).toHaveAttribute("lang", language.tag)
      await expect(page).toHaveURL(notFound.path)
    })
  })
}

test("the language links name each language in itself, mark the current one, and stay in the browser", async ({
  page,
}) => {
  // A walk through every language's page: more than one page load's time.
  test.slow()
  await visit(page, firstProduct.route.path)
  await markDocument(page)
  const nav = page.getByRole("contentinfo").locator("nav:has(a[hreflang])")
  const links = nav.getByRole("link")
  for (const language of [...translatedLanguages, SOURCE_LANGUAGE]) {
    // From the foot of the page to the top of the same page in the next language, without a reload.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await links.getByText(language.name, { exact: true }).click()
    const { route } = routesIn(language).productRoutes[0] ?? firstProduct
    await expect(page).toHaveURL(route.path)
    await expect(page.locator("html")).toHaveAttribute("lang", language.tag)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading)
    // What a screen reader says of the new page: its heading, with no English around it.
    await expect(page.locator("#gatsby-announcer")).toHaveText(route.heading)
    await expect(page).toHaveTitle(route.title)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    expect(await isSameDocument(page)).toBe(true)

    await expect(nav).toHaveAttribute("aria-label", interfaceTexts(language.tag).language)
    await expect(links).toHaveText(LANGUAGES.map(({ name }) => name))
    for (const [index, { tag }] of LANGUAGES.entries()) {
      await expect(links.nth(index)).toHaveAttribute("lang", tag)
      await expect(links.nth(index)).toHaveAttribute("hreflang", tag)
      await expect(links.nth(index)).toHaveAttribute("href", pathIn(tag, firstProduct.route.path))
    }
    await expect(nav.locator("[aria-current]")).toHaveText(language.name)
    await expect(nav.locator("[aria-current]")).toHaveAttribute("aria-current", "page")
  }
})

test.describe("a browser set to Korean", () => {
  test.use({ locale: "ko-KR", extraHTTPHeaders: { "Accept-Language": "ko-KR,ko;q=0.9" } })

  test("gets the English page it asked for, with no redirect", async ({ page }) => {
    const response = await visit(page, "/")
    expect(response?.status()).toBe(200)
    expect(response?.request().redirectedFrom()).toBeNull()
    await expect(page).toHaveURL("/")
    await expect(page.locator("html")).toHaveAttribute("lang", SOURCE_LANGUAGE.tag)
    await expect(page).toHaveTitle(routesIn(SOURCE_LANGUAGE).home.title)
  })
})
