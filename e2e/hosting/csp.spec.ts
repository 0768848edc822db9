import { expect, test, type Page } from "@playwright/test"
import { firstProduct, home, pages, spec, type Route } from "../../__tests__/fixtures"
import { boundByPages, hydrated } from "../browser"
import { EDITOR_ROBOTS, editor } from "./build"

declare global {
  interface Window {
    reportViolation: (violation: string) => void
    ___navigate?: (to: string) => void
    ___webpackCompilationHash?: string
    pagePath?: string
  }
}

/**
 * Every violation of the CSP, Trusted Types included, in any document the page loads: the
 * `securitypolicyviolation` events, and the errors Chromium logs or throws for them.
 */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = []
  const aboutPolicy = /Content.Security.Policy|Trusted.?(Types|HTML|Script)/i
  page.on("console", (message) => {
    if (message.type() === "error" && aboutPolicy.test(message.text())) {
      violations.push(`console: ${message.text()}`)
    }
  })
  page.on("pageerror", (error) => {
    if (aboutPolicy.test(error.message)) violations.push(`uncaught: ${error.message}`)
  })
  await page.exposeFunction("reportViolation", (violation: string) => violations.push(violation))
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      window.reportViolation(
        `${event.effectiveDirective} blocked ${event.blockedURI} (${event.sample}) at ${event.sourceFile}:${event.lineNumber}`,
      ),
    )
  })
  return violations
}

/** Gatsby's runtime has started: the loader's scripts ran, through their Trusted Types policies. */
async function started(page: Page) {
  await page.waitForFunction(() => typeof window.___navigate === "function")
  await hydrated(page)
}

let violations: string[] = []
test.beforeEach(async ({ page }) => {
  violations = await watchViolations(page)
})
// After the test's own steps, so that a test stopped by a blocked script still lists what was blocked.
test.afterEach(() => {
  expect(violations, "CSP and Trusted Types violations").toEqual([])
})

/** The page shows the route's heading; the error screen for an unknown path. */
async function expectShown(page: Page, route: Route) {
  await expect(page).toHaveURL(route.path)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading)
}

test("every page loads, starts Gatsby and shows its heading with no violation", async ({
  page,
}) => {
  boundByPages(pages.length)
  for (const route of pages) {
    await page.goto(route.path)
    await started(page)
    // Each is set by one of the inline scripts the page's CSP allows by hash.
    expect(
      await page.evaluate(() => [typeof window.___webpackCompilationHash, typeof window.pagePath]),
    ).toEqual(["string", "string"])
    await expectShown(page, route)
  }
})

test("moving between every page in the browser, back and forward, causes no violation", async ({
  page,
}) => {
  boundByPages(pages.length + 6)
  await page.goto("/")
  await started(page)
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))

  // A click on a link, then Gatsby's navigate (which its links call) to every page and back home.
  await page.getByRole("link", { name: spec.learnMoreName(firstProduct.product.name) }).click()
  const visited = [firstProduct.route]
  await expectShown(page, firstProduct.route)
  for (const route of [...pages.filter((route) => route !== firstProduct.route), home]) {
    await page.evaluate((to) => window.___navigate?.(to), route.path)
    await expectShown(page, route)
    visited.push(route)
  }
  // The not-found page has no JSON-LD: react-helmet wrote the home page's anew, through the default policy.
  const jsonLd = page.locator('head script[type="application/ld+json"]')
  await expect.poll(() => jsonLd.evaluate((script) => script.textContent)).toMatch(/"Organization"/)

  const at = (stepsBack: number) => visited[visited.length - 1 - stepsBack] ?? home
  for (const stepsBack of [1, 2, 3]) {
    await page.goBack()
    await expectShown(page, at(stepsBack))
  }
  for (const stepsBack of [2, 1, 0]) {
    await page.goForward()
    await expectShown(page, at(stepsBack))
  }
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true)
})

test("the content editor starts under its own policy, noindex, with every file from the site", async ({
  page,
  baseURL,
}) => {
  if (!editor) throw new Error("The build has no content editor")
  const elsewhere: string[] = []
  page.on("request", (request) => {
    const url = new URL(request.url())
    if (!["blob:", "data:"].includes(url.protocol) && url.origin !== baseURL) {
      elsewhere.push(request.url())
    }
  })
  const answer = await page.goto(editor.path)
  expect(answer?.headers()).toMatchObject({
    "content-security-policy": editor.csp,
    "x-robots-tag": EDITOR_ROBOTS,
  })
  // Its sign-in screen, in the font it loads from beside its script.
  await expect(page.getByRole("button", { name: /Local Repository/ })).toBeVisible()
  const loaded = () =>
    page.evaluate(() =>
      [...document.fonts]
        .filter(({ status }) => status === "loaded")
        .map(({ family }) => family.replace(/"/g, "")),
    )
  await expect.poll(loaded).toContain("Source Sans 3")
  expect(elsewhere).toEqual([])
})
