import os from "os"
import path from "path"
import { defineConfig } from "@playwright/test"
import base from "./playwright.config"

/**
 * The production build served by nginx with deploy/nginx/site.conf. It serves a copy of
 * public/, so tests can add files (a precompressed one) without touching the build. NGINX_PORT overrides the port.
 */
const port = Number(process.env.NGINX_PORT ?? 9604)
export const servedRoot = path.join(os.tmpdir(), `splenworks-hosting-${port}`)

export default defineConfig({
  ...base,
  testDir: "e2e/hosting",
  testIgnore: undefined,
  outputDir: "test-results/hosting",
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
  webServer: {
    command: `rm -rf ${servedRoot} && cp -R public ${servedRoot} && scripts/serve-nginx.sh`,
    // serve-nginx.sh finds nginx when it runs, as scripts/tools.ts does: loading a config asks for no tool.
    env: { NGINX_PORT: String(port), NGINX_ROOT: servedRoot },
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
})
