/**
 * npm run bench: the site's performance budget, measured (issue #5), with Lighthouse CI (issue #21).
 *
 * A cold production build and one without gatsby-plugin-fast-startup (FAST_STARTUP=off), served with
 * the site's pages stripped of every script and a hand-written static page (scripts/bench/reference.html)
 * on the ports lighthouserc.cjs names. Lighthouse CI runs Lighthouse on all of them, saves its reports in
 * lighthouse-reports/ and asserts the absolute budget. From those reports the bench works out what LHCI
 * cannot: LCP against the reference page and the plugin's A/B against each page's script-less twin. It
 * adds the first-load JavaScript of the build's files, and cold builds with 100 and 1000 generated
 * products in temporary copies of the project, each with the size of its largest Content-Security-Policy
 * header, and one in English alone, against which the build in every language is timed. Prints the
 * tables and exits non-zero when a budget is missed.
 *
 * Env: BENCH_SITE_PORT (and the two ports after it), BENCH_REFERENCE_PORT, BENCH_RUNS and CHROMIUM_PATH
 * (read by lighthouserc.cjs); BENCH_PRODUCTS (generated product counts, "" to skip).
 */
import { spawn } from "child_process"
import { existsSync } from "fs"
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "fs/promises"
import http from "http"
import { createRequire } from "module"
import os from "os"
import path from "path"
import { setTimeout as sleep } from "timers/promises"
import { gzipSync } from "zlib"
import type { Result } from "lighthouse"
import sharp from "sharp"
import { largestCspHeader, siteHeaders } from "../gatsby/hosting-headers"
import { REACT_DOM_ENTRY } from "../plugins/gatsby-plugin-fast-startup/scripts-after-paint"
import { copyProject } from "./copy-project"

const ROOT = path.resolve(__dirname, "..")
const PRODUCT_COUNTS = (process.env.BENCH_PRODUCTS ?? "100,1000")
  .split(",")
  .filter(Boolean)
  .map(Number)

/** The budget Lighthouse CI cannot assert; lighthouserc.cjs holds the rest. */
const BUDGET = {
  lcpRatio: 1.25,
  /** First-load JavaScript, gzip; 1 KB = 1000 bytes. */
  jsBytes: 90_000,
  /** The cost of one more product may at most double as the catalogue grows. */
  slopeRatio: 2,
  /** Each page's CSP lists its own hashes only, so it must not grow with the catalogue; bytes. */
  cspHeaderBytes: 1000,
  /** The build in every language against the build in English alone. */
  languagesBuildRatio: 1.6,
}
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const
const KB = 1000

type Page = { path: string; componentChunkName: string; noindex: boolean }
type Server = "site" | "plain" | "scriptless" | "reference"
type Lighthouserc = {
  servers: Record<Server, number>
  builtPages: (publicDir: string) => Page[]
  ci: { collect: { numberOfRuns: number }; upload: { outputDir: string } }
}
/** Lighthouse CI's configuration; it lists the pages of public/, so load it after the build. */
const lighthouserc = () => createRequire(__filename)("../lighthouserc.cjs") as Lighthouserc
const url = (port: number, pagePath = "/") => `http://127.0.0.1:${port}${pagePath}`

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    })
    let output = ""
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()))
    child.on("close", (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(" ")} failed:\n${output.slice(-4000)}`)),
    )
  })
}

/** `lhci <command>` with lighthouserc.cjs, its output shown; resolves to its exit code. */
function lhci(command: "collect" | "upload" | "assert") {
  const cli = require.resolve("@lhci/cli/src/cli.js")
  return new Promise<number>((resolve, reject) =>
    spawn(process.execPath, [cli, command], { cwd: ROOT, stdio: "inherit" })
      .on("error", reject)
      .on("close", (code) => resolve(code ?? 1)),
  )
}

/** Wall-clock seconds of a cold `gatsby build` in `cwd` (which must have no .cache or public). */
async function timedBuild(cwd: string, env: NodeJS.ProcessEnv = {}): Promise<number> {
  const start = performance.now()
  await run(path.join(cwd, "node_modules/.bin/gatsby"), ["build"], cwd, env)
  return (performance.now() - start) / 1000
}

/**
 * Gzip bytes of the scripts a first visit loads: React DOM's entry, the app's chunks and the page
 * component's, each file counted once. Lighthouse's resource summary would add each response's headers
 * and whatever else the page happened to fetch during the run.
 */
async function firstLoadJs(page: Page): Promise<number> {
  const stats = JSON.parse(
    await readFile(path.join(ROOT, "public/webpack.stats.json"), "utf8"),
  ) as {
    namedChunkGroups: Record<string, { assets: { name: string }[] }>
  }
  const files = new Set(
    [REACT_DOM_ENTRY, "app", page.componentChunkName]
      .flatMap((group) => stats.namedChunkGroups[group]?.assets ?? [])
      .map(({ name }) => name)
      .filter((name) => name.endsWith(".js")),
  )
  const sizes = await Promise.all(
    [...files].map(
      async (name) => gzipSync(await readFile(path.join(ROOT, "public", name))).length,
    ),
  )
  return sizes.reduce((sum, size) => sum + size, 0)
}

async function waitForHttp(address: string): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt++) {
    const ok = await fetch(address).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return
    await sleep(500)
  }
  throw new Error(`${address} did not answer`)
}

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".png": "image/png",
  ".webp": "image/webp",
  ".avif": "image/avif",
}

/** Serves the files `fileFor` names, text gzipped like `gatsby serve` does, HTML through `html`. */
function serveFiles(
  port: number,
  fileFor: (urlPath: string) => string,
  html: (text: string) => string = (text) => text,
): http.Server {
  return http
    .createServer(async (request, response) => {
      const file = fileFor(new URL(request.url ?? "/", "http://localhost").pathname)
      if (!existsSync(file)) return response.writeHead(404).end()
      const type = TYPES[path.extname(file)] ?? "application/octet-stream"
      const body = type.startsWith("text/html")
        ? Buffer.from(html(await readFile(file, "utf8")))
        : await readFile(file)
      if (
        /^(text|application)\//.test(type) &&
        /gzip/.test(request.headers["accept-encoding"] ?? "")
      ) {
        response.writeHead(200, { "content-type": type, "content-encoding": "gzip" })
        return response.end(gzipSync(body))
      }
      response.writeHead(200, { "content-type": type }).end(body)
    })
    .listen(port, "127.0.0.1")
}

/** `gatsby serve` of the build in `cwd`, on loopback; stop() ends it. */
function gatsbyServe(cwd: string, port: number): { stop: () => void } {
  const server = spawn(
    path.join(ROOT, "node_modules/.bin/gatsby"),
    ["serve", "--host", "127.0.0.1", "--port", String(port)],
    {
      cwd,
      detached: true,
      stdio: "ignore",
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
    },
  )
  return { stop: () => server.pid && process.kill(-server.pid) }
}

/**
 * The build in public/, the one in `plainDir`, the same pages with every script removed, and the
 * reference page with the site's icons and manifest, while `lhci collect` runs.
 */
async function collect(servers: Record<Server, number>, plainDir: string): Promise<void> {
  const gatsby = [gatsbyServe(ROOT, servers.site), gatsbyServe(plainDir, servers.plain)]
  const files = [
    serveFiles(
      servers.scriptless,
      (urlPath) =>
        path.join(
          ROOT,
          "public",
          path.extname(urlPath) ? urlPath : path.join(urlPath, "index.html"),
        ),
      (text) => text.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, ""),
    ),
    serveFiles(servers.reference, (urlPath) => {
      if (urlPath === "/") return path.join(ROOT, "scripts/bench/reference.html")
      if (urlPath === "/logo.webp") return path.join(ROOT, "scripts/bench/logo.webp")
      return path.join(ROOT, "public", urlPath)
    }),
  ]
  try {
    for (const port of [servers.site, servers.plain]) await waitForHttp(url(port))
    if ((await lhci("collect")) !== 0) throw new Error("lhci collect failed")
  } finally {
    gatsby.forEach((server) => server.stop())
    files.forEach((server) => server.close())
  }
}

/** Every run of each URL in the reports `lhci upload` saved, by URL. */
async function savedRuns(reportsDir: string): Promise<Map<string, Result[]>> {
  const manifest = JSON.parse(await readFile(path.join(reportsDir, "manifest.json"), "utf8")) as {
    url: string
    jsonPath: string
  }[]
  const runs = new Map<string, Result[]>()
  for (const entry of manifest) {
    const lhr = JSON.parse(await readFile(entry.jsonPath, "utf8")) as Result
    runs.set(entry.url, [...(runs.get(entry.url) ?? []), lhr])
  }
  return runs
}

/** The median as `lhci assert` takes it: of an even count, the mean of the middle two. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = (sorted.length - 1) / 2
  return ((sorted[Math.floor(middle)] ?? NaN) + (sorted[Math.ceil(middle)] ?? NaN)) / 2
}

/** A copy of the project built without gatsby-plugin-fast-startup, for the A/B. */
async function plainBuild(): Promise<string> {
  process.stdout.write("Cold build without gatsby-plugin-fast-startup\n")
  const dir = await mkdtemp(path.join(os.tmpdir(), "bench-plain-"))
  copyProject(dir)
  await timedBuild(dir, { FAST_STARTUP: "off" })
  return dir
}
/** Seconds of a cold build of a copy of the project in its first language alone (English). */
async function sourceLanguageBuild(): Promise<number> {
  process.stdout.write("Cold build in English alone\n")
  const dir = await mkdtemp(path.join(os.tmpdir(), "bench-english-"))
  try {
    copyProject(dir, ["data/translations"])
    const file = path.join(dir, "data/languages.json")
    const { languages, ...rest } = JSON.parse(await readFile(file, "utf8"))
    await writeFile(file, JSON.stringify({ ...rest, languages: languages.slice(0, 1) }))
    await mkdir(path.join(dir, "data/translations"))
    return await timedBuild(dir)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/** A copy of the project whose products folder holds `count` generated products, each with its own logo. */
async function generatedProject(count: number): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `bench-${count}-`))
  copyProject(path.join(dir, "site"), ["data/products"])

  const sourceDir = path.join(ROOT, "data/products")
  const products = (await readdir(sourceDir)).filter((file) => file.endsWith(".json"))
  const productsDir = path.join(dir, "products")
  await mkdir(productsDir)
  for (let index = 1; index <= count; index++) {
    const file = products[index % products.length] as string
    const base = JSON.parse(await readFile(path.join(sourceDir, file), "utf8")) as {
      name: string
      logo: string
    }
    const slug = `${path.basename(file, ".json")}-${index}`
    await writeFile(
      path.join(productsDir, `${slug}.json`),
      JSON.stringify({
        ...base,
        order: index,
        name: `${base.name} ${index}`,
        productUrl: `/${slug}`,
        logo: `./${slug}.png`,
      }),
    )
    await sharp(path.join(sourceDir, base.logo))
      .modulate({ hue: (index * 37) % 360 })
      .toFile(path.join(productsDir, `${slug}.png`))
  }
  return dir
}

type Build = { products: number; pages: number; seconds: number; cspHeaderBytes: number }

async function scaledBuilds(builtPages: Lighthouserc["builtPages"]): Promise<Build[]> {
  const points = []
  for (const count of PRODUCT_COUNTS) {
    process.stdout.write(`Cold build with ${count} generated products\n`)
    const dir = await generatedProject(count)
    try {
      const site = path.join(dir, "site")
      const seconds = await timedBuild(site, { PRODUCTS_DIR: path.join(dir, "products") })
      points.push({
        products: count,
        pages: builtPages(path.join(site, "public")).length,
        seconds,
        cspHeaderBytes: largestCspHeader(siteHeaders(path.join(site, "public"))),
      })
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  }
  return points
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => (row[column] ?? "").length)),
  )
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(" | ")} |`
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join(
    "\n",
  )
}

async function main() {
  process.stdout.write("Cold build with the real data\n")
  await run(path.join(ROOT, "node_modules/.bin/gatsby"), ["clean"], ROOT)
  const realSeconds = await timedBuild(ROOT)
  const sourceLanguageSeconds = await sourceLanguageBuild()
  const { servers, builtPages, ci } = lighthouserc()
  const pages = builtPages(path.join(ROOT, "public"))
  const products = (await readdir(path.join(ROOT, "data/products"))).filter((file) =>
    file.endsWith(".json"),
  ).length

  const plainDir = await plainBuild()
  try {
    await collect(servers, plainDir)
  } finally {
    await rm(plainDir, { recursive: true, force: true })
  }
  const reportsDir = path.join(ROOT, ci.upload.outputDir)
  await rm(reportsDir, { recursive: true, force: true })
  if ((await lhci("upload")) !== 0) throw new Error("lhci upload failed")
  const runs = await savedRuns(reportsDir)
  const runsOf = (server: Server, pagePath?: string) => {
    const found = runs.get(url(servers[server], pagePath))
    if (!found) throw new Error(`No Lighthouse report of ${url(servers[server], pagePath)}`)
    return found
  }
  const value = (reports: Result[], audit: string) =>
    median(reports.map((report) => report.audits[audit]?.numericValue ?? NaN))
  const score = (reports: Result[], category: string) =>
    Math.round(median(reports.map((report) => report.categories[category]?.score ?? 0)) * 100)
  const reference = runsOf("reference")

  const builds: Build[] = [
    {
      products,
      pages: pages.length,
      seconds: realSeconds,
      cspHeaderBytes: largestCspHeader(siteHeaders(path.join(ROOT, "public"))),
    },
    ...(await scaledBuilds(builtPages)),
  ]

  const failures: string[] = []
  const check = (ok: boolean, message: string) => {
    if (!ok) failures.push(message)
    return ok ? "" : " ✗"
  }
  const ms = (milliseconds: number) => `${Math.round(milliseconds)} ms`
  const row = (name: string, reports: Result[], noindex: boolean, js: string, ratio: string) => [
    name,
    ...CATEGORIES.map((id) => `${score(reports, id)}${id === "seo" && noindex ? "*" : ""}`),
    ms(value(reports, "first-contentful-paint")),
    ms(value(reports, "largest-contentful-paint")),
    value(reports, "cumulative-layout-shift").toFixed(3),
    ms(value(reports, "total-blocking-time")),
    `${(value(reports, "total-byte-weight") / KB).toFixed(1)} KB`,
    js,
    ratio,
  ]
  const lcp = (reports: Result[]) => value(reports, "largest-contentful-paint")
  const rows = [row("reference", reference, false, "", "1.00")]
  for (const page of pages) {
    const site = runsOf("site", page.path)
    const js = await firstLoadJs(page)
    const ratio = lcp(site) / lcp(reference)
    rows.push(
      row(
        page.path,
        site,
        page.noindex,
        `${(js / KB).toFixed(1)} KB` + check(js <= BUDGET.jsBytes, `${page.path}: JS ${js}`),
        ratio.toFixed(2) +
          check(ratio <= BUDGET.lcpRatio, `${page.path}: LCP ratio ${ratio.toFixed(2)}`),
      ),
    )
  }

  const slopes = builds.slice(1).map((point, index) => {
    const previous = builds[index] as (typeof builds)[number]
    return (point.seconds - previous.seconds) / (point.products - previous.products)
  })
  const buildRows = builds.map((point, index) => [
    index === 0 ? `${point.products} (data/)` : `${point.products} (generated)`,
    String(point.pages),
    `${point.seconds.toFixed(1)} s`,
    `${((point.seconds / point.pages) * 1000).toFixed(0)} ms`,
    index === 0 ? "" : `${((slopes[index - 1] ?? NaN) * 1000).toFixed(0)} ms`,
    `${point.cspHeaderBytes} B` +
      check(
        point.cspHeaderBytes < BUDGET.cspHeaderBytes,
        `${point.products} products: a CSP header of ${point.cspHeaderBytes} bytes`,
      ),
  ])
  const languagesRatio = realSeconds / sourceLanguageSeconds
  const [firstSlope, ...laterSlopes] = slopes
  for (const slope of laterSlopes) {
    check(
      firstSlope !== undefined && slope <= BUDGET.slopeRatio * firstSlope,
      `build not linear: ${(slope * 1000).toFixed(0)} ms per product after ${(
        (firstSlope ?? NaN) * 1000
      ).toFixed(0)} ms`,
    )
  }

  const machine = `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}`
  process.stdout.write(
    [
      "",
      `Lighthouse (mobile, simulated throttling), median of ${ci.collect.numberOfRuns} runs (Lighthouse CI); ${machine}`,
      table(
        "page|perf|a11y|best pr.|SEO|FCP|LCP|CLS|TBT|transferred|JS gzip|LCP/ref".split("|"),
        rows,
      ),
      "* noindex on purpose: Lighthouse's is-crawlable audit fails by design; every other SEO audit must pass.",
      "JS gzip: first-load JavaScript (React DOM's entry, the app and the page); 1 KB = 1000 bytes.",
      // Lighthouse scales the main thread's observed tasks by 4, so a busy machine inflates TBT.
      `The reference page runs no script; its ${ms(value(reference, "total-blocking-time"))} of TBT is its first style and layout work, and it grows, with every page's, when the machine is busy.`,
      "",
      "gatsby-plugin-fast-startup's A/B: each page with and without the plugin, LCP against the same page with every script removed",
      table(
        "page|perf with|perf without|TBT with|TBT without|LCP/no-JS with|LCP/no-JS without".split(
          "|",
        ),
        pages.map((page) => {
          const [on, off, scriptless] = (["site", "plain", "scriptless"] as const).map((server) =>
            runsOf(server, page.path),
          ) as [Result[], Result[], Result[]]
          return [
            page.path,
            `${score(on, "performance")}`,
            `${score(off, "performance")}`,
            ms(value(on, "total-blocking-time")),
            ms(value(off, "total-blocking-time")),
            (lcp(on) / lcp(scriptless)).toFixed(2),
            (lcp(off) / lcp(scriptless)).toFixed(2),
          ]
        }),
      ),
      "",
      "Cold builds",
      table(
        ["products", "pages", "build", "per page", "per added product", "largest CSP header"],
        buildRows,
      ),
      builds.length < 3 ? "(linearity not checked: fewer than three builds)" : "",
      `Every language against English alone: ${realSeconds.toFixed(1)} s / ${sourceLanguageSeconds.toFixed(1)} s = ${languagesRatio.toFixed(2)}x` +
        check(
          languagesRatio <= BUDGET.languagesBuildRatio,
          `the build in every language takes ${languagesRatio.toFixed(2)}x the English one's time`,
        ) +
        ` (at most ${BUDGET.languagesBuildRatio}x)`,
      `Largest CSP header: the longest Content-Security-Policy the build's hosting headers send, name included; under ${BUDGET.cspHeaderBytes} bytes at every size.`,
      "",
      `Lighthouse CI's reports, every run of every URL: ${path.relative(ROOT, reportsDir)}/ (manifest.json lists them).`,
      "Lighthouse CI's assertions (the budget on the site's pages: the four categories, CLS and TBT):",
      "",
    ].join("\n"),
  )
  if ((await lhci("assert")) !== 0) failures.push("Lighthouse CI's assertions (above)")
  process.stdout.write(
    failures.length
      ? `\nBudgets missed:\n${failures.map((failure) => `  ✗ ${failure}`).join("\n")}\n`
      : "\nEvery budget met.\n",
  )
  process.exitCode = failures.length ? 1 : 0
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
