/**
 * Lighthouse CI for `npm run bench` (docs/performance.md), which builds the site, starts the servers
 * below and runs `lhci collect`, `lhci upload` and `lhci assert` with this file.
 *
 * Collected: every page of `public/`, the reference page, and for the startup plugin's A/B each page
 * built without the plugin and with every script removed, each `BENCH_RUNS` times (mobile, simulated
 * throttling). Asserted on the site's own pages, on each figure's median over the runs, as the bench
 * prints them: the budget but for what only the bench can measure.
 */
const fs = require("fs")
const path = require("path")
const { DomUtils, parseDocument } = require("htmlparser2")
const { default: lighthouseConfig } = require("lighthouse/core/config/default-config.js")

const sitePort = Number(process.env.BENCH_SITE_PORT ?? 9500)
/** Where scripts/bench.ts serves each variant. */
const servers = {
  site: sitePort,
  /** The build with FAST_STARTUP=off. */
  plain: sitePort + 1,
  /** The site's pages with every script removed, and the reference page (scripts/bench/). */
  scriptless: sitePort + 2,
}
const referencePath = "/bench-reference/"

/** The pages of a build, from Gatsby's page data, and whether each asks robots not to index it. */
function builtPages(publicDir) {
  const pageData = path.join(publicDir, "page-data")
  if (!fs.existsSync(pageData)) throw new Error(`No build in ${publicDir}: run npm run build first`)
  return (
    fs
      .readdirSync(pageData, { recursive: true })
      .filter((file) => file.endsWith("page-data.json"))
      .map((file) => ({
        path: JSON.parse(fs.readFileSync(path.join(pageData, file), "utf8")).path,
      }))
      // /404.html is the same page as /404, kept for hosts that look for that file name.
      .filter((page) => page.path !== "/404.html")
      .map((page) => {
        // Another language's not-found page is a file of its own: /ko/404.html.
        const file = page.path.endsWith(".html") ? page.path : path.join(page.path, "index.html")
        const html = fs.readFileSync(path.join(publicDir, file), "utf8")
        const robots = DomUtils.findOne(
          (element) => element.name === "meta" && element.attribs.name === "robots",
          parseDocument(html).children,
        )
        return { ...page, noindex: /noindex/.test(robots?.attribs.content ?? "") }
      })
      .sort((a, b) => a.path.localeCompare(b.path))
  )
}

const pages = builtPages(path.join(__dirname, "public"))
const url = (port, pagePath = "/") => `http://127.0.0.1:${port}${pagePath}`
/** Matches the site's URLs of these pages, with or without a trailing slash. */
const sitePattern = (pagePaths) =>
  `^http://127\\.0\\.0\\.1:${servers.site}(${pagePaths
    .map((pagePath) => pagePath.replace(/\/$/, "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("|")})/?$`

// Not "median-run": LHCI 0.15 checks category scores over every run with it, so the best run decides.
const budget = {
  "categories:performance": ["error", { minScore: 1 }],
  "categories:accessibility": ["error", { minScore: 1 }],
  "categories:best-practices": ["error", { minScore: 1 }],
  "cumulative-layout-shift": ["error", { maxNumericValue: 0 }],
  // "Under 50 ms"; LHCI's bound is inclusive.
  "total-blocking-time": ["error", { maxNumericValue: 49.9 }],
}
/**
 * A noindex page fails is-crawlable by design, so its SEO category cannot reach 100: every other SEO
 * audit Lighthouse scores must pass instead.
 */
const seoAuditsButCrawlable = Object.fromEntries(
  lighthouseConfig.categories.seo.auditRefs
    .filter(({ id, weight }) => weight > 0 && id !== "is-crawlable")
    .map(({ id }) => [id, ["error", { minScore: 1 }]]),
)
const indexed = pages.filter((page) => !page.noindex).map((page) => page.path)
const noindex = pages.filter((page) => page.noindex).map((page) => page.path)

module.exports = {
  servers,
  referencePath,
  builtPages,
  ci: {
    collect: {
      // Each page's variants one after the other, so that a change in the machine's load falls on
      // all of them alike.
      url: [
        url(servers.scriptless, referencePath),
        ...pages.flatMap((page) =>
          [servers.site, servers.plain, servers.scriptless].map((port) => url(port, page.path)),
        ),
      ],
      numberOfRuns: Number(process.env.BENCH_RUNS ?? 5),
      // The bench sets it to the Chromium scripts/tools.ts finds.
      chromePath: process.env.CHROMIUM_PATH,
      settings: {
        // LHCI adds --headless=new. Without the rest, Chromium calls Google's servers, which this
        // machine cannot reach.
        chromeFlags: [
          "--no-sandbox",
          "--disable-gpu",
          "--disable-dev-shm-usage",
          "--disable-quic",
          "--no-first-run",
          "--disable-background-networking",
          "--disable-component-update",
          "--disable-sync",
        ].join(" "),
      },
    },
    assert: {
      assertMatrix: [
        {
          matchingUrlPattern: sitePattern(indexed),
          aggregationMethod: "median",
          assertions: { ...budget, "categories:seo": ["error", { minScore: 1 }] },
        },
        ...(noindex.length
          ? [
              {
                matchingUrlPattern: sitePattern(noindex),
                aggregationMethod: "median",
                assertions: { ...budget, ...seoAuditsButCrawlable },
              },
            ]
          : []),
      ],
    },
    upload: { target: "filesystem", outputDir: "lighthouse-reports" },
  },
}
