import { startTransition } from "react"
import type { ReactElement } from "react"
import { hydrateRoot } from "react-dom/client"
import "./src/styles/global.css"

export { wrapPageElement } from "./src/wrap-page-element"

/**
 * Hydrates in a transition, which React splits into slices of a few milliseconds, instead of one
 * long task that blocks the page's input (Lighthouse's Total Blocking Time). Not typed with
 * GatsbyBrowser: its type for this API is the legacy ReactDOM.render's.
 */
export function replaceHydrateFunction() {
  return (element: ReactElement, container: Element) => {
    startTransition(() => {
      hydrateRoot(container, element)
    })
  }
}
