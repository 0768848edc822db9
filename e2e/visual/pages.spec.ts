// What a visitor sees, pixel by pixel: every English page, and each other language's home page and
// first product page, at phone and desktop widths, light and dark.
import { pages, routesIn, translatedLanguages } from "../../__tests__/fixtures"
import { expect, test, viewports, visitWholePage } from "../browser"

const pictured = [
  ...pages,
  ...translatedLanguages.flatMap((language) => {
    const { home, productRoutes } = routesIn(language)
    return [home, ...productRoutes.slice(0, 1).map(({ route }) => route)]
  }),
]

for (const { name, path } of pictured) {
  for (const [device, viewport] of Object.entries(viewports)) {
    for (const colorScheme of ["light", "dark"] as const) {
      test(`${path}, ${device}, ${colorScheme}`, async ({ page }) => {
        await page.setViewportSize(viewport)
        await page.emulateMedia({ colorScheme })
        await visitWholePage(page, path)
        await page.evaluate(async () => {
          await Promise.all([...document.images].map((image) => image.decode()))
          window.scrollTo(0, 0)
        })
        await expect(page).toHaveScreenshot(`${name}-${device}-${colorScheme}.png`, {
          fullPage: true,
        })
      })
    }
  }
}
