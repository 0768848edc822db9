// The plugin's one option, `enabled: false` (FAST_STARTUP=off in gatsby-config.ts), leaves Gatsby's
// startup as it is, for an A/B measurement.
import type { GatsbyNode } from "gatsby"
import { REACT_DOM_ENTRY, rewritePages } from "./scripts-after-paint"
import { WEBPACK_POLICY } from "../../src/trusted-types"

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = (args, options) => {
  const { stage, actions, getConfig, plugins } = args
  if (stage !== "build-javascript") return
  const config = getConfig()
  // webpack's chunk loading sets script.src through a Trusted Types policy of its own, which the
  // site's CSP names: needed with the startup work or without it.
  config.output.trustedTypes = { policyName: WEBPACK_POLICY }
  if (options.enabled !== false) {
    // Its own entry, so React DOM starts up before Gatsby's app does (scripts-after-paint.ts).
    // setWebpackConfig drops `entry`, so the whole config is replaced.
    config.entry[REACT_DOM_ENTRY] = "react-dom/client"
    // Every page runs most of the startup scripts' functions: this V8 compile hint has them compiled
    // while they download, off the main thread, instead of on the main thread at each first call.
    config.plugins.push(
      plugins.banner({
        banner: "//# allFunctionsCalledOnLoad",
        raw: true,
        entryOnly: true,
        test: /\.js$/,
        // After webpack's minifier, which drops comments, and before its source maps.
        stage: 401,
      }),
    )
  }
  actions.replaceWebpackConfig(config)
}

/**
 * Before the site's own onPostBuild, which hashes the pages' inline scripts for the CSP. Any error
 * stops the build before a page is written: Gatsby's output changed, or the loader does not compile.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }, options) => {
  if (options.enabled === false) return
  await rewritePages("public").catch((error: Error) =>
    reporter.panicOnBuild(
      "gatsby-plugin-fast-startup: no page was rewritten " +
        `(see plugins/gatsby-plugin-fast-startup/README.md).\n${error.message}`,
    ),
  )
}
