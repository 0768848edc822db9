// Firefox through puppeteer-core over WebDriver BiDi; Playwright's own Firefox build through Playwright.
import { firefox } from "@playwright/test"
import puppeteer from "puppeteer-core"
import { isPlaywrights, need } from "../../scripts/tools"
import { checkEngine, openInPlaywright, recorder } from "./checks"

checkEngine("Firefox", async () => {
  const executablePath = need("firefox")
  if (isPlaywrights(firefox, executablePath)) return openInPlaywright(firefox)
  const browser = await puppeteer.launch({
    browser: "firefox",
    protocol: "webDriverBiDi",
    executablePath,
  })
  const page = await browser.newPage()
  await page.evaluateOnNewDocument(recorder)
  return {
    goto: async (url) => {
      await page.goto(url, { waitUntil: "load" })
    },
    run: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
    click: (x, y) => page.mouse.click(x, y),
    close: () => browser.close(),
  }
})
