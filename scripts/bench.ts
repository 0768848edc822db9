// npm run bench (docs/performance.md): builds and serves what lighthouserc.cjs names for Lighthouse
// CI to run and assert, then checks what it cannot: LCP/reference, the startup A/B, the cold builds.
import { type ChildProcess, execFile, spawn } from "node:child_process"
import { once } from "node:events"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { setTimeout as sleep } from "node:timers/promises"
import { promisify } from "node:util"
import type { Result } from "lighthouse"
import sharp from "sharp"
import { isTranslation, productFileNames } from "../gatsby/content"
import { siteHeaders, type SiteHeaders } from "../gatsby/hosting/headers"
import { copyProject } from "./copy-project"
import { need, onPath } from "./tools"

const ROOT = path.resolve(__dirname, "..")
const GATSBY = path.join(ROOT, "node_modules/.bin/gatsby")
const PRODUCTS = path.join(ROOT, "data/products")
const productFiles = () => productFileNames(PRODUCTS)
const COUNTS = (process.env.BENCH_PRODUCTS ?? "100,1000").split(",").filter(Boolean).map(Number)
const BUDGET = {
  lcpRatio: 1.25,
  /** The cost of one more product may at most double as the catalogue grows. */
  slopeRatio: 2,
  cspHeaderBytes: 1000,
  /** The build in every language against the build in English alone. */
  languagesBuildRatio: 1.6,
}

type Lighthouserc = {
  servers: Record<"site" | "plain" | "scriptless", number>
  referencePath: string
  builtPages: (publicDir: string) => { path: string }[]
  ci: { upload: { outputDir: string } }
}
type Run = { url: string; jsonPath: string }
const url = (port: number, pagePath = "/") => `http://127.0.0.1:${port}${pagePath}`

/** The size in bytes of the largest Content-Security-Policy header of a build, name included. */
const largestCspHeader = ({ pageCsps, otherCsp }: SiteHeaders) =>
  Math.max(
    ...[otherCsp, ...Object.values(pageCsps)].map((policy) =>
      Buffer.byteLength(`Content-Security-Policy: ${policy}`),
    ),
  )

/** `lhci <command>` with lighthouserc.cjs, its output shown; resolves to its exit code. */
async function lhci(command: "collect" | "upload" | "assert"): Promise<number> {
  const cli = require.resolve("@lhci/cli/src/cli.js")
  const [code] = await once(spawn(process.execPath, [cli, command], { stdio: "inherit" }), "close")
  return code ?? 1
}

/** Seconds of a cold `gatsby build` in `cwd`; its output is shown only when it fails. */
async function timedBuild(cwd: string, env: NodeJS.ProcessEnv = {}): Promise<number> {
  const start = performance.now()
  const options = { cwd, env: { ...process.env, ...env }, maxBuffer: 1 << 28 }
  await promisify(execFile)(GATSBY, ["build"], options).catch((error: { stdout?: string }) => {
    throw new Error(`gatsby build in ${cwd} failed:\n${error.stdout?.slice(-4000)}\n${error}`)
  })
  return (performance.now() - start) / 1000
}

const copies: string[] = []
/** A temporary copy of the project (copy-project.ts), deleted when the bench ends. */
function copy(name: string, leaveOut: string[] = []): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${name}-`))
  copies.push(dir)
  copyProject(dir, leaveOut)
  return dir
}

const running: ChildProcess[] = []
/** Stops every server the bench started, each with its process group. */
function stopServers() {
  for (const { pid, exitCode } of running.splice(0)) {
    if (pid && exitCode === null) process.kill(-pid)
  }
}

const answers = async (port: number) => (await fetch(url(port)).catch(() => undefined))?.ok

/** `gatsby serve` of the build in `cwd`, on loopback, once it answers. */
async function gatsbyServe(cwd: string, port: number): Promise<void> {
  if (await answers(port)) throw new Error(`Port ${port} is taken: set BENCH_SITE_PORT`)
  const server = spawn(GATSBY, ["serve", "--host", "127.0.0.1", "--port", String(port)], {
    cwd,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  })
  running.push(server)
  let output = ""
  for (const stream of [server.stdout, server.stderr]) stream.on("data", (text) => (output += text))
  while (!(await answers(port))) {
    if (server.exitCode !== null) throw new Error(`gatsby serve in ${cwd} stopped:\n${output}`)
    await sleep(500)
  }
}

/** A copy whose public/ holds the build's pages with every script removed, and the reference page. */
function scriptless(referencePath: string): string {
  const dir = copy("scriptless")
  // The build, and the compiled gatsby-config.ts that gatsby serve reads (only a build writes it).
  for (const built of ["public", ".cache/compiled"]) {
    fs.cpSync(path.join(ROOT, built), path.join(dir, built), { recursive: true })
  }
  const publicDir = path.join(dir, "public")
  for (const entry of fs.readdirSync(publicDir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name)
    if (!entry.isFile() || !file.endsWith(".html")) continue
    const html = fs.readFileSync(file, "utf8")
    fs.writeFileSync(file, html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, ""))
  }
  const reference = path.join(publicDir, referencePath)
  fs.cpSync(path.join(ROOT, "scripts/bench"), reference, { recursive: true })
  return dir
}

/** A copy in its first language alone (English), without the translations beside its files. */
function englishOnly(): string {
  const translations = ["data", "data/products"].flatMap((folder) =>
    fs
      .readdirSync(path.join(ROOT, folder))
      .filter(isTranslation)
      .map((name) => path.join(folder, name)),
  )
  const dir = copy("english", translations)
  const file = path.join(dir, "data/languages.json")
  const { languages, ...rest } = JSON.parse(fs.readFileSync(file, "utf8"))
  fs.writeFileSync(file, JSON.stringify({ ...rest, languages: languages.slice(0, 1) }))
  return dir
}

/** A copy with `count` generated products, each with its own logo. */
async function generatedProducts(count: number): Promise<string> {
  const dir = copy(`${count}`, ["data/products"])
  const target = path.join(dir, "data/products")
  fs.mkdirSync(target)
  const files = productFiles()
  for (let index = 1; index <= count; index++) {
    const file = files[index % files.length] as string
    const base = JSON.parse(fs.readFileSync(path.join(PRODUCTS, file), "utf8"))
    const slug = `${path.basename(file, ".json")}-${index}`
    const name = `${base.name} ${index}`
    const product = { ...base, order: index, name, productUrl: `/${slug}`, logo: `./${slug}.png` }
    fs.writeFileSync(path.join(target, `${slug}.json`), JSON.stringify(product))
    const hue = (index * 37) % 360
    const logo = path.join(target, `${slug}.png`)
    await sharp(path.join(PRODUCTS, base.logo)).modulate({ hue }).toFile(logo)
  }
  return dir
}

/** The median as `lhci assert` takes it: of an even count, the mean of the middle two. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = (sorted.length - 1) / 2
  return ((sorted[Math.floor(middle)] ?? NaN) + (sorted[Math.ceil(middle)] ?? NaN)) / 2
}

async function main() {
  // Lighthouse measures in full Chromium, a visitor's browser, where there is one; the tests' first
  // choice is its headless shell (scripts/tools.ts).
  process.env.CHROMIUM_PATH ||= onPath("chromium", "google-chrome-stable") ?? need("chromium")
  const failures: string[] = []
  const check = (ok: boolean, figure: string, what: string) => {
    if (!ok) failures.push(`${what}: ${figure}`)
    return ok ? figure : `${figure} ✗`
  }

  console.log("Cold builds: the site, in English alone, without the startup plugin")
  await promisify(execFile)(GATSBY, ["clean"], { cwd: ROOT })
  const seconds = await timedBuild(ROOT)
  const englishSeconds = await timedBuild(englishOnly())
  const plain = copy("plain")
  await timedBuild(plain, { FAST_STARTUP: "off" })
  const rc: Lighthouserc = (await import(path.join(ROOT, "lighthouserc.cjs"))).default
  const { servers, referencePath, builtPages, ci } = rc
  const pages = builtPages(path.join(ROOT, "public"))
  await Promise.all([
    gatsbyServe(ROOT, servers.site),
    gatsbyServe(plain, servers.plain),
    gatsbyServe(scriptless(referencePath), servers.scriptless),
  ])
  if ((await lhci("collect").finally(stopServers)) !== 0) throw new Error("lhci collect failed")
  const reportsDir = path.join(ROOT, ci.upload.outputDir)
  fs.rmSync(reportsDir, { recursive: true, force: true })
  if ((await lhci("upload")) !== 0) throw new Error("lhci upload failed")
  const manifestFile = path.join(reportsDir, "manifest.json")
  const manifest: Run[] = JSON.parse(fs.readFileSync(manifestFile, "utf8"))
  /** An audit's median over the runs of a page on a server, as `lhci assert` takes it. */
  const audit = (port: number, pagePath: string, id: string) => {
    const runs = manifest.filter((entry) => entry.url === url(port, pagePath))
    if (!runs.length) throw new Error(`No Lighthouse report of ${url(port, pagePath)}`)
    const result = (jsonPath: string) => JSON.parse(fs.readFileSync(jsonPath, "utf8")) as Result
    return median(runs.map((run) => result(run.jsonPath).audits[id]?.numericValue ?? NaN))
  }
  const lcp = (port: number, pagePath: string) => audit(port, pagePath, "largest-contentful-paint")
  const referenceLcp = lcp(servers.scriptless, referencePath)

  console.log(`\nLCP against the reference page's ${Math.round(referenceLcp)} ms, and the startup`)
  console.log("plugin's A/B: TBT with and without it, LCP against the same page with no script")
  console.table(
    pages.map(({ path: page }) => {
      const ratio = lcp(servers.site, page) / referenceLcp
      const bare = lcp(servers.scriptless, page)
      const tbt = (port: number) => Math.round(audit(port, page, "total-blocking-time"))
      return {
        page,
        "LCP/ref": check(ratio <= BUDGET.lcpRatio, ratio.toFixed(2), `${page} LCP/ref`),
        "TBT with": tbt(servers.site),
        "TBT without": tbt(servers.plain),
        "LCP/no-JS with": (lcp(servers.site, page) / bare).toFixed(2),
        "LCP/no-JS without": (lcp(servers.plain, page) / bare).toFixed(2),
      }
    }),
  )

  const builds: { products: number; seconds: number; publicDir: string; slope?: number }[] = []
  const built = (dir: string, products: number, seconds: number) => {
    const previous = builds.at(-1)
    const slope = previous && (seconds - previous.seconds) / (products - previous.products)
    builds.push({ products, seconds, publicDir: path.join(dir, "public"), slope })
  }
  built(ROOT, productFiles().length, seconds)
  for (const count of COUNTS) {
    console.log(`Cold build with ${count} generated products`)
    const dir = await generatedProducts(count)
    built(dir, count, await timedBuild(dir))
  }
  const linear = (slope: number) => slope <= BUDGET.slopeRatio * (builds[1]?.slope ?? slope)
  console.table(
    builds.map(({ products, seconds, publicDir, slope }) => {
      const csp = largestCspHeader(siteHeaders(publicDir))
      return {
        products,
        pages: builtPages(publicDir).length,
        build: `${seconds.toFixed(1)} s`,
        "per added product": slope
          ? check(linear(slope), `${Math.round(slope * 1000)} ms`, "linear")
          : "",
        "largest CSP header": check(csp < BUDGET.cspHeaderBytes, `${csp} B`, "CSP header"),
      }
    }),
  )
  const languages = seconds / englishSeconds
  console.log(
    `Every language against English alone: ${seconds.toFixed(1)} s / ${englishSeconds.toFixed(1)} s = ` +
      check(languages <= BUDGET.languagesBuildRatio, `${languages.toFixed(2)}x`, "languages build"),
  )
  console.log(`\nLighthouse CI's reports: ${ci.upload.outputDir}/; its assertions:`)
  if ((await lhci("assert")) !== 0) failures.push("Lighthouse CI's assertions (above)")
  console.log(failures.length ? `\nBudgets missed: ${failures.join("; ")}` : "\nEvery budget met.")
  process.exitCode = failures.length ? 1 : 0
}

process.on("SIGINT", () => process.exit(130))
main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
process.on("exit", () => {
  stopServers()
  copies.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }))
})
