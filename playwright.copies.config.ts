import { defineConfig } from "@playwright/test"
import { chromium, runOf } from "./playwright.config"

/**
 * The browser tests of copies of the project, which make and serve what they test themselves. They
 * need no build of the site, so `npm run test:all` runs them beside its build and the suites of it.
 */
export default defineConfig({
  ...runOf("copies"),
  // The two files side by side, each on its own copy; a file's tests run in order.
  workers: 2,
  projects: [
    {
      // `gatsby develop` on a copy: a rebuild on a busy machine takes tens of seconds.
      name: "develop",
      testDir: "e2e/develop",
      use: chromium,
      expect: { timeout: 60_000 },
    },
    // A production build of a copy whose data an editor changed, and its tests (their own servers).
    { name: "data-change", testDir: "e2e/data-change" },
  ],
})
