import { startTransition } from "react"
import type { ReactElement } from "react"
import { hydrateRoot } from "react-dom/client"
import "./src/styles/global.css"

export { wrapPageElement } from "./src/wrap-page-element"

/**
 * Gatsby waits for this promise before it loads the page's data and renders it. Resolving it on a
 * timer splits starting the runtime and loading the page into two short tasks, instead of one long
 * task that blocks the page's input (Lighthouse's Total Blocking Time).
 */
export function onClientEntry() {
  return new Promise((resolve) => setTimeout(resolve))
}

/**
 * Hydrates in a transition, which React splits into slices of a few milliseconds, instead of one
 * long task that blocks the page's input (Lighthouse's Total Blocking Time). Not typed with
 * GatsbyBrowser: its type for this API is the legacy ReactDOM.render's.
 */
export function replaceHydrateFunction() {
  // `gatsby develop` serves pages that are not server-rendered, for Gatsby's own renderer to fill.
  if (process.env.NODE_ENV !== "production") return undefined
  return (element: ReactElement, container: Element) => {
    startTransition(() => {
      hydrateRoot(container, element)
    })
  }
}
