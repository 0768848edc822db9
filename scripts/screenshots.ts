// Writes PNGs of every page in every language at the narrowest phone's width (320 px), a phone's and
// a desktop's, in light and dark, to screenshots/.
// Uses the server already answering on PORT, or else serves the production build there itself
// (building it first when public/ is missing).
import { spawn, spawnSync } from "node:child_process"
import { existsSync } from "node:fs"
import { mkdir } from "node:fs/promises"
import { setTimeout as sleep } from "node:timers/promises"
import { chromium } from "@playwright/test"
import { baseURL, chromium as desktopChrome } from "../playwright.config"
import { pages, routesIn, translatedLanguages } from "../__tests__/fixtures"
import { viewports, visitWholePage } from "../e2e/browser"

const everyPage = [
  ...pages,
  ...translatedLanguages.flatMap((language) => {
    const { home, productRoutes, notFound } = routesIn(language)
    return [home, ...productRoutes.map(({ route }) => route), notFound]
  }),
]

const answers = () =>
  fetch(baseURL).then(
    (response) => response.ok,
    () => false,
  )

async function startServer() {
  if (!existsSync("public")) {
    const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" })
    if (build.status !== 0) throw new Error("the build failed")
  }
  const { port } = new URL(baseURL)
  // Its own process group, so that stopping it stops npx's children too.
  const server = spawn("npx", ["gatsby", "serve", "--host", "127.0.0.1", "--port", port], {
    detached: true,
    stdio: "ignore",
  })
  for (let tries = 0; !(await answers()); tries++) {
    if (tries === 120) throw new Error(`gatsby serve did not answer at ${baseURL}`)
    await sleep(500)
  }
  return () => process.kill(-(server.pid ?? 0))
}

async function main() {
  const stopServer = (await answers()) ? undefined : await startServer()
  try {
    await mkdir("screenshots", { recursive: true })
    const browser = await chromium.launch(desktopChrome.launchOptions)
    for (const colorScheme of ["light", "dark"] as const) {
      const widths = { narrow: { width: 320, height: 640 }, ...viewports }
      for (const [device, viewport] of Object.entries(widths)) {
        const page = await browser.newPage({ baseURL, viewport, colorScheme })
        for (const { name, path } of everyPage) {
          await visitWholePage(page, path)
          const file = `screenshots/${name}-${device}-${colorScheme}.png`
          await page.screenshot({ path: file, fullPage: true })
          console.log(file)
        }
        await page.close()
      }
    }
    await browser.close()
  } finally {
    stopServer?.()
  }
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
