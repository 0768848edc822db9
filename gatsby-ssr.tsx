import { renderToString } from "react-dom/server"
import { onRenderBody as addHelmetTags } from "gatsby-plugin-react-helmet/gatsby-ssr"
import type { GatsbySSR } from "gatsby"

export { wrapPageElement } from "./src/wrap-page-element"

// Gatsby's renderToPipeableStream (React 18) writes NUL bytes where a multi-byte character straddles
// its 2 KB chunks (facebook/react#26228, fixed in 19 only); renderToString does not. Gatsby renders
// two pages at once, so react-helmet's state is read in the same synchronous step as the render.
export const replaceRenderer: GatsbySSR["replaceRenderer"] = (args) => {
  args.replaceBodyHTMLString(renderToString(args.bodyComponent))
  addHelmetTags(args)
}
