import path from "path"
import type { GatsbyNode, PluginOptions, Reporter } from "gatsby"
import { overlayUnavailable, showInOverlay } from "./overlay"
import type { ContentProblem } from "./problem"

interface Options extends PluginOptions {
  /** Under develop, a save of a file in this folder runs `check` again. */
  folder: string
  /** Every problem in the content files. */
  check: () => Promise<ContentProblem[]>
  /** The terminal's message for the problems. */
  format: (problems: ContentProblem[]) => string
}

/** A save can touch several files (a JSON file and its logo): check once they are all in. */
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
  const problems = await check()
  // A plain message: no stack trace, one line per problem.
  if (problems.length > 0) reporter.panic(format(problems))
}

let timer: NodeJS.Timeout | undefined
let checking = Promise.resolve()
let shown = ""

/** Under `gatsby develop`, the same check after every save of a file in the folder. */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, reporter }, options) => {
  const { folder } = options as Options
  if (!isDevelop() || node.internal.type !== "File") return
  if (path.dirname(node.absolutePath as string) !== path.resolve(folder)) return
  clearTimeout(timer)
  timer = setTimeout(() => {
    checking = checking.then(() => recheck(reporter, options as Options))
  }, SETTLE_MS)
}

async function recheck(reporter: Reporter, { check, format }: Options): Promise<void> {
  const problems = await check()
  const message = problems.length > 0 ? format(problems) : ""
  if (message === shown) return
  shown = message
  if (message) reporter.error(message)
  else reporter.success("The content files are valid again.")
  showInOverlay(problems)
}
