import type { Page } from "@playwright/test"
import { productRoutes, spec } from "../__tests__/fixtures"
import { expect, shownImages, test, viewports } from "./browser"

/**
 * The content facts of spec.md (section 9, and section 1's summaries), per product of the spec: each
 * must be stated by one passage (a paragraph or a list item) of its page, if the data has that product.
 */
const facts: Record<string, RegExp[]> = {
  Splensheet: [/\bxlsx\b/, /\bxls\b/, /\bcsv\b/, /formula/i, /no login/i],
  Splenview: [
    /major image formats/i,
    /zip files/i,
    /folders/i,
    /processed locally in your browser/i,
    /remembers (the|your) last position/i,
  ],
  Splenplayer: [
    ...["MP4", "AVI", "MP3", "FLAC", "SRT", "VTT", "SMI"].map(
      (format) => new RegExp(`\\b${format}\\b`),
    ),
    /subtitles/i,
    /audio visualizer/i,
    /processed locally in your browser/i,
    /remembers (the|your) last position/i,
  ],
  Txtpad: [
    /saves locally/i,
    // The requirement of a login, in the site's verb: "Sign in to sync", "Once you're signed in".
    /cloud sync.*sign(ed)? in\b/is,
    /AI completion.*sign(ed)? in\b/is,
  ],
}

const keyFeatures = (page: Page) =>
  page.getByRole("region", { name: spec.keyFeatures }).getByRole("listitem")

/** How many columns the Key Features list has: its items' distinct left edges. */
async function keyFeatureColumns(page: Page): Promise<number> {
  const lefts = await keyFeatures(page).evaluateAll((items) =>
    items.map((item) => Math.round(item.getBoundingClientRect().left)),
  )
  return new Set(lefts).size
}

for (const { product, route } of productRoutes) {
  const { name, url, page: content } = product

  // One page load, a step per promise of the spec: the steps only read the page.
  test(`the ${name} page`, async ({ page }) => {
    await page.goto(route.path)

    await test.step("has a header with logo, name, tagline and a launch button", async () => {
      const header = page.locator("main header")
      await expect.poll(() => shownImages(header)).toBe(1)
      await expect(header.getByRole("heading", { level: 1 })).toHaveText(name)
      await expect(header.getByText(product.fullDescription)).toBeVisible()
      await expect(header.getByRole("link", { name: `Launch ${name}` })).toHaveAttribute(
        "href",
        url,
      )
    })

    await test.step("has Key Features, Perfect For and Getting Started, in that order, then the call to action", async () => {
      await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
        spec.keyFeatures,
        spec.perfectFor,
        spec.gettingStarted,
        /./,
      ])
      await expect(keyFeatures(page).getByRole("heading")).toHaveText(
        content.features.map((item) => item.title),
      )
      await expect(
        page
          .getByRole("region", { name: spec.perfectFor })
          .getByRole("listitem")
          .getByRole("heading"),
      ).toHaveText(content.useCases.map((item) => item.title))
    })

    await test.step("numbers the Getting Started steps", async () => {
      const steps = page.getByRole("region", { name: spec.gettingStarted }).locator("ol > li")
      await expect(steps.getByRole("heading")).toHaveText(content.steps.map((item) => item.title))
    })

    await test.step(`ends with "${spec.tryNow(name)}", a link to ${url}`, async () => {
      const cta = page.getByRole("main").getByRole("region").last()
      await expect(cta.getByRole("link", { name: spec.tryNow(name) })).toHaveAttribute("href", url)
    })

    await test.step("lays Key Features out in two columns on a desktop (one for a single feature) and one on a phone", async () => {
      await page.setViewportSize(viewports.desktop)
      expect(await keyFeatureColumns(page)).toBe(Math.min(2, content.features.length))
      await page.setViewportSize(viewports.phone)
      expect(await keyFeatureColumns(page)).toBe(1)
    })

    const productFacts = facts[name]
    if (productFacts) {
      await test.step("states the spec's facts about it", async () => {
        const passages = page.getByRole("main").locator("li, p")
        for (const fact of productFacts) {
          await expect(passages.filter({ hasText: fact }).first()).toBeVisible()
        }
      })
    }
  })
}
