import { readFileSync, rmSync, statSync, writeFileSync } from "fs"
import { request, type IncomingHttpHeaders } from "http"
import os from "os"
import path from "path"
import { gunzipSync, gzipSync } from "zlib"
import { expect, test } from "@playwright/test"
import { servedRoot } from "../../playwright.config"
import { builtHashes } from "../../__tests__/expected-csp"
import {
  firstProduct,
  movedPages,
  notFound,
  pageDataPath,
  routes,
  translatedLanguages,
} from "../../__tests__/fixtures"
import {
  buildFiles,
  expectedCacheControl,
  expectedCsp,
  IMMUTABLE,
  notFoundCsp,
  otherCsp,
  pageCsp,
  pageFile,
  publicDir,
  REVALIDATE,
  securityHeaders,
} from "./build"

interface Answer {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
}

/** One request with the path sent as written: no URL normalisation, no decompression. */
function send(
  rawPath: string,
  method = "GET",
  headers: Record<string, string> = {},
): Promise<Answer> {
  const { hostname, port } = new URL(test.info().project.use.baseURL ?? "")
  return new Promise((resolve, reject) => {
    request({ hostname, port, path: rawPath, method, headers }, (response) => {
      const chunks: Buffer[] = []
      response
        .on("data", (chunk: Buffer) => chunks.push(chunk))
        .on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        )
        .on("error", reject)
    })
      .on("error", reject)
      .end()
  })
}

/** The headers every answer carries, and `csp`: its page's, or the one of answers that are no page. */
function expectSecurityHeaders(answer: Answer, csp = otherCsp) {
  for (const [name, value] of Object.entries(securityHeaders)) {
    expect(answer.headers[name.toLowerCase()], name).toBe(value)
  }
  expect(answer.headers["content-security-policy"]).toBe(csp)
}

const notFoundPage = readFileSync(path.join(publicDir, "404.html"))

const productPath = firstProduct.route.path

test("every file of the build answers 200 with the Cache-Control and security headers it should have", async () => {
  expect(buildFiles.length).toBeGreaterThan(50)
  for (const urlPath of buildFiles) {
    const answer = await send(encodeURI(urlPath))
    expect(answer.status, urlPath).toBe(200)
    expect(answer.headers["cache-control"], urlPath).toBe(expectedCacheControl(urlPath))
    expectSecurityHeaders(answer, expectedCsp(urlPath))
  }
})

test("static/ and webpack's bundles are immutable; pages and page data revalidate", async () => {
  const cacheControl = async (urlPath: string) => (await send(urlPath)).headers["cache-control"]
  const immutable = buildFiles.filter(
    (urlPath) =>
      urlPath.startsWith("/static/") || /^\/(app|framework|webpack-runtime)-.+\.js$/.test(urlPath),
  )
  expect(immutable.length).toBeGreaterThan(10)
  for (const urlPath of immutable) expect(await cacheControl(urlPath), urlPath).toBe(IMMUTABLE)
  for (const urlPath of ["/", productPath, "/page-data/app-data.json", pageDataPath(productPath)]) {
    expect(await cacheControl(urlPath), urlPath).toBe(REVALIDATE)
  }
})

test("pages answer at their routes, without a trailing slash or a redirect", async () => {
  for (const { path: route } of routes) {
    const answer = await send(route)
    expect(answer.status, route).toBe(200)
    expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8")
    expect(answer.headers["cache-control"]).toBe(REVALIDATE)
    expect(answer.body.equals(readFileSync(path.join(publicDir, route, "index.html")))).toBe(true)
    expectSecurityHeaders(answer, pageCsp(pageFile(route)))
  }
})

test("each page's CSP lists that page's inline scripts and styles, and no other page's", async () => {
  const answers = [
    ...routes.map(({ path: urlPath }) => ({ urlPath, file: pageFile(urlPath) })),
    { urlPath: notFound.path, file: "/404.html" },
  ]
  const hashes = (file: string) => {
    const { scripts, styles, styleAttributes } = builtHashes(publicDir, file)
    return [...scripts, ...styles, ...styleAttributes]
  }
  for (const { urlPath, file } of answers) {
    const csp = String((await send(urlPath)).headers["content-security-policy"])
    const own = hashes(file)
    // Gatsby's three scripts and the loader; the stylesheet, the focus wrapper and route announcer.
    expect(own.length, file).toBeGreaterThanOrEqual(7)
    for (const hash of own) expect(csp, `${urlPath}: its own ${hash}`).toContain(hash)
    for (const other of answers.filter((answer) => answer.file !== file)) {
      for (const hash of hashes(other.file).filter((hash) => !own.includes(hash))) {
        expect(csp, `${urlPath}: ${other.file}'s ${hash}`).not.toContain(hash)
      }
    }
  }
})

test("a trailing slash redirects to the page, on the same host and port", async () => {
  const answer = await send(`${productPath}/`)
  expect(answer.status).toBe(301)
  expect(answer.headers.location).toBe(productPath)
  expectSecurityHeaders(answer)
})

// A test per previous address a product keeps (previousUrls), in each language: none where none has one.
for (const { from, to } of movedPages) {
  test(`${from}, a previous address, answers a permanent redirect to ${to}, with or without a slash, keeping the query`, async () => {
    const query = "?utm_source=newsletter"
    const answers: [rawPath: string, location: string][] = [
      [from, to],
      [`${from}/`, to],
      [`${from}${query}`, `${to}${query}`],
    ]
    for (const [rawPath, location] of answers) {
      const answer = await send(rawPath)
      expect({ rawPath, status: answer.status, location: answer.headers.location }).toEqual({
        rawPath,
        status: 301,
        location,
      })
      expectSecurityHeaders(answer)
    }
  })
}

test("unknown paths answer 404 with the site's 404 page", async () => {
  for (const urlPath of [
    "/nope",
    `${productPath}/nope`,
    "/static",
    "/static/",
    "/static/nope.png",
    "/_headers",
    "/_redirects",
    "/vercel.json",
  ]) {
    const answer = await send(urlPath)
    expect(answer.status, urlPath).toBe(404)
    expect(answer.body.equals(notFoundPage), urlPath).toBe(true)
    expect(answer.headers["cache-control"]).toBe(REVALIDATE)
    expectSecurityHeaders(answer, notFoundCsp)
  }
})

test("unknown paths under a language's prefix answer 404 with that language's not-found page", async () => {
  for (const { prefix } of translatedLanguages) {
    const file = `/${prefix}/404.html`
    for (const urlPath of [
      `/${prefix}/nope`,
      `/${prefix}/nope/`,
      `/${prefix}${productPath}/nope`,
    ]) {
      const answer = await send(urlPath)
      expect(answer.status, urlPath).toBe(404)
      expect(answer.body.equals(readFileSync(path.join(publicDir, file))), urlPath).toBe(true)
      expectSecurityHeaders(answer, pageCsp(file))
    }
  }
})

test("text answers are gzipped for clients that accept it", async () => {
  const page = await send(productPath, "GET", { "Accept-Encoding": "gzip" })
  expect(page.headers["content-encoding"]).toBe("gzip")
  expect(page.headers.vary).toBe("Accept-Encoding")
  expect(
    gunzipSync(page.body).equals(readFileSync(path.join(publicDir, productPath, "index.html"))),
  ).toBe(true)

  // The largest file of a kind: small ones stay under gzip_min_length, and readdir order varies.
  const text = (ending: string) =>
    buildFiles
      .filter((urlPath) => urlPath.endsWith(ending))
      .map((urlPath) => ({ urlPath, size: statSync(path.join(publicDir, urlPath)).size }))
      .reduce((a, b) => (b.size > a.size ? b : a)).urlPath
  for (const urlPath of [
    text(".css"),
    text(".js"),
    pageDataPath(productPath),
    "/manifest.webmanifest",
  ]) {
    const answer = await send(urlPath, "GET", { "Accept-Encoding": "gzip" })
    expect(answer.headers["content-encoding"], urlPath).toBe("gzip")
  }
  expect((await send(productPath)).headers["content-encoding"]).toBeUndefined()
})

test("a precompressed .gz beside a file is served as is", async () => {
  writeFileSync(path.join(servedRoot, "precompressed.txt"), "compressed on the fly\n".repeat(50))
  writeFileSync(
    path.join(servedRoot, "precompressed.txt.gz"),
    gzipSync("compressed ahead of time\n".repeat(50)),
  )
  const answer = await send("/precompressed.txt", "GET", { "Accept-Encoding": "gzip" })
  expect(answer.headers["content-encoding"]).toBe("gzip")
  expect(gunzipSync(answer.body).toString()).toContain("compressed ahead of time")
})

test("path traversal never reaches a file outside the build", async () => {
  // Beside the served folder, so one `..` would reach it.
  const secret = path.join(os.tmpdir(), `splenworks-hosting-secret-${process.pid}.txt`)
  const name = path.basename(secret)
  writeFileSync(secret, "SECRET")
  try {
    for (const traversal of [
      `/../${name}`,
      `/static/../../${name}`,
      `/%2e%2e/${name}`,
      `/%2E%2E%2F${name}`,
      `/..%2f${name}`,
      `/static/..%2f..%2f${name}`,
      `/.%2e/${name}`,
      `/%252e%252e/${name}`,
      `/..\\${name}`,
      "/../../../../etc/passwd",
      "/%2e%2e/%2e%2e/%2e%2e/etc/passwd",
    ]) {
      const answer = await send(traversal)
      expect([400, 404], traversal).toContain(answer.status)
      expect(answer.body.toString()).not.toMatch(/SECRET|root:/)
      expectSecurityHeaders(answer, answer.status === 404 ? notFoundCsp : otherCsp)
    }
  } finally {
    rmSync(secret)
  }
})

test("slash tricks neither redirect off the site nor inject headers", async () => {
  for (const urlPath of [
    "//evil.example/",
    "/%2F%2Fevil.example/",
    "/%5Cevil.example/",
    `${productPath}%0d%0aSet-Cookie:x=1/`,
  ]) {
    const answer = await send(urlPath)
    expect(answer.status, urlPath).toBe(404)
    expect(answer.headers.location).toBeUndefined()
    expect(answer.headers["set-cookie"]).toBeUndefined()
  }
})

test("a 20 kB URL gets 414", async () => {
  const answer = await send(`/${"a".repeat(20_000)}`)
  expect(answer.status).toBe(414)
  expectSecurityHeaders(answer)
})

test("only GET and HEAD are allowed", async () => {
  for (const method of ["DELETE", "TRACE", "PUT", "POST", "PATCH", "OPTIONS", "PROPFIND"]) {
    const answer = await send("/", method)
    expect(answer.status, method).toBe(405)
    expectSecurityHeaders(answer)
  }
  const head = await send(productPath, "HEAD")
  expect(head.status).toBe(200)
  expect(head.body.length).toBe(0)
})
