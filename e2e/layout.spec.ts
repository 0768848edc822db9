import { pages, routesIn, translatedLanguages } from "../__tests__/fixtures"
import { expect, test, visit } from "./browser"

/** Every page of the other languages: long Spanish words and CJK lines must fit a 320 px phone too. */
const translated = translatedLanguages.flatMap((language) => {
  const { home, productRoutes, notFound } = routesIn(language)
  return [home, ...productRoutes.map(({ route }) => route), notFound]
})

for (const width of [320, 390, 768, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } })

    for (const { path } of width === 320 ? [...pages, ...translated] : pages) {
      test(`${path} does not scroll sideways (${width} px)`, async ({ page }) => {
        await visit(page, path)
        const { scrollWidth, clientWidth } = await page.evaluate(() => {
          const { scrollWidth, clientWidth } = document.documentElement
          return { scrollWidth, clientWidth }
        })
        expect(scrollWidth).toBeLessThanOrEqual(clientWidth)
      })
    }
  })
}
