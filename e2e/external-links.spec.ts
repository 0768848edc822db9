import { footerLinks, pages } from "../__tests__/fixtures"
import { expect, test, visit } from "./browser"

for (const { path, externalLinks } of pages) {
  test(`${path}: every external link has the right address and opens it in a new tab, without an opener`, async ({
    page,
    context,
  }) => {
    // A new tab for each of the page's dozen links: more than one page load's time.
    test.slow()
    await visit(page, path)
    const links = page.locator('a[href^="http"], a[href^="mailto:"]')
    const hrefs = await links.evaluateAll((elements) => elements.map((a) => a.getAttribute("href")))
    expect(hrefs).toEqual([...externalLinks, ...footerLinks])

    for (const [index, href] of hrefs.entries()) {
      const link = links.nth(index)
      await expect(link).toHaveAttribute("target", "_blank")
      await expect(link).toHaveAttribute("rel", "noopener noreferrer")

      const [tab] = await Promise.all([context.waitForEvent("page"), link.click()])
      await expect(page).toHaveURL(path)
      // A mailto: tab hands the address to the mail program and closes; a web page stays.
      if (href?.startsWith("http")) {
        await expect(tab).toHaveURL(new URL(href).href)
        expect(await tab.evaluate(() => window.opener)).toBeNull()
        await tab.close()
      }
    }
  })
}
