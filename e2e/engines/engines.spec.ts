// What every engine must do with the production build on nginx, as the hosting tests serve it: each
// route renders and hydrates, a click on a card navigates client-side, and no CSP or Trusted Types
// violation or uncaught error fires. The firefox and webkit projects drive this machine's browsers
// (./drivers.ts); the chromium project's suite covers Chromium.
import { test as base, expect } from "@playwright/test"
import {
  home,
  notFound,
  productRoutes,
  routes,
  routesIn,
  translatedLanguages,
} from "../../__tests__/fixtures"
import { isHydrated } from "../hydrated"
import { open, type Driver, type Engine } from "./drivers"

const test = base.extend<object, { engine: Engine; driver: Driver }>({
  engine: ["firefox", { option: true, scope: "worker" }],
  // One browser for the project, whose tests run in order in one worker. Its start shares two cores
  // with builds and other browsers.
  driver: [
    async ({ engine }, use) => {
      const driver = await open(engine)
      await use(driver)
      await driver.close()
    },
    { scope: "worker", timeout: 120_000 },
  ],
})

const heading = `document.querySelector("h1")?.textContent`

/** Loads a page and waits until React has hydrated it. */
async function visit(driver: Driver, url: string): Promise<void> {
  await driver.goto(url)
  await expect.poll(() => driver.run(`(${isHydrated})()`), { message: "hydrated" }).toBe(true)
}

/** CSP and Trusted Types violations and uncaught errors since the page loaded. */
const violations = (driver: Driver) => driver.run<string[]>("window.__violations")

const language = translatedLanguages.at(-1)
if (!language) throw new Error("no other language")
const translated = routesIn(language)

// Every English route and the not-found screen, and one page of another language (its own script)
// with its not-found screen.
for (const route of [
  ...routes,
  notFound,
  translated.productRoutes[0]?.route ?? translated.home,
  translated.notFound,
]) {
  test(`${route.path} renders its heading, title and language, and hydrates`, async ({
    driver,
    baseURL,
  }) => {
    await visit(driver, baseURL + route.path)
    expect(await driver.run(heading)).toBe(route.heading)
    expect(await driver.run("document.title")).toBe(route.title)
    expect(await driver.run("document.documentElement.lang")).toBe(route.lang)
    expect(await violations(driver)).toEqual([])
  })
}

test("a click on a card opens its page client-side at the top, and Back returns", async ({
  driver,
  baseURL,
}) => {
  const last = productRoutes.at(-1)
  if (!last) throw new Error("no products")
  await visit(driver, baseURL + home.path)
  await driver.run("window.sameDocument = true")
  // The last card's centre, scrolled to the bottom of the window: well down the page.
  const [x, y] = await driver.run<[number, number]>(`(() => {
    const card = [...document.querySelectorAll("main article")].at(-1)
    card.scrollIntoView({ block: "end" })
    const { left, top, width, height } = card.getBoundingClientRect()
    return [left + width / 2, top + height / 2]
  })()`)
  expect(await driver.run<number>("window.scrollY"), "scrolled down").toBeGreaterThan(0)
  await driver.click(x, y)

  await expect.poll(() => driver.run("location.pathname")).toBe(last.route.path)
  await expect.poll(() => driver.run(heading)).toBe(last.product.name)
  expect(await driver.run("window.sameDocument"), "no full page load").toBe(true)
  await expect.poll(() => driver.run("window.scrollY"), { message: "at the top" }).toBe(0)

  await driver.run("history.back()")
  await expect.poll(() => driver.run("location.pathname")).toBe(home.path)
  await expect.poll(() => driver.run(heading)).toBe(home.heading)
  expect(await driver.run("window.sameDocument"), "no full page load").toBe(true)
  expect(await violations(driver)).toEqual([])
})
