import { LANGUAGES, SOURCE_LANGUAGE, pages, routesIn } from "../__tests__/fixtures"
import { expect, test, visit } from "./browser"

const widths = [320, 390, 768, 1280]

// Each language's every page in one page: a layout test reads sizes and changes nothing. The English
// pages at every width; the others at 320 px, where long Spanish words and CJK lines must fit too.
for (const language of LANGUAGES) {
  const english = language === SOURCE_LANGUAGE
  const { home, productRoutes, notFound } = routesIn(language)
  const checked = english ? widths : [320]
  test(`the ${language.tag} pages do not scroll sideways at ${checked.join(", ")} px`, async ({
    page,
  }) => {
    const overflowing: string[] = []
    for (const { path } of english
      ? pages
      : [home, ...productRoutes.map(({ route }) => route), notFound]) {
      await visit(page, path)
      for (const width of checked) {
        await page.setViewportSize({ width, height: 800 })
        const overflows = await page.evaluate(() => {
          const { scrollWidth, clientWidth } = document.documentElement
          return scrollWidth > clientWidth
        })
        if (overflows) overflowing.push(`${path} at ${width} px`)
      }
    }
    expect(overflowing, "pages that scroll sideways").toEqual([])
  })
}
