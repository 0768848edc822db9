import type { Locator, Page } from "@playwright/test"
import { home, products, site, spec, type ProductFile } from "../__tests__/fixtures"
import {
  boundByPages,
  expect,
  isSameDocument,
  markDocument,
  shownImages,
  test,
  viewports,
  visit,
} from "./browser"

// On a phone the cards stack, so every card sits well down a long page.
test.use({ viewport: viewports.phone })

const scrollY = (page: Page) => page.evaluate(() => window.scrollY)
// Exact: one product's name may begin another's (Txtpad, Txtpad Pro).
const cardOf = (page: Page, name: string) => page.getByRole("article", { name, exact: true })

/** Scrolls the card to the top of the window (or as far as the page goes) and returns scrollY. */
async function scrollTo(page: Page, card: Locator): Promise<number> {
  await card.evaluate((element) => element.scrollIntoView({ block: "start" }))
  const y = await scrollY(page)
  expect(y).toBeGreaterThan(0)
  return y
}

test("the home page shows the company title and tagline", async ({ page }) => {
  await visit(page, "/")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.title)
  await expect(page.getByRole("main").getByText(site.tagline, { exact: true })).toBeVisible()
})

test("the home page shows a card per product, in the data's order, with logo, name, description and tags", async ({
  page,
}) => {
  await visit(page, "/")
  const cards = page.getByRole("main").getByRole("article")
  await expect(cards).toHaveCount(products.length)
  for (const [index, product] of products.entries()) {
    const card = cards.nth(index)
    await card.scrollIntoViewIfNeeded()
    await expect.poll(() => shownImages(card)).toBe(1)
    // Named by the product's name alone; its link says it opens a new tab (a11y.spec.ts).
    await expect(card.getByRole("heading", { level: 2 })).toHaveAccessibleName(product.name)
    await expect(card.getByText(product.description, { exact: true })).toBeVisible()
    await expect(card.getByRole("listitem")).toHaveText(product.features)
  }
})

test("every card's name sits at the same height in its card, whatever the size of its logo", async ({
  page,
}) => {
  await visit(page, "/")
  const offsets = await page
    .getByRole("main")
    .getByRole("article")
    .evaluateAll((cards) =>
      cards.map((card) => {
        const name = card.querySelector("h2")
        if (!name) throw new Error("a card has no name")
        return name.getBoundingClientRect().top - card.getBoundingClientRect().top
      }),
    )
  expect(new Set(offsets).size).toBe(1)
})

const ways: Record<string, (card: Locator, product: ProductFile) => Promise<void>> = {
  "a click on the card's surface": async (card, product) => {
    const surface = await card.getByText(product.description, { exact: true }).boundingBox()
    if (!surface) throw new Error("the card's description is not displayed")
    await card.page().mouse.click(surface.x + surface.width / 2, surface.y + surface.height / 2)
  },
  '"Learn more about {name} →"': async (card, product) => {
    const learnMore = card.getByRole("link", { name: spec.learnMoreName(product.name) })
    // The arrow is kept on the name's line with a no-break space.
    await expect(learnMore).toHaveText(spec.learnMore(product.name).replace(" →", "\u00a0→"))
    await learnMore.click()
  },
}

// Every card in one visit: the router brings each page, and the back button the home page again.
for (const [way, follow] of Object.entries(ways)) {
  test(`${way} opens each product's page without a reload, at the top`, async ({ page }) => {
    boundByPages(products.length)
    await visit(page, "/")
    await markDocument(page)
    for (const product of products) {
      const card = cardOf(page, product.name)
      await scrollTo(page, card)
      await follow(card, product)

      await expect(page).toHaveURL(product.productUrl)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name)
      await expect.poll(() => scrollY(page)).toBe(0)
      expect(await isSameDocument(page)).toBe(true)
      await page.goBack()
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.heading)
    }
  })
}

test("the back button returns to the home page at the position it was left", async ({ page }) => {
  const last = products.at(-1)
  if (!last) throw new Error("no products")
  await visit(page, "/")
  const card = cardOf(page, last.name)
  const y = await scrollTo(page, card)
  await card.getByRole("link", { name: spec.learnMoreName(last.name) }).click()
  await expect(page).toHaveURL(last.productUrl)

  await page.goBack()
  await expect(page).toHaveURL("/")
  await expect.poll(() => scrollY(page)).toBe(y)
})

test("after Enter on a card's link and Back, the link has the focus again, at the position it was left", async ({
  page,
}) => {
  const last = products.at(-1)
  if (!last) throw new Error("no products")
  await visit(page, "/")
  await markDocument(page)
  await scrollTo(page, cardOf(page, last.name))
  const link = cardOf(page, last.name).getByRole("link", { name: spec.learnMoreName(last.name) })
  await link.focus()
  const y = await scrollY(page)
  await page.keyboard.press("Enter")
  await expect(page).toHaveURL(last.productUrl)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(last.name)

  // Back through the router, not from the browser's back-forward cache, which keeps the focus itself.
  await page.goBack()
  await expect(page).toHaveURL("/")
  expect(await isSameDocument(page)).toBe(true)
  await expect(link).toBeFocused()
  await expect.poll(() => scrollY(page)).toBe(y)
})
