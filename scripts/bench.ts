/**
 * npm run bench: the site's performance budget, measured (issue #5).
 *
 * A cold production build, then Lighthouse (mobile, simulated throttling) in Debian's Chromium on
 * every built page and on a hand-written static page (scripts/bench/reference.html); the same pages
 * built without gatsby-plugin-fast-startup (FAST_STARTUP=off) and with every script removed, for
 * the plugin's A/B; then cold builds with 100 and 1000 generated products in temporary copies of the
 * project, each with the size of its largest Content-Security-Policy header. Prints the tables and
 * exits non-zero when a budget is missed.
 *
 * Env: BENCH_SITE_PORT (and the two ports after it), BENCH_REFERENCE_PORT, BENCH_RUNS (Lighthouse
 * runs per page, median kept), BENCH_PRODUCTS (generated product counts, "" to skip), CHROMIUM_PATH.
 */
import { spawn } from "child_process"
import { existsSync } from "fs"
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "fs/promises"
import http from "http"
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
const SITE_PORT = Number(process.env.BENCH_SITE_PORT ?? 9500)
/** The build without gatsby-plugin-fast-startup, and the pages without scripts. */
const PLAIN_PORT = SITE_PORT + 1
const SCRIPTLESS_PORT = SITE_PORT + 2
const REFERENCE_PORT = Number(process.env.BENCH_REFERENCE_PORT ?? 9510)
const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const PRODUCT_COUNTS = (process.env.BENCH_PRODUCTS ?? "100,1000")
  .split(",")
  .filter(Boolean)
  .map(Number)
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"
/** Without these, Chromium calls Google's servers, which this machine cannot reach. */
const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
]

const BUDGET = {
  lcpRatio: 1.25,
  tbtMs: 50,
  /** First-load JavaScript, gzip; 1 KB = 1000 bytes. */
  jsBytes: 90_000,
  /** The cost of one more product may at most double as the catalogue grows. */
  slopeRatio: 2,
  /** Each page's CSP lists its own hashes only, so it must not grow with the catalogue; bytes. */
  cspHeaderBytes: 1000,
}
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const
const KB = 1000

type Page = { path: string; componentChunkName: string; noindex: boolean }
type Measure = {
  name: string
  scores: number[]
  fcp: number
  lcp: number
  cls: number
  tbt: number
  bytes: number
  js: number
  /** SEO audits other than is-crawlable that fail; only listed for noindex pages. */
  seoFailures: string[]
  noindex: boolean
}

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

/** Wall-clock seconds of a cold `gatsby build` in `cwd` (which must have no .cache or public). */
async function timedBuild(cwd: string, env: NodeJS.ProcessEnv = {}): Promise<number> {
  const start = performance.now()
  await run(path.join(cwd, "node_modules/.bin/gatsby"), ["build"], cwd, env)
  return (performance.now() - start) / 1000
}

async function builtPages(publicDir: string): Promise<Page[]> {
  const files = (await readdir(path.join(publicDir, "page-data"), { recursive: true })).filter(
    (file) => file.endsWith("page-data.json"),
  )
  const pages = await Promise.all(
    files.map(async (file) => {
      const data = JSON.parse(await readFile(path.join(publicDir, "page-data", file), "utf8")) as {
        path: string
        componentChunkName: string
      }
      const htmlFile = path.join(publicDir, data.path === "/" ? "" : data.path, "index.html")
      const html = existsSync(htmlFile) ? await readFile(htmlFile, "utf8") : ""
      return { ...data, noindex: /<meta[^>]*name="robots"[^>]*noindex/.test(html) }
    }),
  )
  // /404.html is the same page as /404, kept for hosts that look for that file name.
  return pages
    .filter((page) => page.path !== "/404.html")
    .sort((a, b) => a.path.localeCompare(b.path))
}

/**
 * Gzip bytes of the scripts a first visit loads: React DOM's entry, the app's chunks and the page
 * component's, each file counted once.
 */
async function firstLoadJs(pages: Page[]): Promise<Map<string, number>> {
  const stats = JSON.parse(
    await readFile(path.join(ROOT, "public/webpack.stats.json"), "utf8"),
  ) as {
    namedChunkGroups: Record<string, { assets: { name: string }[] }>
  }
  const gzipBytes = async (groups: string[]) => {
    const files = new Set(
      groups
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
  const sizes = new Map<string, number>()
  for (const page of pages) {
    sizes.set(page.path, await gzipBytes([REACT_DOM_ENTRY, "app", page.componentChunkName]))
  }
  return sizes
}

async function waitForHttp(url: string): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt++) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return
    await sleep(500)
  }
  throw new Error(`${url} did not answer`)
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

/** The reference page and its logo; the site's icons and manifest from the build. */
const serveReference = () =>
  serveFiles(REFERENCE_PORT, (urlPath) => {
    if (urlPath === "/") return path.join(ROOT, "scripts/bench/reference.html")
    if (urlPath === "/logo.webp") return path.join(ROOT, "scripts/bench/logo.webp")
    return path.join(ROOT, "public", urlPath)
  })

/** Each built page as its HTML alone: every script removed, so nothing runs and nothing competes. */
const serveScriptless = (publicDir: string) =>
  serveFiles(
    SCRIPTLESS_PORT,
    (urlPath) =>
      path.join(publicDir, path.extname(urlPath) ? urlPath : path.join(urlPath, "index.html")),
    (text) => text.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, ""),
  )

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

async function startChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const profile = await mkdtemp(path.join(os.tmpdir(), "bench-chromium-"))
  const chromium = spawn(
    CHROMIUM,
    [...CHROMIUM_FLAGS, "--remote-debugging-port=0", `--user-data-dir=${profile}`, "about:blank"],
    { stdio: "ignore" },
  )
  const portFile = path.join(profile, "DevToolsActivePort")
  for (let attempt = 0; attempt < 100 && !existsSync(portFile); attempt++) await sleep(200)
  const port = Number((await readFile(portFile, "utf8")).split("\n")[0])
  return {
    port,
    stop: async () => {
      chromium.kill()
      await new Promise((resolve) => chromium.once("exit", resolve))
      await rm(profile, { recursive: true, force: true })
    },
  }
}

/**
 * Lighthouse's CLI in a plain Node process: under tsx, the functions Lighthouse sends to the page
 * carry tsx's `__name` helper, which the page does not have.
 */
async function runLighthouse(url: string, port: number): Promise<Result> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "bench-lighthouse-"))
  try {
    const report = path.join(dir, "report.json")
    await run(
      path.join(ROOT, "node_modules/.bin/lighthouse"),
      [url, `--port=${port}`, "--output=json", `--output-path=${report}`, "--quiet"],
      ROOT,
    )
    return JSON.parse(await readFile(report, "utf8")) as Result
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

function measure(name: string, lhr: Result, js: number, noindex: boolean): Measure {
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN
  const seo = lhr.categories.seo
  const seoFailures = noindex
    ? (seo?.auditRefs ?? [])
        .filter(({ id, weight }) => weight > 0 && id !== "is-crawlable")
        .filter(({ id }) => lhr.audits[id]?.score !== 1 && lhr.audits[id]?.score !== null)
        .map(({ id }) => id)
    : []
  return {
    name,
    scores: CATEGORIES.map((id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)),
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    cls: value("cumulative-layout-shift"),
    tbt: value("total-blocking-time"),
    bytes: value("total-byte-weight"),
    js,
    seoFailures,
    noindex,
  }
}

/** Each figure's median over the runs, so that one disturbed run does not decide. */
function median(runs: Measure[]): Measure {
  const [first] = runs
  if (!first) throw new Error("No Lighthouse runs")
  const mid = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN
  const of = (key: "fcp" | "lcp" | "cls" | "tbt" | "bytes") => mid(runs.map((run) => run[key]))
  return {
    ...first,
    scores: first.scores.map((_, index) => mid(runs.map((run) => run.scores[index] ?? NaN))),
    fcp: of("fcp"),
    lcp: of("lcp"),
    cls: of("cls"),
    tbt: of("tbt"),
    bytes: of("bytes"),
    seoFailures: [...new Set(runs.flatMap((run) => run.seoFailures))],
  }
}

type Target = { name: string; url: string; js: number; noindex: boolean }

/** Each target's median measure, RUNS rounds over all targets, in one Chromium. */
async function lighthouseAll(targets: Target[]): Promise<Measure[]> {
  const chromium = await startChromium()
  try {
    const runs = new Map<string, Measure[]>(targets.map(({ name }) => [name, []]))
    for (let round = 1; round <= RUNS; round++) {
      for (const target of targets) {
        process.stdout.write(`Lighthouse ${round}/${RUNS} ${target.name}\n`)
        const lhr = await runLighthouse(target.url, chromium.port)
        runs.get(target.name)?.push(measure(target.name, lhr, target.js, target.noindex))
      }
    }
    return targets.map(({ name }) => median(runs.get(name) ?? []))
  } finally {
    await chromium.stop()
  }
}

const pageTargets = (pages: Page[], port: number, prefix: string, js = new Map<string, number>()) =>
  pages.map((page) => ({
    name: `${prefix}${page.path}`,
    url: `http://127.0.0.1:${port}${page.path}`,
    js: js.get(page.path) ?? NaN,
    noindex: page.noindex,
  }))

/**
 * The site as built, the reference page, and for the A/B the same pages built without
 * gatsby-plugin-fast-startup and with every script removed.
 */
async function measureSite(pages: Page[], js: Map<string, number>, plainDir: string) {
  const servers = [gatsbyServe(ROOT, SITE_PORT), gatsbyServe(plainDir, PLAIN_PORT)]
  const reference = serveReference()
  const scriptless = serveScriptless(path.join(ROOT, "public"))
  try {
    for (const port of [SITE_PORT, PLAIN_PORT]) await waitForHttp(`http://127.0.0.1:${port}/`)
    const measures = await lighthouseAll([
      { name: "reference", url: `http://127.0.0.1:${REFERENCE_PORT}/`, js: 0, noindex: false },
      ...pageTargets(pages, SITE_PORT, "", js),
      ...pageTargets(pages, PLAIN_PORT, "plain "),
      ...pageTargets(pages, SCRIPTLESS_PORT, "no scripts "),
    ])
    const byName = new Map(measures.map((m) => [m.name, m]))
    const get = (name: string) => {
      const m = byName.get(name)
      if (!m) throw new Error(`No measure of ${name}`)
      return m
    }
    return {
      reference: get("reference"),
      results: pages.map((page) => get(page.path)),
      ab: pages.map((page) => ({
        page: page.path,
        with: get(page.path),
        without: get(`plain ${page.path}`),
        scriptless: get(`no scripts ${page.path}`),
      })),
    }
  } finally {
    servers.forEach((server) => server.stop())
    reference.close()
    scriptless.close()
  }
}

/** A copy of the project built without gatsby-plugin-fast-startup, for the A/B. */
async function plainBuild(): Promise<string> {
  process.stdout.write("Cold build without gatsby-plugin-fast-startup\n")
  const dir = await mkdtemp(path.join(os.tmpdir(), "bench-plain-"))
  copyProject(dir)
  await timedBuild(dir, { FAST_STARTUP: "off" })
  return dir
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

async function scaledBuilds(): Promise<Build[]> {
  const points = []
  for (const count of PRODUCT_COUNTS) {
    process.stdout.write(`Cold build with ${count} generated products\n`)
    const dir = await generatedProject(count)
    try {
      const site = path.join(dir, "site")
      const seconds = await timedBuild(site, { PRODUCTS_DIR: path.join(dir, "products") })
      points.push({
        products: count,
        pages: (await builtPages(path.join(site, "public"))).length,
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
  const pages = await builtPages(path.join(ROOT, "public"))
  const products = (await readdir(path.join(ROOT, "data/products"))).filter((file) =>
    file.endsWith(".json"),
  ).length

  const plainDir = await plainBuild()
  const { reference, results, ab } = await measureSite(pages, await firstLoadJs(pages), plainDir)
  await rm(plainDir, { recursive: true, force: true })
  const builds: Build[] = [
    {
      products,
      pages: pages.length,
      seconds: realSeconds,
      cspHeaderBytes: largestCspHeader(siteHeaders(path.join(ROOT, "public"))),
    },
    ...(await scaledBuilds()),
  ]

  const failures: string[] = []
  const check = (ok: boolean, message: string) => {
    if (!ok) failures.push(message)
    return ok ? "" : " ✗"
  }
  const ms = (value: number) => `${Math.round(value)} ms`
  const rows = [reference, ...results].map((m) => {
    const isPage = m !== reference
    const ratio = m.lcp / reference.lcp
    const scores = m.scores.map((score, index) => {
      const category = CATEGORIES[index]
      if (category === "seo" && m.noindex) {
        return (
          `${score}*` + check(m.seoFailures.length === 0, `${m.name}: SEO audits ${m.seoFailures}`)
        )
      }
      return `${score}` + check(!isPage || score === 100, `${m.name}: ${category} ${score}`)
    })
    return [
      m.name,
      ...scores,
      ms(m.fcp),
      ms(m.lcp),
      m.cls.toFixed(3) + check(!isPage || m.cls === 0, `${m.name}: CLS ${m.cls}`),
      ms(m.tbt) + check(!isPage || m.tbt < BUDGET.tbtMs, `${m.name}: TBT ${m.tbt}`),
      `${(m.bytes / KB).toFixed(1)} KB`,
      `${(m.js / KB).toFixed(1)} KB` +
        check(!isPage || m.js <= BUDGET.jsBytes, `${m.name}: JS ${m.js}`),
      ratio.toFixed(2) +
        check(!isPage || ratio <= BUDGET.lcpRatio, `${m.name}: LCP ratio ${ratio}`),
    ]
  })

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
      `Lighthouse (mobile, simulated throttling), median of ${RUNS} runs; ${machine}`,
      table(
        [
          "page",
          "perf",
          "a11y",
          "best pr.",
          "SEO",
          "FCP",
          "LCP",
          "CLS",
          "TBT",
          "transferred",
          "JS gzip",
          "LCP/ref",
        ],
        rows,
      ),
      "* noindex on purpose: Lighthouse's is-crawlable audit fails by design; every other SEO audit must pass.",
      "JS gzip: first-load JavaScript (React DOM's entry, the app and the page); 1 KB = 1000 bytes.",
      // Lighthouse scales the main thread's observed tasks by 4, so a busy machine inflates TBT.
      `The reference page runs no script; its ${ms(reference.tbt)} of TBT is its first style and layout work, and it grows, with every page's, when the machine is busy.`,
      "",
      "gatsby-plugin-fast-startup's A/B: each page with and without the plugin, LCP against the same page with every script removed",
      table(
        [
          "page",
          "perf with",
          "perf without",
          "TBT with",
          "TBT without",
          "LCP/no-JS with",
          "LCP/no-JS without",
        ],
        ab.map((row) => [
          row.page,
          `${row.with.scores[0]}`,
          `${row.without.scores[0]}`,
          ms(row.with.tbt),
          ms(row.without.tbt),
          (row.with.lcp / row.scriptless.lcp).toFixed(2),
          (row.without.lcp / row.scriptless.lcp).toFixed(2),
        ]),
      ),
      "",
      "Cold builds",
      table(
        ["products", "pages", "build", "per page", "per added product", "largest CSP header"],
        buildRows,
      ),
      builds.length < 3 ? "(linearity not checked: fewer than three builds)" : "",
      `Largest CSP header: the longest Content-Security-Policy the build's hosting headers send, name included; under ${BUDGET.cspHeaderBytes} bytes at every size.`,
      "",
      failures.length
        ? `Budgets missed:\n${failures.map((failure) => `  ✗ ${failure}`).join("\n")}`
        : "Every budget met.",
      "",
    ].join("\n"),
  )
  process.exitCode = failures.length ? 1 : 0
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
