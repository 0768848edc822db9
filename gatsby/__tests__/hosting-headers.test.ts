/** @jest-environment node */
import { createHash } from "crypto"
import { mkdtempSync, mkdirSync, writeFileSync } from "fs"
import os from "os"
import path from "path"
import { parseAllHeaders } from "@netlify/headers-parser"
import { contentSecurityPolicy } from "../csp"
import {
  IMMUTABLE,
  largestCspHeader,
  netlifyHeaders,
  nginxCacheControlMap,
  nginxCspMap,
  nginxHeaders,
  pagePath,
  siteHeaders,
  vercelConfig,
  type SiteHeaders,
} from "../hosting-headers"

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`

describe("siteHeaders", () => {
  it("gives each page the policy of its own inline code, and Gatsby's slices none", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "hosting-headers-"))
    const page = (file: string, script: string) => {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      writeFileSync(path.join(dir, file), `<p>${file}</p><script>${script}</script>`)
    }
    page("index.html", "home()")
    page("splensheet/index.html", "sheet()")
    page("404.html", "missing()")
    page("_gatsby/slices/_gatsby-scripts-1.html", "slice()")
    const { pages, csp } = siteHeaders(dir)
    expect(Object.keys(pages)).toEqual(["/404.html", "/index.html", "/splensheet/index.html"])
    expect(pages["/splensheet/index.html"]).toBe(
      contentSecurityPolicy({ scripts: [sha256("sheet()")], styles: [], styleAttributes: [] }),
    )
    expect(pages["/index.html"]).toContain(sha256("home()"))
    expect(pages["/index.html"]).not.toContain(sha256("sheet()"))
    expect(csp).toBe(contentSecurityPolicy())
  })
})

it("answers a page's file at its path, trailingSlash never", () => {
  expect(pagePath("/index.html")).toBe("/")
  expect(pagePath("/test/stripe/index.html")).toBe("/test/stripe")
  expect(pagePath("/404.html")).toBe("/404.html")
})

describe("the host configs of one build", () => {
  const headers: SiteHeaders = {
    all: { "X-Content-Type-Options": "nosniff" },
    pages: {
      "/404.html": "script-src 'sha256-404='",
      "/index.html": "script-src 'sha256-home='",
      "/splensheet/index.html": "script-src 'sha256-sheet='",
    },
    csp: "script-src 'self'",
    immutable: ["/static/*", "/app-0123456789abcdef0123.js"],
  }

  it("writes Netlify's _headers with one CSP rule per page", () => {
    expect(netlifyHeaders(headers)).toBe(
      [
        "/*",
        "  X-Content-Type-Options: nosniff",
        "",
        "/404.html",
        "  Content-Security-Policy: script-src 'sha256-404='",
        "",
        "/",
        "  Content-Security-Policy: script-src 'sha256-home='",
        "",
        "/splensheet",
        "  Content-Security-Policy: script-src 'sha256-sheet='",
        "",
        "/static/*",
        `  Cache-Control: ${IMMUTABLE}`,
        "",
        "/app-0123456789abcdef0123.js",
        `  Cache-Control: ${IMMUTABLE}`,
        "",
      ].join("\n"),
    )
  })

  it("gives every page one policy under Netlify's matching, with or without a trailing slash", async () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), "netlify-")), "_headers")
    writeFileSync(file, netlifyHeaders(headers))
    const parsed = await parseAllHeaders({
      headersFiles: [file],
      configHeaders: undefined,
      minimal: false,
    })
    expect(parsed.errors).toEqual([])
    // Netlify sends the values of every rule whose path pattern matches.
    const policies = (urlPath: string) =>
      parsed.headers
        .filter((rule) => "forRegExp" in rule && rule.forRegExp.test(urlPath))
        .flatMap((rule) => rule.values["Content-Security-Policy"] ?? [])
    const expected: [string, string[]][] = [
      ["/", ["script-src 'sha256-home='"]],
      ["/splensheet", ["script-src 'sha256-sheet='"]],
      ["/splensheet/", ["script-src 'sha256-sheet='"]],
      ["/404.html", ["script-src 'sha256-404='"]],
      // An unknown path's 404 answer: the 404 page's <meta> enforces its policy.
      ["/nope", []],
      ["/app-0123456789abcdef0123.js", []],
    ]
    for (const [urlPath, csp] of expected) expect(policies(urlPath)).toEqual(csp)
  })

  it("writes a vercel.json whose later page rules override the not-found page's CSP", () => {
    const config = JSON.parse(vercelConfig(headers))
    expect(config.trailingSlash).toBe(false)
    expect(config.headers.map((rule: { source: string }) => rule.source)).toEqual([
      "/(.*)",
      "/",
      "/splensheet",
      "/static/(.*)",
      "/app-0123456789abcdef0123.js",
    ])
    expect(config.headers[0].headers).toEqual([
      { key: "X-Content-Type-Options", value: "nosniff" },
      { key: "Content-Security-Policy", value: "script-src 'sha256-404='" },
    ])
    expect(config.headers[2].headers).toEqual([
      { key: "Content-Security-Policy", value: "script-src 'sha256-sheet='" },
    ])
  })

  it("writes the nginx headers, the CSP map by the answered file, and the Cache-Control map", () => {
    expect(nginxHeaders(headers)).toBe(
      [
        `add_header X-Content-Type-Options "nosniff" always;`,
        "add_header Content-Security-Policy $splenworks_csp always;",
        "add_header Cache-Control $splenworks_cache_control always;",
        "",
      ].join("\n"),
    )
    expect(nginxCspMap(headers)).toBe(
      [
        "map $uri $splenworks_csp {",
        `    default "script-src 'self'";`,
        `    "/404.html" "script-src 'sha256-404='";`,
        `    "/index.html" "script-src 'sha256-home='";`,
        `    "/splensheet/index.html" "script-src 'sha256-sheet='";`,
        "}",
        "",
      ].join("\n"),
    )
    expect(nginxCacheControlMap(headers)).toContain(`"~^/static/" "${IMMUTABLE}";`)
    expect(nginxCacheControlMap(headers)).toContain(
      `"~^/app-0123456789abcdef0123\\.js$" "${IMMUTABLE}";`,
    )
  })

  it("refuses a value nginx would read as a variable", () => {
    expect(() => nginxHeaders({ ...headers, all: { "X-Test": "$uri" } })).toThrow("$uri")
  })

  it("measures the largest CSP header, name included", () => {
    expect(largestCspHeader(headers)).toBe(
      "Content-Security-Policy: script-src 'sha256-sheet='".length,
    )
  })
})
