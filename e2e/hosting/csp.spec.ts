import { expect, test, type Page } from "@playwright/test"
import { firstProduct, pages } from "../../__tests__/fixtures"

declare global {
  interface Window {
    cspViolations: string[]
    ___navigate?: unknown
    ___webpackCompilationHash?: string
    pagePath?: string
  }
}

/** Records every CSP violation the page reports, and CSP errors Chromium logs to the console. */
async function watchCsp(page: Page): Promise<string[]> {
  const consoleErrors: string[] = []
  page.on("console", (message) => {
    if (message.type() === "error" && /Content.Security.Policy/i.test(message.text())) {
      consoleErrors.push(message.text())
    }
  })
  await page.addInitScript(() => {
    window.cspViolations = []
    document.addEventListener("securitypolicyviolation", (event) =>
      window.cspViolations.push(`${event.effectiveDirective} blocked ${event.blockedURI}`),
    )
  })
  return consoleErrors
}

for (const { path: route } of pages) {
  test(`${route} runs Gatsby's scripts under the CSP with no violation`, async ({ page }) => {
    const consoleErrors = await watchCsp(page)
    await page.goto(route)
    await page.waitForFunction(() => typeof window.___navigate === "function")
    await page.waitForLoadState("networkidle")
    // Each of these is set by one of the inline scripts the CSP allows by hash.
    expect(
      await page.evaluate(() => [typeof window.___webpackCompilationHash, typeof window.pagePath]),
    ).toEqual(["string", "string"])
    expect(await page.evaluate(() => window.cspViolations)).toEqual([])
    expect(consoleErrors).toEqual([])
  })
}

test("client-side navigation works under the CSP", async ({ page }) => {
  const consoleErrors = await watchCsp(page)
  await page.goto("/")
  await page.waitForFunction(() => typeof window.___navigate === "function")
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))

  const { product } = firstProduct
  await page.getByRole("link", { name: `Learn more about ${product.name}` }).click()
  await expect(page).toHaveURL(product.productUrl)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name)
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true)
  expect(await page.evaluate(() => window.cspViolations)).toEqual([])
  expect(consoleErrors).toEqual([])
})
