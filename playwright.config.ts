import { defineConfig, devices } from "@playwright/test"
import { tools } from "./scripts/tools"

/** The production build, served by `gatsby serve` on loopback. PORT overrides the port. */
const port = Number(process.env.PORT ?? 9555)
export const baseURL = `http://127.0.0.1:${port}`

export default defineConfig({
  testDir: "e2e",
  // The hosting, develop and visual tests have their own configs; the other engines' run under node's
  // test runner.
  testIgnore: ["hosting/**", "develop/**", "engines/**", "visual/**"],
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: { executablePath: tools.chromium.find() },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: `npx gatsby serve --host 127.0.0.1 --port ${port}`,
    url: baseURL,
    reuseExistingServer: false,
    timeout: 60_000,
  },
})
