import { defineConfig } from "@playwright/test"
import base, { chromium } from "./playwright.config"

/**
 * `gatsby develop` on a copy of the project, which the tests start themselves (e2e/develop/), so they
 * can break its files. DEVELOP_PORT overrides the port.
 */
export default defineConfig({
  ...base,
  outputDir: "test-results/develop",
  fullyParallel: false,
  workers: 1,
  webServer: undefined,
  projects: [{ name: "develop", testDir: "e2e/develop", use: chromium }],
  // A rebuild under develop takes tens of seconds on a busy machine (three busy loops on two cores):
  // the tests wait for its result this long.
  expect: { timeout: 60_000 },
})
