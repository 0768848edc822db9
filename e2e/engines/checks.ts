// The checks `npm run test:browsers` makes in every engine, written once against the small Browser
// interface that each driver (firefox.test.ts, webkit.test.ts) implements. The production build is
// served by nginx with the headers the build generated, as the hosting tests serve it.
import assert from "node:assert/strict"
import { spawn } from "node:child_process"
import { after, before, describe, test } from "node:test"
import type { BrowserType } from "@playwright/test"
import {
  home,
  notFound,
  productRoutes,
  routes,
  routesIn,
  translatedLanguages,
} from "../../__tests__/fixtures"
import { need } from "../../scripts/tools"
import { isHydrated } from "../hydrated"

export type Browser = {
  /** Loads a page in full, waits for its load event, and has {@link recorder} in it. */
  goto(url: string): Promise<void>
  /** The value of a JavaScript expression in the page; a promise is awaited. */
  run<T>(expression: string): Promise<T>
  /** A person's click, pointer down and up, at a point of the viewport in CSS pixels. */
  click(x: number, y: number): Promise<void>
  close(): Promise<void>
}

/**
 * Plain JavaScript for the page, which every driver runs: records CSP and Trusted Types violations
 * and uncaught errors in `window.__violations`. Firefox runs it before the page's first script.
 * WebKitWebDriver has no such hook (classic WebDriver), so there it starts after the load event:
 * what fires while the page parses is seen by Firefox and Chromium only.
 */
export const recorder = `(() => {
  if (window.__violations) return
  const seen = (window.__violations = [])
  document.addEventListener("securitypolicyviolation", (event) => {
    const { effectiveDirective, blockedURI, sourceFile, lineNumber } = event
    seen.push(effectiveDirective + " blocked " + (blockedURI || "inline") + " (" + sourceFile + ":" + lineNumber + ")")
  }, true)
  window.addEventListener("error", (event) => seen.push("uncaught: " + event.message))
})()`

/** A browser Playwright drives: its own builds of Firefox and WebKit. */
export async function openInPlaywright(type: BrowserType): Promise<Browser> {
  const browser = await type.launch()
  const page = await browser.newPage()
  await page.addInitScript(recorder)
  return {
    goto: async (url) => {
      await page.goto(url, { waitUntil: "load" })
    },
    run: (expression) => page.evaluate(expression),
    click: (x, y) => page.mouse.click(x, y),
    close: () => browser.close(),
  }
}

const port = Number(process.env.BROWSERS_PORT ?? 9624)
const origin = `http://127.0.0.1:${port}`

/** Polls until an expression in the page is true, and fails with `what` after ten seconds. */
async function waitFor(browser: Browser, expression: string, what: string): Promise<void> {
  const deadline = Date.now() + 10_000
  while (!(await browser.run<boolean>(expression))) {
    if (Date.now() > deadline) assert.fail(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const hydrated = `(${isHydrated})()`
const heading = `document.querySelector("h1")?.textContent`

async function assertNoViolations(browser: Browser): Promise<void> {
  assert.deepEqual(await browser.run<string[]>("window.__violations"), [])
}

/** Starts nginx on the build (scripts/serve-nginx.sh) and resolves once it answers. */
async function serveBuild(): Promise<() => void> {
  const nginx = spawn("bash", ["scripts/serve-nginx.sh"], {
    env: { ...process.env, NGINX_PORT: String(port), NGINX_PATH: need("nginx") },
    stdio: ["ignore", "ignore", "inherit"],
  })
  const exited = new Promise((_, reject) =>
    nginx.once("exit", (code) => reject(new Error(`nginx exited with ${code}`))),
  )
  const answers = (async () => {
    while (
      !(await fetch(origin).then(
        (response) => response.ok,
        () => false,
      ))
    ) {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  })()
  await Promise.race([answers, exited])
  return () => nginx.kill()
}

/** The checks, in one engine: `open` starts it and returns its driver. */
export function checkEngine(engine: string, open: () => Promise<Browser>): void {
  describe(engine, () => {
    let stopServer: (() => void) | undefined
    let browser: Browser
    before(async () => {
      stopServer = await serveBuild()
      browser = await open()
    })
    after(async () => {
      await browser?.close()
      stopServer?.()
    })

    for (const route of routes) {
      test(`${route.path} renders its heading and title and hydrates`, async () => {
        await browser.goto(origin + route.path)
        assert.equal(await browser.run(heading), route.heading)
        assert.equal(await browser.run("document.title"), route.title)
        await waitFor(browser, hydrated, "React to hydrate the page")
        await assertNoViolations(browser)
      })
    }

    test("a click on a card opens its page client-side at the top, and Back returns", async () => {
      const { product, route } = productRoutes.at(-1) ?? assert.fail("no products")
      await browser.goto(origin + home.path)
      await waitFor(browser, hydrated, "React to hydrate the page")
      await browser.run("window.sameDocument = true")
      // The last card's centre, scrolled to the bottom of the window: well down the page.
      const [x, y] = await browser.run<[number, number]>(`(() => {
        const card = [...document.querySelectorAll("main article")].at(-1)
        card.scrollIntoView({ block: "end" })
        const { left, top, width, height } = card.getBoundingClientRect()
        return [left + width / 2, top + height / 2]
      })()`)
      assert.ok((await browser.run<number>("window.scrollY")) > 0, "the home page scrolled down")
      await browser.click(x, y)

      await waitFor(browser, `location.pathname === ${JSON.stringify(route.path)}`, route.path)
      await waitFor(browser, `${heading} === ${JSON.stringify(product.name)}`, "the product page")
      assert.equal(await browser.run("window.sameDocument"), true, "no full page load")
      await waitFor(browser, "window.scrollY === 0", "the product page to show its top")

      await browser.run("history.back()")
      await waitFor(browser, `location.pathname === ${JSON.stringify(home.path)}`, "Back")
      await waitFor(browser, `${heading} === ${JSON.stringify(home.heading)}`, "the home page")
      assert.equal(await browser.run("window.sameDocument"), true, "no full page load")
      await assertNoViolations(browser)
    })

    test(`an unknown path shows the "${notFound.heading}" screen`, async () => {
      await browser.goto(origin + notFound.path)
      await waitFor(browser, hydrated, "React to hydrate the page")
      assert.equal(await browser.run(heading), notFound.heading)
      await assertNoViolations(browser)
    })

    // One page of another language (its own script), and its not-found screen.
    const language = translatedLanguages.at(-1) ?? assert.fail("no other language")
    const translated = routesIn(language)
    const translatedPage = translated.productRoutes[0]?.route ?? translated.home
    for (const route of [translatedPage, translated.notFound]) {
      test(`${route.path} is in ${language.tag}, and hydrates`, async () => {
        await browser.goto(origin + route.path)
        assert.equal(await browser.run("document.documentElement.lang"), language.tag)
        assert.equal(await browser.run(heading), route.heading)
        assert.equal(await browser.run("document.title"), route.title)
        await waitFor(browser, hydrated, "React to hydrate the page")
        await assertNoViolations(browser)
      })
    }
  })
}
