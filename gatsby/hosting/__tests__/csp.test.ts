/** @jest-environment node */
import { createHash } from "crypto"
import { mkdtempSync, writeFileSync } from "fs"
import os from "os"
import path from "path"
import { parseHtml } from "../../../__tests__/html"
import {
  contentSecurityPolicy,
  metaPolicy,
  pageHashes,
  pagePolicy,
  policyFindings,
  withPolicy,
} from "../csp"

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`

describe("pageHashes", () => {
  it("hashes the exact text of each executable inline script", () => {
    const html = [
      `<script>window.a=1;</script>`,
      `<script type="module">import("/x.js")</script>`,
      `<script\n  id="gatsby-chunk-mapping"\n>\n  window.b="é"&&1<2;\n</script>`,
    ].join("")
    expect(pageHashes(html).scripts).toEqual([
      sha256("window.a=1;"),
      sha256(`import("/x.js")`),
      sha256(`\n  window.b="é"&&1<2;\n`),
    ])
  })

  it("lists an external script by its integrity, and skips data blocks such as JSON-LD", () => {
    const html = `<script integrity="sha256-abc=" src="/app.js" async></script><script type="application/ld+json">{"@type":"Organization"}</script>`
    expect(pageHashes(html).scripts).toEqual(["'sha256-abc='"])
  })

  it("refuses an external script that no hash can allow", () => {
    expect(() => pageHashes(`<script src="/app.js" async></script>`)).toThrow(
      '<script src="/app.js"> has no integrity attribute',
    )
  })

  it("hashes style elements, and style attributes decoded as the browser hashes them, each once", () => {
    const html = [
      `<style data-identity="gatsby-global-css">a>b{color:red}</style>`,
      `<div style="outline:none" tabindex="-1"><p style="outline:none"></p></div>`,
      `<p style="content:&quot;x&quot;"></p>`,
    ].join("")
    expect(pageHashes(html)).toEqual({
      scripts: [],
      styles: [sha256("a>b{color:red}")],
      styleAttributes: [sha256("outline:none"), sha256(`content:"x"`)],
    })
  })
})

describe("contentSecurityPolicy", () => {
  const policy = contentSecurityPolicy({
    scripts: ["'sha256-script='"],
    styles: ["'sha256-style='"],
    styleAttributes: ["'sha256-attribute='"],
  })

  it("runs the hashed scripts and what they add, with fallbacks CSP3 ignores", () => {
    expect(policy).toContain(
      "script-src 'sha256-script=' 'strict-dynamic' 'unsafe-inline' https:; ",
    )
    expect(policy).not.toContain("unsafe-eval")
    expect(policy).toContain("base-uri 'none'")
    expect(policy).toContain("object-src 'none'")
    expect(policy).toContain("frame-ancestors 'none'")
  })

  it("applies styles from the site and by hash only", () => {
    expect(policy).toContain(
      "style-src 'self' 'sha256-style=' 'unsafe-hashes' 'sha256-attribute='; ",
    )
    expect(policy).not.toContain("data:")
  })

  it("enforces Trusted Types with the site's named policies", () => {
    expect(policy).toContain("require-trusted-types-for 'script'")
    expect(policy).toMatch(/trusted-types splenworks-loader splenworks-webpack default$/)
  })

  it("runs no script and applies no inline style for an answer that is no page", () => {
    expect(contentSecurityPolicy()).toContain("script-src 'none'; style-src 'self'; ")
  })
})

it("leaves out of the <meta> policy only what a <meta> cannot carry", () => {
  const policy = contentSecurityPolicy()
  const meta = metaPolicy(`${policy}; report-uri /csp; sandbox allow-scripts`)
  expect(meta).toBe(policy.replace("; frame-ancestors 'none'", ""))
})

describe("Google's CSP Evaluator", () => {
  it("finds nothing above INFO in the site's policies or their <meta> forms", () => {
    const page = contentSecurityPolicy({
      scripts: [sha256("loader()")],
      styles: [sha256("a{}")],
      styleAttributes: [sha256("outline:none")],
    })
    expect(policyFindings([page, contentSecurityPolicy()])).toEqual([])
  })

  it("names what it finds and the policy it finds it in", () => {
    const weak = "default-src 'self'; script-src 'self'; object-src 'none'; base-uri 'self'"
    const findings = policyFindings([weak])
    expect(findings).toContainEqual(expect.stringMatching(/^script-src 'self': .*JSONP/))
    expect(findings.every((finding) => finding.endsWith(`in ${weak}`))).toBe(true)
  })
})

describe("a page's policy in its HTML", () => {
  const publicDir = mkdtempSync(path.join(os.tmpdir(), "csp-"))
  const runtime = "window.runtime=1"
  writeFileSync(path.join(publicDir, "runtime-0123.js"), runtime)
  const page = (head: string, body = "") =>
    `<!DOCTYPE html><html lang="en"><head>${head}<style>a{}</style></head><body>${body}<script>start()</script></body></html>`
  const CHARSET = `<meta charSet="utf-8"/>`
  const metaContent = (html: string) =>
    parseHtml(html)
      .querySelector('meta[http-equiv="Content-Security-Policy"]')
      ?.getAttribute("content")

  it("is a <meta> right after the charset, before every script and style, the rest byte for byte", () => {
    const html = page(`${CHARSET}<meta name="x" content="y"/>`)
    const secured = withPolicy(html, publicDir)
    const head = parseHtml(secured).head
    expect(head.children[0]?.outerHTML).toBe('<meta charset="utf-8">')
    expect(head.children[1]?.getAttribute("http-equiv")).toBe("Content-Security-Policy")
    const meta = `<meta http-equiv="Content-Security-Policy" content="${metaContent(secured)}"/>`
    expect(secured.replace(meta, "")).toBe(html)
  })

  it("is the page's policy without the header-only directives, and changes none of its hashes", () => {
    const html = page(CHARSET)
    const secured = withPolicy(html, publicDir)
    expect(pagePolicy(secured)).toBe(pagePolicy(html))
    expect(metaContent(secured)).toBe(metaPolicy(pagePolicy(html)))
    expect(pagePolicy(html)).toContain(sha256("start()"))
  })

  it("replaces the policy of an earlier build, and is stable", () => {
    const stale = page(
      `${CHARSET}<meta http-equiv="content-security-policy" content="script-src 'none'"/>`,
    )
    const secured = withPolicy(stale, publicDir)
    expect(metaContent(secured)).toBe(metaPolicy(pagePolicy(stale)))
    expect(secured.match(/http-equiv/gi)).toHaveLength(1)
    expect(withPolicy(secured, publicDir)).toBe(secured)
  })

  it("gives a script tag of the build its integrity, which the policy lists", () => {
    const html = page(CHARSET, `<script src="/runtime-0123.js" async></script>`)
    const secured = withPolicy(html, publicDir)
    const integrity = sha256(runtime).slice(1, -1)
    expect(secured).toContain(`<script integrity="${integrity}" src="/runtime-0123.js" async>`)
    expect(metaContent(secured)).toContain(`'${integrity}' `)
  })

  it("refuses a script from another site, and a head that does not begin with its charset", () => {
    expect(() =>
      withPolicy(page(CHARSET, `<script src="https://cdn.example/x.js"></script>`), publicDir),
    ).toThrow("A script from elsewhere: https://cdn.example/x.js")
    expect(() => withPolicy(page(`<title>x</title>${CHARSET}`), publicDir)).toThrow(
      "does not begin with <meta charset>",
    )
  })
})
