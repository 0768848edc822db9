// Writes PNGs of every page at phone and desktop widths, in light and dark, to screenshots/.
// Expects the production build served at BASE_URL (default http://127.0.0.1:$PORT, PORT 9000).
import { mkdir } from "node:fs/promises"
import { chromium } from "@playwright/test"

const baseUrl = process.env.BASE_URL ?? `http://127.0.0.1:${process.env.PORT ?? 9000}`
const pages = {
  home: "/",
  splensheet: "/splensheet",
  splenview: "/splenview",
  splenplayer: "/splenplayer",
  txtpad: "/txtpad",
  "test-stripe": "/test/stripe",
  "not-found": "/no-such-page",
}
const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } }

await mkdir("screenshots", { recursive: true })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
})
for (const colorScheme of ["light", "dark"]) {
  for (const [device, viewport] of Object.entries(viewports)) {
    const context = await browser.newContext({ viewport, colorScheme })
    const page = await context.newPage()
    for (const [name, path] of Object.entries(pages)) {
      await page.goto(baseUrl + path, { waitUntil: "networkidle" })
      const file = `screenshots/${name}-${device}-${colorScheme}.png`
      await page.screenshot({ path: file, fullPage: true })
      console.log(file)
    }
    await context.close()
  }
}
await browser.close()
