// The browser suite's test, with every tab's log and the stub for other origins, and helpers that
// look at a page in the browser. The data and the routes are in __tests__/fixtures.ts.
import fs from "fs"
import { test as base, type Locator, type Page, type Response } from "@playwright/test"
import { escapeRegExp } from "../gatsby/content"
import { isHydrated } from "./hydrated"

export type BrowserLog = {
  /** Console errors and warnings, and uncaught exceptions, of every tab. */
  problems: string[]
  /** Every request for another origin than the site's; none reaches the network. */
  offsite: string[]
}

/**
 * Every test runs with the log and the stub: a navigation to another origin (an external link's new
 * tab) gets a tiny stub page, any other request to another origin is aborted.
 */
export const test = base.extend<{ browserLog: BrowserLog }>({
  browserLog: [
    async ({ context, baseURL }, use) => {
      const origin = new URL(baseURL ?? "").origin
      const log: BrowserLog = { problems: [], offsite: [] }
      context.on("console", (message) => {
        if (message.type() === "error" || message.type() === "warning") {
          log.problems.push(`${message.type()}: ${message.text()} (${message.location().url})`)
        }
      })
      context.on("weberror", (error) => log.problems.push(`uncaught: ${error.error().message}`))
      await context.route(
        (url) => url.origin !== origin,
        (route) => {
          const request = route.request()
          log.offsite.push(request.url())
          return request.isNavigationRequest()
            ? route.fulfill({ contentType: "text/html", body: "<title>Stub</title>" })
            : route.abort("blockedbyclient")
        },
      )
      await use(log)
    },
    { auto: true },
  ],
})

export { expect } from "@playwright/test"

export { escapeRegExp }

/**
 * A text as an accessible name may give it on a Japanese or Chinese page: Chromium reads the
 * phrase breaks (`<wbr>`) as spaces, and a space beside a CJK character is a no-break one.
 */
export const spacedAnyhow = (text: string) =>
  new RegExp(`^${[...text.replace(/\s+/g, "")].map(escapeRegExp).join("\\s*")}`)

/**
 * Waits until React has hydrated the page, so that a click on a link is the router's, then marks the
 * document: {@link isSameDocument} then tells whether a navigation reloaded it.
 */
export async function markDocument(page: Page): Promise<void> {
  await hydrated(page)
  await page.evaluate(() => Object.assign(window, { e2eMarker: true }))
}

/** Opens a page and waits until React has hydrated it. */
export async function visit(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path)
  await hydrated(page)
  return response
}

/** Waits until React has hydrated the page. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(isHydrated)
}

export async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => "e2eMarker" in window)
}

/** Loads a page, lets React hydrate it, scrolls to its end and waits for every image, lazy ones too. */
export async function visitWholePage(page: Page, path: string): Promise<void> {
  await visit(page, path)
  await page.evaluate(() => {
    // A lazy image the jump to the end passes by would never load.
    for (const image of document.images) image.loading = "eager"
    window.scrollTo(0, document.documentElement.scrollHeight)
  })
  await page.waitForFunction(() => [...document.images].every((image) => image.complete))
}

/** How many pictures (not inline sizing shims) in the container a visitor sees: loaded and opaque. */
export function shownImages(container: Locator): Promise<number> {
  return container
    .locator("img")
    .evaluateAll(
      (images: HTMLImageElement[]) =>
        images.filter(
          (image) =>
            !image.currentSrc.startsWith("data:") &&
            image.naturalWidth > 0 &&
            image.getBoundingClientRect().width > 0 &&
            getComputedStyle(image).opacity === "1",
        ).length,
    )
}

/** A page's load and the looks at it, on a busy machine: the bound a walk of pages adds per page. */
const PAGE_TIME = 5_000

/** Bounds a test that walks `count` pages by that work, so that more products never tip it over. */
export function boundByPages(count: number): void {
  test.setTimeout(test.info().timeout + count * PAGE_TIME)
}

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
}

/**
 * After a failed test, `output` (what a command it ran printed) as a file in test-results/, which CI
 * keeps whole. Whether the test failed.
 */
export async function keepOutputIfFailed(name: string, output: string): Promise<boolean> {
  const testInfo = base.info()
  if (testInfo.status === testInfo.expectedStatus) return false
  const file = testInfo.outputPath(`${name}.log`)
  fs.writeFileSync(file, output)
  await testInfo.attach(name, { path: file, contentType: "text/plain" })
  return true
}
