// What a visitor sees, pixel by pixel, on the build of the test content (e2e/test-content, which runs
// this in its copy): every English page at phone and desktop widths, light and dark, and each other
// language's home page, first product page and not-found screen.
import fs from "node:fs"
import path from "node:path"
import { pages, translatedPages } from "../../__tests__/fixtures"
import { expect, test, viewports, visitWholePage } from "../browser"

// The Chromium the pictures were taken with: another one may draw text a pixel apart.
const snapshots = path.join(__dirname, "snapshots")
const drawnWith = path.join(snapshots, "chromium-version.txt")

test.skip(process.platform !== "linux", "the pictures are drawn on Linux, where CI compares them")

test.beforeAll(({ browser }, { config }) => {
  const version = browser.version()
  if (config.updateSnapshots === "all" || config.updateSnapshots === "changed") {
    fs.writeFileSync(drawnWith, `${version}\n`)
    return
  }
  const taken = fs.existsSync(drawnWith) ? fs.readFileSync(drawnWith, "utf8").trim() : version
  if (taken !== version) {
    console.warn(
      `The pictures were taken with Chromium ${taken}, this is ${version}: a failure may be the ` +
        "browser's (docs/testing.md, Pixel snapshots).",
    )
  }
})

const looks = Object.entries(viewports).flatMap(([device, viewport]) =>
  (["light", "dark"] as const).map((colorScheme) => ({ device, viewport, colorScheme })),
)
// The other languages share the English pages' palette: a phone in light and a desktop in dark.
const translatedLooks = looks.filter(
  ({ device, colorScheme }) => (device === "phone") === (colorScheme === "light"),
)

/** Each page with its looks: the English pages in all four, the others in two. */
const pictured = [
  ...pages.map((route) => ({ route, looks })),
  ...translatedPages.map((route) => ({ route, looks: translatedLooks })),
].map(({ route, looks }) => ({
  route,
  pictures: looks.map((look) => ({
    ...look,
    file: `${route.name}-${look.device}-${look.colorScheme}.png`,
  })),
}))

test("every committed picture is of a page the suite takes", () => {
  const taken = new Set(pictured.flatMap(({ pictures }) => pictures.map(({ file }) => file)))
  const committed = fs.readdirSync(snapshots).filter((file) => file.endsWith(".png"))
  expect(
    committed.filter((file) => !taken.has(file)),
    "pictures of no page: delete them",
  ).toEqual([])
})

// One page load for all of a page's pictures: a look changes only the viewport and the theme.
for (const { route, pictures } of pictured) {
  test(`${route.path}, ${pictures.map(({ device, colorScheme }) => `${device} ${colorScheme}`).join(", ")}`, async ({
    page,
  }) => {
    // Up to four full-page pictures, each taken until two in a row agree: on a busy machine, more
    // than the 30 s that a test loading one page has.
    test.slow()
    await visitWholePage(page, route.path)
    await page.evaluate(() => Promise.all([...document.images].map((image) => image.decode())))
    for (const { viewport, colorScheme, file } of pictures) {
      await page.setViewportSize(viewport)
      await page.emulateMedia({ colorScheme })
      await page.evaluate(() => window.scrollTo(0, 0))
      await expect.soft(page).toHaveScreenshot(file, { fullPage: true })
    }
  })
}
