import { defineConfig } from "@playwright/test"
import base from "./playwright.config"
import { fontsConf } from "./scripts/tools"

/**
 * Pixel snapshots of the production build (e2e/visual/), compared with the committed PNGs in
 * e2e/visual/snapshots/. Chromium draws with the fonts e2e/visual/fonts.conf names, and nothing else.
 */
export default defineConfig({
  ...base,
  testDir: "e2e/visual",
  testIgnore: undefined,
  outputDir: "test-results/visual",
  snapshotPathTemplate: "{testDir}/snapshots/{arg}{ext}",
  // CI compares with the committed pictures and never writes one.
  updateSnapshots: process.env.CI ? "none" : "missing",
  use: {
    ...base.use,
    launchOptions: {
      ...base.use?.launchOptions,
      env: { ...process.env, FONTCONFIG_FILE: fontsConf },
    },
  },
  expect: {
    toHaveScreenshot: {
      animations: "disabled",
      caret: "hide",
      // The same machine draws the same pixels; the tolerance admits a few anti-aliased ones, and a
      // grey 3 of 255 lighter (a blue 8: the distance is perceptual) is a difference.
      threshold: 0.01,
      maxDiffPixels: 100,
    },
  },
})
