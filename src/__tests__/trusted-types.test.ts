import { createDefaultPolicy, DEFAULT_POLICY } from "../trusted-types"

type Vet = (value: string, type: string, sink: string) => string
type Rules = { createHTML: Vet; createScript: Vet }

describe("the default Trusted Types policy", () => {
  let rules: Partial<Rules> = {}
  beforeAll(() => {
    Object.assign(window, {
      trustedTypes: {
        createPolicy: (name: string, created: Rules) => {
          expect(name).toBe(DEFAULT_POLICY)
          rules = created
        },
      },
    })
    createDefaultPolicy()
  })
  const html = (value: string, sink = "Element innerHTML") =>
    rules.createHTML?.(value, "TrustedHTML", sink)
  const script = (value: string, sink = "HTMLScriptElement text") =>
    rules.createScript?.(value, "TrustedScript", sink)

  it("lets react-helmet write JSON-LD into a script element", () => {
    const json = JSON.stringify({ "@type": "Organization", name: "</script>" }).replace(
      /</g,
      "\\u003c",
    )
    expect(html(json)).toBe(json)
    expect(script(json)).toBe(json)
  })

  it("refuses markup, code, and any other sink", () => {
    expect(() => html(`{"name":"<img src=x onerror=alert(1)>"}`)).toThrow(TypeError)
    expect(() => html("alert(1)")).toThrow(TypeError)
    expect(() => script("alert(1)")).toThrow(TypeError)
    expect(() => html("{}", "Document write")).toThrow(TypeError)
    expect(() => script("{}", "HTMLScriptElement src")).toThrow(TypeError)
    expect(rules).not.toHaveProperty("createScriptURL")
  })
})
