// `gatsby serve` sends no Content-Security-Policy, as GitHub Pages or a storage bucket would not: the
// policy in each page's <meta> alone must refuse what the page does not list and let the site run.
import { firstProduct, home, notFound, spec, type Route } from "../__tests__/fixtures"
import type { Page } from "@playwright/test"
import { expect, isSameDocument, markDocument, test } from "./browser"

declare global {
  interface Window {
    violations?: string[]
    injected?: boolean
  }
}

const INJECTED = "<script>window.injected = true</script>"

/** Serves `route` with an inline script at the end of its body, as an injection would put it. */
async function injectScript(page: Page, route: Route) {
  await page.route(
    (url) => url.pathname === route.path,
    async (request) => {
      const response = await request.fetch()
      expect(response.headers()["content-security-policy"]).toBeUndefined()
      const html = await response.text()
      await request.fulfill({ response, body: html.replace("</body>", `${INJECTED}</body>`) })
    },
    // The document alone: the runtime's own request for the path (an XHR on the not-found screen)
    // passes through, so no handler is still running when the test ends.
    { times: 1 },
  )
  await page.addInitScript(() => {
    window.violations = []
    document.addEventListener("securitypolicyviolation", (event) =>
      window.violations?.push(`${event.effectiveDirective} ${event.blockedURI}`),
    )
  })
}

for (const route of [home, notFound]) {
  test(`${route.path} refuses an injected inline script with no CSP header`, async ({ page }) => {
    await injectScript(page, route)
    await page.goto(route.path)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading)
    expect(await page.evaluate(() => window.injected)).toBeUndefined()
    expect(await page.evaluate(() => window.violations)).toEqual(["script-src-elem inline"])
  })
}

test("with no CSP header, Trusted Types are enforced and the site still hydrates", async ({
  page,
}) => {
  await page.goto(home.path)
  // Gatsby's runtime has started.
  await page.waitForFunction(() => "___navigate" in window)
  const refused = await page.evaluate(() => {
    try {
      document.createElement("div").innerHTML = "<img src=x>"
      return "assigned"
    } catch (error) {
      return (error as Error).name
    }
  })
  expect(refused).toBe("TypeError")

  await markDocument(page)
  await page.getByRole("link", { name: spec.learnMoreName(firstProduct.product.name) }).click()
  await expect(page).toHaveURL(firstProduct.route.path)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(firstProduct.route.heading)
  expect(await isSameDocument(page)).toBe(true)
})
