import { defineConfig, devices } from "@playwright/test"

/** The production build, served by `gatsby serve` on loopback. PORT overrides the port. */
const port = Number(process.env.PORT ?? 9555)
export const baseURL = `http://127.0.0.1:${port}`

export default defineConfig({
  testDir: "e2e",
  // The hosting tests run against nginx (playwright.hosting.config.ts), the develop tests on their own
  // `gatsby develop` (playwright.develop.config.ts), the other engines' under node's test runner.
  testIgnore: ["hosting/**", "develop/**", "e2e/engines/**"],
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: `npx gatsby serve --host 127.0.0.1 --port ${port}`,
    url: baseURL,
    reuseExistingServer: false,
    timeout: 60_000,
  },
})
