import { footerLinks, home, pages } from "../__tests__/fixtures"
import { parseHtml } from "../__tests__/html"
import { expect, test, visit } from "./browser"

const externalLinks = 'a[href^="http"], a[href^="mailto:"]'

for (const { path, externalLinks: expected } of pages) {
  test(`${path}: every external link has the right address and is marked to open a new tab, without an opener`, async ({
    request,
  }) => {
    const document = parseHtml(await (await request.get(path)).text())
    const links = [...document.querySelectorAll<HTMLAnchorElement>(externalLinks)].map((a) => [
      a.getAttribute("href"),
      a.target,
      a.rel,
    ])
    expect(links).toEqual(
      [...expected, ...footerLinks].map((href) => [href, "_blank", "noopener noreferrer"]),
    )
  })
}

// What the browser does with those marks is the same for every link: one web link and one mailto:.
test("an external link opens its address in a new tab, without an opener, and the page stays", async ({
  page,
  context,
}) => {
  await visit(page, home.path)
  const web = page.locator('a[href^="http"]').first()
  const href = await web.getAttribute("href")
  const [tab] = await Promise.all([context.waitForEvent("page"), web.click()])
  await expect(tab).toHaveURL(new URL(href ?? "").href)
  expect(await tab.evaluate(() => window.opener)).toBeNull()
  await expect(page).toHaveURL(home.path)

  // A mailto: link hands its address to the mail program from a new tab, not from the page, which
  // stays. The headless shell opens that tab without telling Playwright, but its request shows.
  const mail = page.locator('a[href^="mailto:"]').first()
  const mailto = await mail.getAttribute("href")
  const fromPage: string[] = []
  page.on("request", (request) => fromPage.push(request.url()))
  const handedOver = context.waitForEvent("request", (request) => request.url() === mailto)
  await Promise.all([handedOver, mail.click()])
  expect(fromPage, "the page's own requests").not.toContain(mailto)
  await expect(page).toHaveURL(home.path)
})
