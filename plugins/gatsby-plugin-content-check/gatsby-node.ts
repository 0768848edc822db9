import chokidar from "chokidar"
import type { GatsbyNode, PluginOptions, Reporter } from "gatsby"
import { overlayUnavailable, showInOverlay } from "./overlay"
import type { ContentProblem } from "./problem"

interface Options extends PluginOptions {
  /** The folder whose files `check` reads: under develop, any change in it runs the check again. */
  folder: string
  /** Every problem in the content files. */
  check: () => Promise<ContentProblem[]>
  /** The terminal's message for the problems. */
  format: (problems: ContentProblem[]) => string
}

/** A save can touch several files (a JSON file and its logo, a rename): check once they are all in. */
const SETTLE_MS = 100
const isDevelop = () => process.env.gatsby_executing_command === "develop"

export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  Joi.object({
    folder: Joi.string().required(),
    check: Joi.function().required(),
    format: Joi.function().required(),
  })

/** Stops the build (and develop's start) on a mistake, before anything is written to public/. */
export const onPreInit: GatsbyNode["onPreInit"] = async ({ reporter }, options) => {
  const { check, format } = options as Options
  const unavailable = isDevelop() && overlayUnavailable()
  if (unavailable) {
    reporter.panic(`gatsby-plugin-content-check: ${unavailable} (see its README).`)
  }
  const { errors, warnings } = split(await check())
  // A plain message: no stack trace, one line per problem.
  if (errors.length > 0) reporter.panic(format(errors))
  if (warnings.length > 0) reporter.warn(format(warnings))
  shown.warnings = warnings.length > 0 ? format(warnings) : ""
  if (isDevelop()) watch(reporter, options as Options)
}

let timer: NodeJS.Timeout | undefined
let checking = Promise.resolve()
/** What the terminal shows now, so that a save that changes nothing prints nothing. */
let shown = { errors: "", warnings: "" }

/**
 * Under `gatsby develop`, the same check after every change in the folder: a save, a new file, a
 * deletion or a rename. A watcher of its own, not onCreateNode: Gatsby creates no node when a file
 * is deleted, and none for a file outside its sources.
 */
function watch(reporter: Reporter, options: Options): void {
  chokidar.watch(options.folder, { ignoreInitial: true }).on("all", () => {
    clearTimeout(timer)
    timer = setTimeout(() => {
      checking = checking.then(() => recheck(reporter, options))
    }, SETTLE_MS)
  })
}

/** Errors stop the build and show in develop's overlay; warnings are printed and nothing more. */
function split(problems: ContentProblem[]) {
  return {
    errors: problems.filter(({ severity }) => severity !== "warning"),
    warnings: problems.filter(({ severity }) => severity === "warning"),
  }
}

async function recheck(reporter: Reporter, { check, format }: Options): Promise<void> {
  const { errors, warnings } = split(await check())
  const now = {
    errors: errors.length > 0 ? format(errors) : "",
    warnings: warnings.length > 0 ? format(warnings) : "",
  }
  if (now.errors !== shown.errors) {
    if (now.errors) reporter.error(now.errors)
    else reporter.success("The content files are valid again.")
    showInOverlay(errors)
  }
  if (now.warnings && now.warnings !== shown.warnings) reporter.warn(now.warnings)
  shown = now
}
