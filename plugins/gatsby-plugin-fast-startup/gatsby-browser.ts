import { startTransition, type ReactElement } from "react"
import { hydrateRoot } from "react-dom/client"
import type { PluginOptions } from "gatsby"

const enabled = (options: PluginOptions) => options.enabled !== false

/**
 * Gatsby waits for this promise before it loads the page's data and renders it. Resolving it on a
 * timer splits starting the runtime and loading the page into two short tasks, instead of one long
 * task that blocks the page's input (Lighthouse's Total Blocking Time).
 */
export function onClientEntry(_: unknown, options: PluginOptions) {
  if (enabled(options)) return new Promise((resolve) => setTimeout(resolve))
}

/**
 * Hydrates in a transition, which React splits into slices of a few milliseconds, instead of one
 * long task that blocks the page's input. Not typed with GatsbyBrowser: its type for this API is the
 * legacy ReactDOM.render's. Returning nothing leaves Gatsby's own hydrateRoot.
 */
export function replaceHydrateFunction(_: unknown, options: PluginOptions) {
  // `gatsby develop` serves pages that are not server-rendered, for Gatsby's own renderer to fill.
  if (!enabled(options) || process.env.NODE_ENV !== "production") return
  return (element: ReactElement, container: Element) => {
    startTransition(() => void hydrateRoot(container, element))
  }
}
