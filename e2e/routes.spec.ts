import {
  SOURCE_LANGUAGE,
  interfaceTexts,
  movedPages,
  notFound,
  pageDataPath,
  pages,
  productRoutes,
  routes,
  site,
  testPage,
} from "../__tests__/fixtures"
import { parseHtml } from "../__tests__/html"
import { boundByPages, expect, test, visit, visitWholePage } from "./browser"

const ui = interfaceTexts(SOURCE_LANGUAGE.tag)

/** What the server sends, before any JavaScript runs. */
function readHtml(html: string) {
  const document = parseHtml(html)
  const meta = (name: string) =>
    document.querySelector(`meta[name="${name}"]`)?.getAttribute("content") ?? ""
  return {
    title: document.title,
    description: meta("description"),
    robots: meta("robots"),
    h1: document.querySelector("h1")?.textContent ?? "",
  }
}

for (const route of routes) {
  test(`${route.path} answers 200 with its heading, title and meta description in the HTML`, async ({
    request,
  }) => {
    const response = await request.get(route.path)
    expect(response.status()).toBe(200)
    const html = readHtml(await response.text())
    expect(html.h1).toBe(route.heading)
    expect(html.title).toBe(route.title)
    expect(html.description).toBe(route.description)
  })
}

test("every route has its own title and meta description", async ({ request }) => {
  const heads = await Promise.all(
    routes.map(async (route) => readHtml(await (await request.get(route.path)).text())),
  )
  expect(new Set(heads.map((head) => head.title)).size).toBe(routes.length)
  expect(new Set(heads.map((head) => head.description)).size).toBe(routes.length)
})

test(`an unknown path answers 404 with the ${notFound.heading} screen`, async ({
  page,
  request,
}) => {
  const response = await request.get(notFound.path)
  expect(response.status()).toBe(404)
  const html = readHtml(await response.text())
  expect(html.robots).toMatch(/noindex/)
  expect(html.title).toBe(notFound.title)

  await page.goto(notFound.path)
  const heading = page.getByRole("heading", { level: 1 })
  await expect(heading).toHaveText(notFound.heading)
  await expect(heading).not.toHaveText(/error/i)
  await expect(page.getByRole("main").getByRole("link", { name: ui.goHome })).toHaveAttribute(
    "href",
    "/",
  )
  await expect(page).toHaveURL(notFound.path)
})

// A test per previous address a product keeps (previousUrls), in each language: none where none has one.
for (const { from, to } of movedPages) {
  test(`${from}, a previous address, leads to ${to}`, async ({ page }) => {
    await page.goto(from)
    await expect(page).toHaveURL(to)
  })
}

test("the test page shows its title and only its text, and is not indexed", async ({ page }) => {
  await page.goto(testPage.path)
  await expect(page).toHaveTitle(testPage.title)
  const main = page.getByRole("main")
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(testPage.heading)
  await expect(main).toHaveText(testPage.heading + site.testPage.message)
  await expect(main.getByText(site.testPage.message)).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/)
})

for (const { path } of pages) {
  test(`${path} has the footer with the company links and this year's copyright`, async ({
    request,
  }) => {
    const footer = parseHtml(await (await request.get(path)).text()).querySelector("footer")
    for (const { url } of site.links)
      expect(footer?.querySelectorAll(`a[href="${url}"]`)).toHaveLength(1)
    expect(footer?.textContent).toContain(`© ${new Date().getFullYear()} ${site.legalName}`)
  })

  test(`${path} logs no console error or warning and makes no off-site request`, async ({
    page,
    browserLog,
    baseURL,
  }) => {
    await visitWholePage(page, path)
    // On the not-found page the browser reports the path's own 404s, which is what makes it a 404.
    const own404s = (path === notFound.path ? [path, pageDataPath(path)] : []).map(
      (missing) =>
        "error: Failed to load resource: the server responded with a status of 404 (Not Found) " +
        `(${new URL(missing, baseURL).href})`,
    )
    expect(browserLog.problems.filter((problem) => !own404s.includes(problem))).toEqual([])
    expect(browserLog.offsite).toEqual([])
  })
}

test("moving between every page in the browser logs no error", async ({ page, browserLog }) => {
  boundByPages(productRoutes.length)
  await visit(page, "/")
  const footer = page.getByRole("contentinfo")
  for (const { route } of productRoutes) {
    await footer.getByRole("link", { name: route.heading, exact: true }).click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading)
  }
  await footer.getByRole("link", { name: site.title, exact: true }).click()
  await expect(page).toHaveURL("/")
  expect(browserLog.problems).toEqual([])
})
