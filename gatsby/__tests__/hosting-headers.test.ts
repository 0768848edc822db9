/** @jest-environment node */
import { createHash } from "crypto"
import { mkdtempSync, mkdirSync, writeFileSync } from "fs"
import os from "os"
import path from "path"
import {
  contentSecurityPolicy,
  IMMUTABLE,
  inlineHashes,
  largestCspHeader,
  netlifyHeaders,
  nginxCacheControlMap,
  nginxCspMap,
  nginxHeaders,
  pagePaths,
  siteHeaders,
  vercelConfig,
  type SiteHeaders,
} from "../hosting-headers"

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`

describe("inlineHashes", () => {
  it("hashes the exact text of each executable inline script", () => {
    const html = [
      `<script>window.a=1;</script>`,
      `<script type="module">import("/x.js")</script>`,
      `<script\n  id="gatsby-chunk-mapping"\n>\n  window.b="é";\n</script>`,
    ].join("")
    expect(inlineHashes(html).scripts).toEqual([
      sha256("window.a=1;"),
      sha256(`import("/x.js")`),
      sha256(`\n  window.b="é";\n`),
    ])
  })

  it("skips external scripts and data blocks such as JSON-LD", () => {
    const html = `<script src="/app.js" async></script><script type="application/ld+json">{"@type":"Organization"}</script>`
    expect(inlineHashes(html).scripts).toEqual([])
  })

  it("hashes style elements and style attributes, each once", () => {
    const html = [
      `<style data-identity="gatsby-global-css">a{color:red}</style>`,
      `<div style="outline:none" tabindex="-1"><p style="outline:none"></p></div>`,
    ].join("")
    expect(inlineHashes(html)).toEqual({
      scripts: [],
      styles: [sha256("a{color:red}")],
      styleAttributes: [sha256("outline:none")],
    })
  })

  it("refuses a style attribute it would hash differently from the browser", () => {
    expect(() => inlineHashes(`<p style="content:&quot;x&quot;"></p>`)).toThrow("entity")
  })
})

describe("contentSecurityPolicy", () => {
  const policy = contentSecurityPolicy({
    scripts: ["'sha256-script='"],
    styles: ["'sha256-style='"],
    styleAttributes: ["'sha256-attribute='"],
  })

  it("allows scripts and styles from the site and by hash only", () => {
    expect(policy).toContain("script-src 'self' 'sha256-script='; ")
    expect(policy).toContain(
      "style-src 'self' 'sha256-style=' 'unsafe-hashes' 'sha256-attribute='; ",
    )
    expect(policy).not.toContain("unsafe-inline")
    expect(policy).not.toContain("unsafe-eval")
    expect(policy).not.toContain("data:")
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain("object-src 'none'")
    expect(policy).toContain("base-uri 'self'")
  })

  it("enforces Trusted Types with the site's named policies", () => {
    expect(policy).toContain("require-trusted-types-for 'script'")
    expect(policy).toMatch(/trusted-types splenworks-loader splenworks-webpack default$/)
  })

  it("allows nothing inline for an answer that is no page", () => {
    expect(contentSecurityPolicy()).toContain("script-src 'self'; style-src 'self'; ")
  })
})

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

it("answers a page's file at its paths, trailingSlash never", () => {
  expect(pagePaths("/index.html")).toEqual(["/"])
  expect(pagePaths("/test/stripe/index.html")).toEqual(["/test/stripe", "/test/stripe/"])
  expect(pagePaths("/404.html")).toEqual(["/404.html"])
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

  it("writes Netlify's _headers with a CSP on each page's paths only", () => {
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
        "/splensheet/",
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
