import path from "path"
import type { GatsbyNode, PluginOptions } from "gatsby"
import {
  LoaderBuildError,
  REACT_DOM_ENTRY,
  RewriteError,
  rewritePages,
} from "./scripts-after-paint"
import { WEBPACK_POLICY } from "./trusted-types"

const enabled = (options: PluginOptions) => options.enabled !== false

/** After webpack's minifier, which drops comments, and before its source maps. */
const AFTER_MINIFYING = 401

export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  Joi.object({
    enabled: Joi.boolean()
      .default(true)
      .description("false leaves Gatsby's startup as it is, for an A/B measurement"),
  })

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = (
  { stage, actions, getConfig, plugins },
  options,
) => {
  if (stage !== "build-javascript") return
  const config = getConfig() as {
    entry: Record<string, string>
    output: Record<string, unknown>
    plugins: unknown[]
  }
  // webpack's chunk loading sets script.src through a Trusted Types policy of its own, which the
  // site's CSP names: needed with the startup work or without it.
  config.output.trustedTypes = { policyName: WEBPACK_POLICY }
  if (enabled(options)) {
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
        stage: AFTER_MINIFYING,
      }),
    )
  }
  actions.replaceWebpackConfig(config)
}

/** Before the site's own onPostBuild, which hashes the pages' inline scripts for the CSP. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }, options) => {
  if (!enabled(options)) return
  try {
    await rewritePages(path.resolve("public"))
  } catch (error) {
    if (error instanceof RewriteError) {
      reporter.panicOnBuild(
        "gatsby-plugin-fast-startup: Gatsby's output is not what this plugin was written for " +
          `(see plugins/gatsby-plugin-fast-startup/README.md); no page was rewritten.\n${error.message}`,
      )
    } else if (error instanceof LoaderBuildError) {
      reporter.panicOnBuild(
        "gatsby-plugin-fast-startup: could not minify the loader " +
          `(plugins/gatsby-plugin-fast-startup/loader/loader.ts); no page was rewritten.\n${error.message}`,
      )
    } else {
      throw error
    }
  }
}
