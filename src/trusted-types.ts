/**
 * The page's Trusted Types `default` policy, for react-helmet. Helmet writes each head `<script>` it
 * manages with `innerHTML = string`, which a page enforcing `require-trusted-types-for 'script'` blocks
 * unless a default policy lets the string through, and Chromium then vets the script's text too; the
 * site's only such tag is its JSON-LD (seo.tsx).
 *
 * This policy lets through JSON without "<" and nothing else, and only into those two sinks: an HTML
 * parser makes nothing but text of it, and run as a script a JSON text has no effect. It creates no
 * script URLs: those still need a named policy.
 */
export const DEFAULT_POLICY = "default"

/** The startup loader's policy (gatsby-plugin-fast-startup): only the build's chunk files. */
export const LOADER_POLICY = "splenworks-loader"

/** webpack's runtime's, for the chunks it loads on demand (`output.trustedTypes`). */
export const WEBPACK_POLICY = "splenworks-webpack"

type Vet = (value: string, type: string, sink: string) => string
type TrustedTypes = {
  createPolicy(name: string, rules: { createHTML: Vet; createScript: Vet }): unknown
}

function isInertJson(value: string): boolean {
  if (value.includes("<")) return false
  try {
    JSON.parse(value)
    return true
  } catch {
    return false
  }
}

const only =
  (allowedSink: string): Vet =>
  (value, _type, sink) => {
    if (sink === allowedSink && isInertJson(value)) return value
    throw new TypeError(`Refused by the default Trusted Types policy: ${sink}`)
  }

export function createDefaultPolicy(): void {
  const { trustedTypes } = window as { trustedTypes?: TrustedTypes }
  trustedTypes?.createPolicy(DEFAULT_POLICY, {
    createHTML: only("Element innerHTML"),
    createScript: only("HTMLScriptElement text"),
  })
}
