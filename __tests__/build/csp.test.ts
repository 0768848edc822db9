// Checks the production build in public/: each page's Content-Security-Policy, in its <meta> and in
// the hosts' headers.
import path from "path"
import { parseAllHeaders } from "@netlify/headers-parser"
import { metaPolicy } from "../../gatsby/csp"
import { pagePath, siteHeaders } from "../../gatsby/hosting-headers"
import { firstProduct } from "../fixtures"
import { readBuiltPage } from "../html"

const publicDir = path.join(__dirname, "..", "..", "public")
const { pages } = siteHeaders(publicDir)
const files = Object.keys(pages)

it("has every page", () => {
  const productPage = `${firstProduct.route.path}/index.html`
  expect(files).toEqual(expect.arrayContaining(["/index.html", "/404.html", productPage]))
})

describe.each(files)("%s", (file) => {
  const { head } = readBuiltPage(publicDir, file)

  it("carries its policy in a <meta>, before any script, style or link and after the charset", () => {
    const [charset, policy] = [...head.children]
    expect(charset?.getAttribute("charset")).toBe("utf-8")
    expect(policy?.getAttribute("http-equiv")).toBe("Content-Security-Policy")
    expect(policy?.getAttribute("content")).toBe(metaPolicy(pages[file] ?? ""))
    expect(head.querySelectorAll('meta[http-equiv="Content-Security-Policy" i]')).toHaveLength(1)
  })

  it("has a header policy that differs from its <meta> by frame-ancestors alone", () => {
    const header = (pages[file] ?? "").split("; ")
    const meta = (head.children[1]?.getAttribute("content") ?? "").split("; ")
    expect(header.filter((directive) => !meta.includes(directive))).toEqual([
      "frame-ancestors 'none'",
    ])
    expect(meta.filter((directive) => !header.includes(directive))).toEqual([])
  })
})

it("gets one policy per page under Netlify's matching, with and without a trailing slash", async () => {
  const { headers, errors } = await parseAllHeaders({
    headersFiles: [path.join(publicDir, "_headers")],
    configHeaders: undefined,
    minimal: false,
  })
  expect(errors).toEqual([])
  for (const file of files) {
    const route = pagePath(file)
    for (const urlPath of new Set([route, `${route.replace(/\/$/, "")}/`])) {
      const policies = headers
        .filter((rule) => "forRegExp" in rule && rule.forRegExp.test(urlPath))
        .flatMap((rule) => rule.values["Content-Security-Policy"] ?? [])
      expect({ urlPath, policies }).toEqual({ urlPath, policies: [pages[file]] })
    }
  }
})
