import { SOURCE_LANGUAGE, pages, routesIn, translatedLanguages } from "../__tests__/fixtures"
import { expect, test, visit } from "./browser"

const widths = [320, 390, 768, 1280]

/** Every page of the other languages: long Spanish words and CJK lines must fit a 320 px phone too. */
const translated = translatedLanguages.flatMap((language) => {
  const { home, productRoutes, notFound } = routesIn(language)
  return [home, ...productRoutes.map(({ route }) => route), notFound]
})

for (const { path, lang } of [...pages, ...translated]) {
  const checked = lang === SOURCE_LANGUAGE.tag ? widths : [320]
  test(`${path} does not scroll sideways at ${checked.join(", ")} px`, async ({ page }) => {
    await visit(page, path)
    const overflowing: number[] = []
    for (const width of checked) {
      await page.setViewportSize({ width, height: 800 })
      const overflows = await page.evaluate(() => {
        const { scrollWidth, clientWidth } = document.documentElement
        return scrollWidth > clientWidth
      })
      if (overflows) overflowing.push(width)
    }
    expect(overflowing, "widths at which the page scrolls sideways").toEqual([])
  })
}
