// Firefox ESR (Debian's) through puppeteer-core over WebDriver BiDi.
import puppeteer from "puppeteer-core"
import { checkEngine, recorder } from "./checks"

checkEngine("Firefox ESR", async () => {
  const firefox = await puppeteer.launch({
    browser: "firefox",
    protocol: "webDriverBiDi",
    executablePath: process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr",
  })
  const page = await firefox.newPage()
  await page.evaluateOnNewDocument(recorder)
  return {
    goto: async (url) => {
      await page.goto(url, { waitUntil: "load" })
    },
    run: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
    click: (x, y) => page.mouse.click(x, y),
    close: () => firefox.close(),
  }
})
