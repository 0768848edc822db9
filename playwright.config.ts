import fs from "fs"
import os from "os"
import path from "path"
import { defineConfig, devices, type PlaywrightTestConfig, type Project } from "@playwright/test"
import { fontsConf, tools } from "./scripts/tools"
import type { Engine } from "./e2e/engines/drivers"

/**
 * The browser tests of the production build in public/, served by `gatsby serve` (PORT) for the
 * Chromium suite and the pixel snapshots, and by nginx with deploy/nginx/site.conf (NGINX_PORT) for
 * the hosting suite and the other engines; nginx serves a copy of public/, so tests can add files (a
 * precompressed one) without touching the build. The tests of copies of the project, which serve
 * themselves, are in playwright.copies.config.ts.
 */
const port = Number(process.env.PORT ?? 9555)
const nginxPort = Number(process.env.NGINX_PORT ?? 9604)
export const baseURL = `http://127.0.0.1:${port}`
export const nginxURL = `http://127.0.0.1:${nginxPort}`
export const servedRoot = path.join(os.tmpdir(), `splenworks-hosting-${nginxPort}`)

/**
 * What the build's run and the copies' run share. Each writes under folders of its own `name`, as a
 * run clears its folders when it starts, and the two run side by side.
 */
export const runOf = (name: string) =>
  ({
    forbidOnly: Boolean(process.env.CI),
    outputDir: `test-results/${name}`,
    reporter: process.env.CI
      ? [["list"]]
      : [["list"], ["html", { open: "never", outputFolder: `playwright-report/${name}` }]],
    // In CI a failed test runs once more with a trace, and still fails the run: a trace of every
    // test cost a tenth of the suite's time. Locally a failure keeps its trace.
    retries: process.env.CI ? 1 : 0,
    failOnFlakyTests: Boolean(process.env.CI),
    // CI compares with the committed pictures and never writes one.
    updateSnapshots: process.env.CI ? "none" : "missing",
    use: {
      trace: { mode: process.env.CI ? "on-first-retry" : "retain-on-failure", screenshots: false },
    },
  }) satisfies PlaywrightTestConfig

export const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: { executablePath: tools.chromium.find() },
}

/** A project of Firefox or WebKit as this machine has them (e2e/engines/drivers.ts). */
const engine = (name: Engine) => ({
  name,
  testDir: "e2e/engines",
  // One browser per project, which its tests share in order.
  fullyParallel: false,
  use: { baseURL: nginxURL, engine: name },
})

const pixelSnapshots = {
  // Pixel snapshots, drawn with the fonts e2e/visual/fonts.conf names and nothing else.
  name: "visual",
  testDir: "e2e/visual",
  outputDir: "test-results/visual",
  snapshotPathTemplate: "{testDir}/snapshots/{arg}{ext}",
  use: {
    ...chromium,
    launchOptions: {
      ...chromium.launchOptions,
      env: { ...process.env, FONTCONFIG_FILE: fontsConf },
    },
  },
  expect: {
    toHaveScreenshot: {
      animations: "disabled",
      caret: "hide",
      // The same machine draws the same pixels; the tolerance admits a few anti-aliased ones, and
      // a grey 3 of 255 lighter (a blue 8: the distance is perceptual) is a difference.
      threshold: 0.01,
      maxDiffPixels: 100,
    },
  },
} satisfies Project

const run = runOf("site")

export default defineConfig<{ engine: Engine }>({
  ...run,
  fullyParallel: true,
  // A worker per core: the copies' run beside keeps them busy too.
  workers: os.availableParallelism(),
  use: { ...run.use, baseURL },
  projects: [
    {
      name: "chromium",
      testDir: "e2e",
      testIgnore: ["hosting/**", "develop/**", "test-content/**", "engines/**", "visual/**"],
      use: chromium,
    },
    { name: "hosting", testDir: "e2e/hosting", use: { ...chromium, baseURL: nginxURL } },
    engine("firefox"),
    engine("webkit"),
    // The pixel snapshots picture the build of the test content, which e2e/test-content makes in a
    // copy and runs this project in: never the real data/, which a maintainer edits.
    ...(process.env.TEST_CONTENT ? [pixelSnapshots] : []),
  ],
  // Servers of the build, when there is one.
  webServer: !fs.existsSync("public/index.html")
    ? undefined
    : [
        {
          command: `npx gatsby serve --host 127.0.0.1 --port ${port}`,
          url: baseURL,
          reuseExistingServer: false,
          timeout: 60_000,
        },
        {
          // serve-nginx.sh finds nginx when it runs, as scripts/tools.ts does: loading asks for no tool.
          command: `rm -rf ${servedRoot} && cp -R public ${servedRoot} && scripts/serve-nginx.sh`,
          env: { NGINX_PORT: String(nginxPort), NGINX_ROOT: servedRoot },
          url: nginxURL,
          reuseExistingServer: false,
          timeout: 30_000,
        },
      ],
})
