import { pages } from "../__tests__/fixtures"
import { expect, test } from "./browser"

for (const width of [320, 390, 768, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } })

    for (const { path } of pages) {
      test(`${path} does not scroll sideways (${width} px)`, async ({ page }) => {
        await page.goto(path, { waitUntil: "networkidle" })
        const { scrollWidth, clientWidth } = await page.evaluate(() => {
          const { scrollWidth, clientWidth } = document.documentElement
          return { scrollWidth, clientWidth }
        })
        expect(scrollWidth).toBeLessThanOrEqual(clientWidth)
      })
    }
  })
}
