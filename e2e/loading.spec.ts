import type { Locator, Page } from "@playwright/test"
import { firstProduct, pageDataPath, products, spec } from "../__tests__/fixtures"
import { expect, isSameDocument, markDocument, test, viewports, visit } from "./browser"

const last = products.at(-1)
if (!last) throw new Error("no products")

/**
 * The paths of the page's data files that the page has fetched from now on: Gatsby fetches a page's
 * data when it prefetches the page, or loads it on a hover, once the data is in the browser's cache.
 */
function fetchedPageData(page: Page): string[] {
  const paths: string[] = []
  page.on("requestfinished", (request) => {
    const { pathname } = new URL(request.url())
    if (request.resourceType() === "xhr" && pathname.startsWith("/page-data/")) paths.push(pathname)
  })
  return paths
}

/** Each logo's `loading` attribute, whether it is on the first screen, and how it is drawn. */
function logos(container: Locator) {
  return container.locator("picture img").evaluateAll((images: HTMLImageElement[]) =>
    images.map((image) => ({
      eager: image.getAttribute("loading") === "eager",
      onFirstScreen: image.getBoundingClientRect().top < window.innerHeight,
      loaded: image.complete && image.naturalWidth > 0,
      opacity: getComputedStyle(image).opacity,
      transition: getComputedStyle(image).transitionDuration,
    })),
  )
}

for (const path of ["/", firstProduct.route.path]) {
  test(`${path}: on a phone, the logos on the first screen load eagerly, the rest lazily`, async ({
    page,
  }) => {
    await page.setViewportSize(viewports.phone)
    await page.goto(path, { waitUntil: "domcontentloaded" })
    const all = await logos(page.getByRole("main"))
    expect(all.some((logo) => logo.onFirstScreen)).toBe(true)
    expect(all.map((logo) => logo.eager)).toEqual(all.map((logo) => logo.onFirstScreen))
  })

  for (const [size, viewport] of Object.entries(viewports)) {
    test(`${path}, ${size}: the first screen's logos show without a scroll and without fading in`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await page.goto(path)
      let onScreen: Awaited<ReturnType<typeof logos>> = []
      // A lazy logo on the first screen may finish loading after the load event.
      await expect
        .poll(async () => {
          onScreen = (await logos(page.getByRole("main"))).filter((logo) => logo.onFirstScreen)
          return onScreen.length > 0 && onScreen.every((logo) => logo.loaded)
        })
        .toBe(true)
      for (const logo of onScreen) expect(logo).toMatchObject({ opacity: "1", transition: "0s" })
    })
  }
}

test("Gatsby's scripts are requested after the first contentful paint, one stage after another", async ({
  page,
}) => {
  await visit(page, "/")
  const { paint, scripts } = await page.evaluate(() => {
    const [firstContentfulPaint] = performance.getEntriesByName("first-contentful-paint")
    const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[]
    return {
      paint: firstContentfulPaint?.startTime ?? NaN,
      scripts: resources
        .filter((entry) => entry.initiatorType === "script")
        .map(({ name, startTime, responseEnd }) => {
          const file = new URL(name).pathname.replace(/-[0-9a-f]+\.js$/, "")
          return { file, start: startTime, end: responseEnd }
        }),
    }
  })
  const script = (file: string) => {
    const found = scripts.find((entry) => entry.file === file)
    if (!found) throw new Error(`${file} was not requested: ${JSON.stringify(scripts)}`)
    return found
  }
  const reactDom = script("/react-dom-entry")
  for (const { start } of scripts) expect(start).toBeGreaterThanOrEqual(paint)
  for (const first of ["/webpack-runtime", "/framework"]) {
    expect(reactDom.start).toBeGreaterThanOrEqual(script(first).end)
  }
  expect(script("/app").start).toBeGreaterThanOrEqual(reactDom.end)
})

test("a product page is prefetched when its link comes into view, and then opens with no request", async ({
  page,
}) => {
  await page.setViewportSize(viewports.phone)
  const fetched = fetchedPageData(page)
  await visit(page, "/")
  // Gatsby waits 3 s before it prefetches, so that prefetching never competes with the page.
  await expect
    .poll(() => fetched, { timeout: 15_000 })
    .toContain(pageDataPath(firstProduct.route.path))
  expect(fetched).not.toContain(pageDataPath(last.productUrl))

  const learnMore = page.getByRole("link", { name: spec.learnMoreName(last.name) })
  await learnMore.scrollIntoViewIfNeeded()
  await expect.poll(() => fetched, { timeout: 15_000 }).toContain(pageDataPath(last.productUrl))

  // Were the page's data still needed, the click would fail to fetch it and Gatsby would reload.
  await page.route(`**${pageDataPath(last.productUrl)}`, (route) => route.abort())
  await markDocument(page)
  await learnMore.click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(last.name)
  expect(await isSameDocument(page)).toBe(true)
})

test("a product page is loaded as soon as its link is hovered", async ({ page }) => {
  // No in-view prefetching, so that only the hover can load it.
  await page.addInitScript(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver
  })
  const fetched = fetchedPageData(page)
  await visit(page, "/")
  expect(fetched).not.toContain(pageDataPath(last.productUrl))

  await page.getByRole("link", { name: spec.learnMoreName(last.name) }).hover()
  await expect.poll(() => fetched).toContain(pageDataPath(last.productUrl))
})
