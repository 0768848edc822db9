import { defineConfig } from "@playwright/test"
import { chromium, runOf } from "./playwright.config"

/**
 * The browser tests of copies of the project, which make and serve what they test themselves. They
 * need no build of the site, so `npm run test:all` runs them beside its build and the suites of it.
 */
export default defineConfig({
  ...runOf("copies"),
  // One copy at a time: beside the site's own suites, each already keeps a core busy.
  workers: 1,
  projects: [
    // The test content's build and browser tests first, beside the site's lighter checks and build;
    // develop, whose tests mostly wait for its rebuilds, beside the site's browser tests.
    // A production build of the test content, its tests and the pixel snapshots (their own servers).
    // Its inner run retries its own tests, with their traces: a retry here would build it again.
    { name: "test-content", testDir: "e2e/test-content", retries: 0 },
    {
      // `gatsby develop` on a copy: a rebuild on a busy machine takes tens of seconds.
      name: "develop",
      testDir: "e2e/develop",
      use: chromium,
      expect: { timeout: 60_000 },
    },
  ],
})
