/// <reference types="trusted-types" />
/**
 * The inline script every built page runs in place of Gatsby's script tags. A browser script: the
 * build (scripts-after-paint.ts) strips its types, minifies it and inlines the function, called with
 * the page's files, so it may use nothing but the DOM and must not import anything.
 */

/**
 * Requests the page's scripts in `stages` once the first-contentful-paint entry says the first frame
 * is on screen (a requestAnimationFrame callback runs before the paint), each stage once the one
 * before has run, so that no two run in one task. Without paint timing: requestAnimationFrame then a
 * timer; with paint timing that never reports (some privacy modes): after `fallbackMs`. Each `src`
 * goes through the Trusted Types policy named `policy`, which accepts only the files in `stages`.
 */
export function loadScriptsAfterFirstPaint(stages: string[][], policy: string, fallbackMs: number) {
  const files = stages.flat()
  const scriptPolicy = window.trustedTypes?.createPolicy(policy, {
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
      script.src = (scriptPolicy ? scriptPolicy.createScriptURL(src) : src) as string
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
