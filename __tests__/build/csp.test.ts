// Checks the production build in public/: each page's Content-Security-Policy, in its <meta> and in
// the hosts' headers, against the policy written out in expected-csp.ts with the page's own hashes.
import path from "path"
import { parseAllHeaders } from "@netlify/headers-parser"
import { builtPageFiles, pageCsp } from "../expected-csp"
import { firstProduct } from "../fixtures"
import { readBuiltPage } from "../html"

const publicDir = path.join(__dirname, "..", "..", "public")
const files = builtPageFiles(publicDir)

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
    expect(policy?.getAttribute("content")).toBe(pageCsp(publicDir, file, { meta: true }))
    expect(head.querySelectorAll('meta[http-equiv="Content-Security-Policy" i]')).toHaveLength(1)
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
    // trailingSlash "never": /splensheet/index.html answers at /splensheet, and /404.html at itself.
    const route = file.replace(/\/index\.html$/, "") || "/"
    for (const urlPath of new Set([route, `${route.replace(/\/$/, "")}/`])) {
      const policies = headers
        .filter((rule) => "forRegExp" in rule && rule.forRegExp.test(urlPath))
        .flatMap((rule) => rule.values["Content-Security-Policy"] ?? [])
      expect({ urlPath, policies }).toEqual({ urlPath, policies: [pageCsp(publicDir, file)] })
    }
  }
})
