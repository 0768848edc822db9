import AxeBuilder from "@axe-core/playwright"
import { firstProduct, home, pages, products, spec } from "../__tests__/fixtures"
import { expect, test, viewports } from "./browser"

const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]

for (const colorScheme of ["light", "dark"] as const) {
  for (const [device, viewport] of Object.entries(viewports)) {
    test.describe(`axe, ${viewport.width} px, ${colorScheme}`, () => {
      test.use({ viewport, colorScheme })

      for (const { path } of pages) {
        test(`${path} has no WCAG 2.2 A/AA or best-practice violation (${device})`, async ({
          page,
        }) => {
          await page.goto(path, { waitUntil: "networkidle" })
          const { violations } = await new AxeBuilder({ page }).withTags(axeTags).analyze()
          const found = violations.map(
            ({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(" ")).join(", ")}`,
          )
          expect(found).toEqual([])
        })
      }
    })
  }
}

for (const { path } of pages) {
  test(`${path}: Tab reaches every link and button in page order, each with a visible focus ring`, async ({
    page,
  }) => {
    await page.goto(path, { waitUntil: "networkidle" })
    const count = await page
      .locator("a[href], button, input, select, textarea, [tabindex]:not([tabindex='-1'])")
      .evaluateAll((elements) => {
        elements.forEach((element, index) => element.setAttribute("data-tab-stop", String(index)))
        return elements.length
      })
    expect(count).toBeGreaterThan(0)

    for (let stop = 0; stop < count; stop++) {
      await page.keyboard.press("Tab")
      const focused = await page.evaluate(() => {
        const element = document.activeElement
        // The ring may be drawn by the element or by a box around it (a product card).
        let ringed: Element | null = element
        while (ringed && getComputedStyle(ringed).outlineStyle === "none") {
          ringed = ringed.parentElement
        }
        const ring = ringed && getComputedStyle(ringed)
        return {
          stop: element?.getAttribute("data-tab-stop"),
          ring: ring && { width: parseFloat(ring.outlineWidth), color: ring.outlineColor },
        }
      })
      expect(focused.stop).toBe(String(stop))
      expect(focused.ring?.width).toBeGreaterThanOrEqual(2)
      expect(focused.ring?.color).not.toBe("rgba(0, 0, 0, 0)")
    }
  })
}

test("Enter on a focused link follows it", async ({ page }) => {
  await page.goto(home.path, { waitUntil: "networkidle" })
  await page.getByRole("link", { name: spec.learnMoreName(firstProduct.product.name) }).focus()
  await page.keyboard.press("Enter")
  await expect(page).toHaveURL(firstProduct.route.path)

  await page.getByRole("link", { name: "All apps" }).focus()
  await page.keyboard.press("Enter")
  await expect(page).toHaveURL(home.path)
})

test("Enter on a focused external link opens it in a new tab", async ({ page, context }) => {
  await page.goto(firstProduct.route.path)
  await page.getByRole("link", { name: `Launch ${firstProduct.product.name}` }).focus()
  const [tab] = await Promise.all([context.waitForEvent("page"), page.keyboard.press("Enter")])
  await expect(tab).toHaveURL(new URL(firstProduct.product.url).href)
})

test("a card's links have names that tell them apart and say when they open a new tab", async ({
  page,
}) => {
  await page.goto(home.path)
  for (const { name } of products) {
    const card = page.getByRole("article").filter({ hasText: spec.learnMoreName(name) })
    await expect(card.getByRole("link")).toHaveCount(2)
    await expect(card.getByRole("link").first()).toHaveAccessibleName(
      `${name} (opens in a new tab)`,
    )
    await expect(card.getByRole("link").last()).toHaveAccessibleName(spec.learnMoreName(name))
  }
})

for (const { path } of pages) {
  test(`${path}: every link has a name, and every new-tab link says it opens one`, async ({
    page,
  }) => {
    await page.goto(path)
    const links = page.getByRole("link")
    for (const link of await links.all()) await expect(link).toHaveAccessibleName(/\w/)
    for (const link of await page.locator("a[target=_blank]").all()) {
      await expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/)
    }
  })
}
