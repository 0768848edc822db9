/// <reference types="trusted-types" />
/**
 * The inline script every built page runs in place of Gatsby's script tags. A browser script: the
 * build (scripts-after-paint.ts) strips its types, minifies it and inlines the function, called with
 * the page's files, so it may use nothing but the DOM and must not import anything.
 */

/**
 * Requests the page's scripts once the first frame is on screen, in `stages`: each stage is requested
 * once every script of the one before it has run (or failed), so that no two stages run in the same task.
 *
 * The signal is the first-contentful-paint entry, which the browser reports once that frame is
 * presented; a requestAnimationFrame callback runs before the frame is painted, so scripts requested
 * from there still raced the first paint. Browsers without paint timing use requestAnimationFrame
 * then a timer, and a browser that lists paint timing but never reports it (some privacy modes do so)
 * loads the scripts after `fallbackMs`.
 *
 * Where the browser has Trusted Types, each `src` goes through the policy `policyName`, which
 * accepts only the files in `stages`: a page that enforces `require-trusted-types-for 'script'`
 * can be made to load no other script through this loader.
 */
export function loadScriptsAfterFirstPaint(
  stages: string[][],
  policyName: string,
  fallbackMs: number,
): void {
  const files = stages.flat()
  const policy = window.trustedTypes?.createPolicy(policyName, {
    createScriptURL(src) {
      if (!files.includes(src)) throw new TypeError(`${src} is not a script of this build`)
      return src
    },
  })

  function load([sources, ...later]: string[][]): void {
    if (!sources) return
    let left = sources.length
    const next = () => {
      if (--left <= 0) setTimeout(() => load(later))
    }
    if (left === 0) return next()
    for (const src of sources) {
      const script = document.createElement("script")
      // lib.dom types `src` as a string; a browser with Trusted Types takes the TrustedScriptURL.
      script.src = (policy ? policy.createScriptURL(src) : src) as string
      script.onload = script.onerror = next
      document.body.append(script)
    }
  }

  let started = false
  function start(): void {
    if (started) return
    started = true
    load(stages)
  }

  if (window.PerformanceObserver?.supportedEntryTypes?.includes("paint")) {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName("first-contentful-paint").length > 0) {
        observer.disconnect()
        setTimeout(start)
      }
    }).observe({ type: "paint", buffered: true })
    setTimeout(start, fallbackMs)
  } else {
    requestAnimationFrame(() => setTimeout(start))
  }
}
