import {
  LANGUAGES,
  firstProduct,
  home,
  pages,
  productRoutes,
  products,
  routes,
  routesIn,
  spec,
  translatedPages,
} from "../__tests__/fixtures"
import { parseHtml } from "../__tests__/html"
import { expect, shownImages, test } from "./browser"

test.use({ javaScriptEnabled: false })

for (const route of routes) {
  test(`${route.path} is complete without JavaScript, logos included`, async ({ page }) => {
    await page.goto(route.path)
    const main = page.getByRole("main")
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(route.heading)
    await expect(page.getByRole("contentinfo").getByRole("link")).not.toHaveCount(0)

    const product = productRoutes.find((entry) => entry.route === route)?.product
    const logos = route === home ? products.length : product ? 1 : 0
    await expect.poll(() => shownImages(main)).toBe(logos)
    if (route === home) {
      await expect(main.getByRole("article")).toHaveText(
        products.map(({ name }) => new RegExp(name)),
      )
    }
    if (product) {
      await expect(main.getByRole("heading", { level: 2 })).toHaveCount(4)
      await expect(main.getByRole("listitem")).toHaveCount(
        product.page.features.length + product.page.useCases.length + product.page.steps.length,
      )
      await expect(main.getByRole("link", { name: spec.tryNow(product.name) })).toBeVisible()
    }
  })
}

test("without JavaScript, a card and the All apps link work as plain links", async ({ page }) => {
  await page.goto(home.path)
  await page.getByRole("link", { name: spec.learnMoreName(firstProduct.product.name) }).click()
  await expect(page).toHaveURL(firstProduct.route.path)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(firstProduct.product.name)

  await page.getByRole("link", { name: "All apps" }).click()
  await expect(page).toHaveURL(home.path)
})

test("without JavaScript, the language links lead to the same page in each language", async ({
  page,
}) => {
  for (const language of LANGUAGES) {
    await page.goto(firstProduct.route.path)
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: language.name, exact: true })
      .click()
    const { route } = routesIn(language).productRoutes[0] ?? {}
    await expect(page).toHaveURL(route?.path ?? "")
    await expect(page.locator("html")).toHaveAttribute("lang", language.tag)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(route?.heading ?? "")
  }
})

test("every internal link of every page leads to a page that answers 200", async ({ request }) => {
  const targets = new Set<string>()
  for (const { path } of [...pages, ...translatedPages]) {
    const document = parseHtml(await (await request.get(path)).text())
    for (const link of document.querySelectorAll('a[href^="/"]')) {
      targets.add(link.getAttribute("href") ?? "")
    }
  }
  // The home and product pages of every language; the test page is linked from nowhere.
  expect([...targets].sort()).toEqual(
    LANGUAGES.flatMap((language) => {
      const { home, productRoutes } = routesIn(language)
      return [home, ...productRoutes.map(({ route }) => route)].map(({ path }) => path)
    }).sort(),
  )
  for (const href of targets) expect((await request.get(href)).status(), href).toBe(200)
})
