/** @jest-environment node */
import { createHash } from "crypto"
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "fs"
import os from "os"
import path from "path"
import { parseAllHeaders } from "@netlify/headers-parser"
import { parseAllRedirects } from "@netlify/redirect-parser"
import { normalizeRoutes } from "@vercel/routing-utils"
import { contentSecurityPolicy, metaPolicy } from "../csp"
import {
  EDITOR_ROBOTS,
  IMMUTABLE,
  netlifyConfig,
  nginxConfig,
  siteHeaders,
  vercelConfig,
  writeHostingHeaders,
  type SiteHeaders,
} from "../headers"

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`

describe("writeHostingHeaders", () => {
  it("gives each page the policy of its own inline code, in its headers and in it, and Gatsby's slices none", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "hosting-headers-"))
    const nginxDir = mkdtempSync(path.join(os.tmpdir(), "nginx-"))
    const read = (file: string) => readFileSync(path.join(dir, file), "utf8")
    const page = (file: string, script: string) => {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      const html = `<html><head><meta charSet="utf-8"/></head><body><script>${script}</script></body></html>`
      writeFileSync(path.join(dir, file), html)
    }
    page("index.html", "home()")
    page("splensheet/index.html", "sheet()")
    page("404.html", "missing()")
    page("_gatsby/slices/_gatsby-scripts-1.html", "slice()")
    const policies = writeHostingHeaders(dir, nginxDir, [])
    const { pageCsps: pages, otherCsp } = siteHeaders(dir)
    expect(policies).toEqual([otherCsp, ...Object.values(pages)])
    expect(Object.keys(pages)).toEqual(["/404.html", "/index.html", "/splensheet/index.html"])
    const sheet = contentSecurityPolicy({
      scripts: [sha256("sheet()")],
      styles: [],
      styleAttributes: [],
    })
    expect(pages["/splensheet/index.html"]).toBe(sheet)
    expect(read("splensheet/index.html")).toContain(
      `<head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="${metaPolicy(sheet)}"/></head>`,
    )
    expect(pages["/index.html"]).toContain(sha256("home()"))
    expect(pages["/index.html"]).not.toContain(sha256("sheet()"))
    expect(read("_gatsby/slices/_gatsby-scripts-1.html")).not.toContain("http-equiv")
    expect(otherCsp).toBe(contentSecurityPolicy())
    expect(readdirSync(dir)).toEqual(
      expect.arrayContaining(["_headers", "_redirects", "vercel.json"]),
    )
    expect(readdirSync(nginxDir).sort()).toEqual([
      "cache-control.conf",
      "csp.conf",
      "not-found.conf",
      "security-headers.conf",
    ])
  })
})

describe("the host configs of one build", () => {
  const headers: SiteHeaders = {
    securityHeaders: { "X-Content-Type-Options": "nosniff" },
    pageCsps: {
      "/404.html": "script-src 'sha256-404='",
      "/index.html": "script-src 'sha256-home='",
      "/ko/404.html": "script-src 'sha256-ko404='",
      "/ko/index.html": "script-src 'sha256-kohome='",
      "/splensheet/index.html": "script-src 'sha256-sheet='",
    },
    otherCsp: "script-src 'self'",
    bundles: ["/app-0123456789abcdef0123.js"],
    editorHeaders: {
      "Content-Security-Policy": "script-src 'sha256-editor='",
      "X-Robots-Tag": EDITOR_ROBOTS,
    },
    redirects: [
      { fromPath: "/sheets", toPath: "/splensheet" },
      { fromPath: "/ko/sheets", toPath: "/ko/splensheet" },
    ],
  }

  it("writes Netlify's _headers with one CSP rule per page", () => {
    expect(netlifyConfig(headers)._headers).toBe(
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
        "/ko/404.html",
        "  Content-Security-Policy: script-src 'sha256-ko404='",
        "",
        "/ko",
        "  Content-Security-Policy: script-src 'sha256-kohome='",
        "",
        "/splensheet",
        "  Content-Security-Policy: script-src 'sha256-sheet='",
        "",
        "/admin/*",
        "  Content-Security-Policy: script-src 'sha256-editor='",
        `  X-Robots-Tag: ${EDITOR_ROBOTS}`,
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
    writeFileSync(file, netlifyConfig(headers)._headers)
    const parsed = await parseAllHeaders({
      headersFiles: [file],
      configHeaders: undefined,
      minimal: false,
    })
    expect(parsed.errors).toEqual([])
    // Netlify sends the values of every rule whose path pattern matches.
    const values = (urlPath: string, name: string) =>
      parsed.headers
        .filter((rule) => "forRegExp" in rule && rule.forRegExp.test(urlPath))
        .flatMap((rule) => rule.values[name] ?? [])
    const policies = (urlPath: string) => values(urlPath, "Content-Security-Policy")
    const expected: [string, string[]][] = [
      ["/", ["script-src 'sha256-home='"]],
      ["/splensheet", ["script-src 'sha256-sheet='"]],
      ["/splensheet/", ["script-src 'sha256-sheet='"]],
      ["/404.html", ["script-src 'sha256-404='"]],
      ["/ko", ["script-src 'sha256-kohome='"]],
      ["/admin", ["script-src 'sha256-editor='"]],
      ["/admin/", ["script-src 'sha256-editor='"]],
      ["/admin/start.js", ["script-src 'sha256-editor='"]],
      // An unknown path's 404 answer: the 404 page's <meta> enforces its policy.
      ["/nope", []],
      ["/ko/nope", []],
      ["/app-0123456789abcdef0123.js", []],
    ]
    for (const [urlPath, csp] of expected) expect(policies(urlPath)).toEqual(csp)
    for (const urlPath of ["/admin", "/admin/", "/admin/start.js"]) {
      expect(values(urlPath, "X-Robots-Tag")).toEqual([EDITOR_ROBOTS])
    }
    expect(values("/", "X-Robots-Tag")).toEqual([])
  })

  it("writes Netlify's _redirects: a previous address redirects, an unknown path under a prefix gets its language's 404", async () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), "netlify-")), "_redirects")
    writeFileSync(file, netlifyConfig(headers)._redirects)
    const { redirects, errors } = await parseAllRedirects({
      redirectsFiles: [file],
      configRedirects: [],
      minimal: false,
    })
    expect(errors).toEqual([])
    expect(redirects).toMatchObject([
      { from: "/sheets", to: "/splensheet", status: 301, force: false },
      { from: "/ko/sheets", to: "/ko/splensheet", status: 301, force: false },
      { from: "/ko/*", to: "/ko/404.html", status: 404, force: false },
    ])
  })

  /** Vercel's routing, as its docs describe it, over a build with these files. */
  function vercelAnswer(routes: VercelRoute[], urlPath: string, files: string[]) {
    const headers: Record<string, string> = {}
    for (const route of routes) {
      if ("handle" in route) {
        const file = [urlPath, `${urlPath}/index.html`.replace("//", "/")].find((candidate) =>
          files.includes(candidate),
        )
        if (file) return { status: 200, file, headers }
        continue
      }
      if (!new RegExp(route.src).test(urlPath)) continue
      const values = Object.fromEntries(
        Object.entries(route.headers ?? {}).map(([key, value]) => [
          key,
          urlPath.replace(new RegExp(route.src), value),
        ]),
      )
      Object.assign(headers, values)
      if (route.continue) continue
      return { status: route.status, file: route.dest, headers }
    }
    return { status: 404, file: undefined, headers }
  }
  type VercelRoute =
    | { handle: "filesystem" }
    | {
        src: string
        dest?: string
        status?: number
        continue?: boolean
        headers?: Record<string, string>
      }

  it("writes a vercel.json in Vercel's routes: each page its CSP, previous addresses redirected, each language's unknown paths its 404", () => {
    const { routes } = JSON.parse(vercelConfig(headers)) as { routes: VercelRoute[] }
    expect(normalizeRoutes(routes).error).toBeNull()
    const files = ["/404.html", "/index.html", "/ko/404.html", "/ko/index.html"].concat([
      "/splensheet/index.html",
      "/static/logo.png",
      "/admin/index.html",
      "/admin/start.js",
    ])
    const answer = (urlPath: string) => vercelAnswer(routes, urlPath, files)
    const csp = (urlPath: string) => answer(urlPath).headers["Content-Security-Policy"]

    expect(answer("/splensheet")).toMatchObject({ status: 200, file: "/splensheet/index.html" })
    expect(csp("/splensheet")).toBe("script-src 'sha256-sheet='")
    expect(csp("/")).toBe("script-src 'sha256-home='")
    expect(csp("/ko")).toBe("script-src 'sha256-kohome='")
    expect(answer("/ko").headers["X-Content-Type-Options"]).toBe("nosniff")
    expect(answer("/static/logo.png").headers["Cache-Control"]).toBe(IMMUTABLE)
    expect(answer("/ko/nope")).toMatchObject({ status: 404, file: "/ko/404.html" })
    expect(csp("/ko/nope")).toBe("script-src 'sha256-ko404='")
    expect(answer("/nope")).toMatchObject({ status: 404, file: "/404.html" })
    expect(csp("/nope")).toBe("script-src 'sha256-404='")
    for (const urlPath of ["/admin", "/admin/start.js"]) {
      expect(csp(urlPath)).toBe("script-src 'sha256-editor='")
      expect(answer(urlPath).headers["X-Robots-Tag"]).toBe(EDITOR_ROBOTS)
    }
    expect(answer("/").headers["X-Robots-Tag"]).toBeUndefined()
    // trailingSlash "never", and never to another host.
    expect(answer("/splensheet/")).toMatchObject({
      status: 308,
      headers: { Location: "/splensheet" },
    })
    expect(answer("//evil.example/")).toMatchObject({ status: 404, file: "/404.html" })
    expect(answer("/sheets")).toMatchObject({
      status: 301,
      headers: { Location: "/splensheet", "X-Content-Type-Options": "nosniff" },
    })
    expect(answer("/ko/sheets/")).toMatchObject({
      status: 301,
      headers: { Location: "/ko/splensheet" },
    })
    expect(answer("/sheets/more")).toMatchObject({ status: 404 })
  })

  it("writes the nginx headers and the maps: CSP by the answered file, not-found page, redirects, Cache-Control", () => {
    const nginx = nginxConfig(headers)
    expect(nginx["security-headers.conf"]).toBe(
      [
        `add_header X-Content-Type-Options "nosniff" always;`,
        "add_header Content-Security-Policy $splenworks_csp always;",
        "add_header X-Robots-Tag $splenworks_robots always;",
        "add_header Cache-Control $splenworks_cache_control always;",
        "",
      ].join("\n"),
    )
    expect(nginx["csp.conf"]).toBe(
      [
        "map $uri $splenworks_csp {",
        `    default "script-src 'self'";`,
        `    "/404.html" "script-src 'sha256-404='";`,
        `    "/index.html" "script-src 'sha256-home='";`,
        `    "/ko/404.html" "script-src 'sha256-ko404='";`,
        `    "/ko/index.html" "script-src 'sha256-kohome='";`,
        `    "/splensheet/index.html" "script-src 'sha256-sheet='";`,
        `    "~^/admin/" "script-src 'sha256-editor='";`,
        "}",
        "map $uri $splenworks_robots {",
        `    default "";`,
        `    "~^/admin/" "${EDITOR_ROBOTS}";`,
        "}",
        "",
      ].join("\n"),
    )
    expect(nginx["not-found.conf"]).toBe(
      [
        "map $uri $splenworks_not_found {",
        `    default "/404.html";`,
        `    "~^/ko/" "/ko/404.html";`,
        "}",
        "map $uri $splenworks_redirect {",
        `    default "";`,
        `    "~^/sheets/?$" "/splensheet";`,
        `    "~^/ko/sheets/?$" "/ko/splensheet";`,
        "}",
        "",
      ].join("\n"),
    )
    expect(nginx["cache-control.conf"]).toContain(`"~^/static/" "${IMMUTABLE}";`)
    expect(nginx["cache-control.conf"]).toContain(
      `"~^/app-0123456789abcdef0123\\.js$" "${IMMUTABLE}";`,
    )
  })

  it("refuses a value nginx would read as a variable", () => {
    expect(() => nginxConfig({ ...headers, securityHeaders: { "X-Test": "$uri" } })).toThrow("$uri")
  })
})
