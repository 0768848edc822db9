/** @jest-environment node */
import { createHash } from "crypto"
import {
  contentSecurityPolicy,
  IMMUTABLE,
  inlineScriptHashes,
  netlifyHeaders,
  nginxCacheControlMap,
  nginxHeaders,
  vercelConfig,
  type SiteHeaders,
} from "../hosting-headers"

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`

describe("inlineScriptHashes", () => {
  it("hashes the exact text of each executable inline script", () => {
    const html = [
      `<script>window.a=1;</script>`,
      `<script type="module">import("/x.js")</script>`,
      `<script\n  id="gatsby-chunk-mapping"\n>\n  window.b="é";\n</script>`,
    ].join("")
    expect(inlineScriptHashes(html)).toEqual([
      sha256("window.a=1;"),
      sha256(`import("/x.js")`),
      sha256(`\n  window.b="é";\n`),
    ])
  })

  it("skips external scripts and data blocks such as JSON-LD", () => {
    const html = `<script src="/app.js" async></script><script type="application/ld+json">{"@type":"Organization"}</script>`
    expect(inlineScriptHashes(html)).toEqual([])
  })
})

describe("contentSecurityPolicy", () => {
  it("allows scripts from the site and by hash only", () => {
    const policy = contentSecurityPolicy(["'sha256-abc='"])
    expect(policy).toContain("script-src 'self' 'sha256-abc='; ")
    expect(policy).not.toMatch(/script-src[^;]*unsafe/)
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain("object-src 'none'")
    expect(policy).toContain("base-uri 'self'")
  })
})

describe("the host configs of one build", () => {
  const headers: SiteHeaders = {
    all: { "X-Content-Type-Options": "nosniff", "Content-Security-Policy": "default-src 'self'" },
    immutable: ["/static/*", "/app-0123456789abcdef0123.js"],
  }

  it("writes Netlify's _headers", () => {
    expect(netlifyHeaders(headers)).toBe(
      [
        "/*",
        "  X-Content-Type-Options: nosniff",
        "  Content-Security-Policy: default-src 'self'",
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

  it("writes a vercel.json with the same rules", () => {
    const config = JSON.parse(vercelConfig(headers))
    expect(config.trailingSlash).toBe(false)
    expect(config.headers.map((rule: { source: string }) => rule.source)).toEqual([
      "/(.*)",
      "/static/(.*)",
      "/app-0123456789abcdef0123.js",
    ])
    expect(config.headers[0].headers).toEqual([
      { key: "X-Content-Type-Options", value: "nosniff" },
      { key: "Content-Security-Policy", value: "default-src 'self'" },
    ])
  })

  it("writes the nginx headers and the Cache-Control map", () => {
    expect(nginxHeaders(headers)).toBe(
      [
        `add_header X-Content-Type-Options "nosniff" always;`,
        `add_header Content-Security-Policy "default-src 'self'" always;`,
        "add_header Cache-Control $splenworks_cache_control always;",
        "",
      ].join("\n"),
    )
    expect(nginxCacheControlMap(headers)).toContain(`"~^/static/" "${IMMUTABLE}";`)
    expect(nginxCacheControlMap(headers)).toContain(
      `"~^/app-0123456789abcdef0123\\.js$" "${IMMUTABLE}";`,
    )
  })

  it("refuses a value nginx would read as a variable", () => {
    expect(() => nginxHeaders({ all: { "X-Test": "$uri" }, immutable: [] })).toThrow("$uri")
  })
})
