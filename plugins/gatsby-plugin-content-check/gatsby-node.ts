import chokidar from "chokidar"
import type { GatsbyNode, Reporter } from "gatsby"
// The one Gatsby internal here: the develop server's websocket, which feeds the browser's error
// overlay. Gatsby has no public API to put an error there or take it away.
import { websocketManager } from "gatsby/dist/utils/websocket-manager"
import {
  currentContent,
  dataDir,
  errorsHeading,
  forgetContent,
  formatProblem,
  formatProblems,
  languagesFile,
  problemText,
} from "../../gatsby/content"

const LANGUAGES_CHANGED =
  "data/languages.json changed: restart `npm run develop` to apply it (it makes each language's pages as it starts)."

const USER_ERROR = { level: "ERROR", category: "USER", type: "PLUGIN" } as const
/** The plugin's errors, which Gatsby's terminal heads "#gatsby-plugin-content-check_<id>". */
const ERRORS = {
  // How many mistakes there are, after them: the build stops there.
  "10000": { text: ({ summary }: { summary: string }) => summary, ...USER_ERROR },
  // One mistake, at its file:line:column, which terminals and editors open.
  "10001": { text: ({ problem }: { problem: string }) => problem, ...USER_ERROR },
  // The check itself, as when a file is renamed while it is read.
  "10002": { text: () => "The content check failed.", ...USER_ERROR },
}

const develop = process.env.gatsby_executing_command === "develop"

/** Stops the build (and develop's start) on a mistake, before anything is written to public/. */
export const onPreInit: GatsbyNode["onPreInit"] = async ({ reporter }) => {
  reporter.setErrorMap(ERRORS)
  if (develop && typeof websocketManager?.emitError !== "function") {
    const missing =
      "gatsby/dist/utils/websocket-manager no longer exports websocketManager.emitError"
    reporter.panic(`gatsby-plugin-content-check: ${missing} (see its README).`)
  }
  let shown = await report(reporter)
  if (!develop) return
  // Under develop, the check again after every change in data/ (a save, a new, deleted or renamed
  // file), once a save's files are all in. Gatsby's onCreateNode sees no deletion.
  let timer: NodeJS.Timeout | undefined
  let checking = Promise.resolve()
  let languagesChanged = false
  chokidar.watch(dataDir, { ignoreInitial: true }).on("all", (_, file) => {
    // At once, so that the pages made after this change read it.
    forgetContent()
    languagesChanged ||= file === languagesFile
    clearTimeout(timer)
    timer = setTimeout(() => {
      // The languages are compiled into the site's code: develop made their pages as it started.
      if (languagesChanged) reporter.warn(LANGUAGES_CHANGED)
      languagesChanged = false
      const recheck = async () => void (shown = await report(reporter, shown))
      const failed = (error: Error) => void reporter.error({ id: "10002", context: {}, error })
      checking = checking.then(recheck).catch(failed)
    }, 100)
  })
}

/**
 * The check's errors, each at its file:line, in the terminal and develop's overlay, then the
 * warnings, a line per file; after a save, only what changed.
 */
async function report(reporter: Reporter, shown?: { text: string; warnings: string }) {
  const { problems } = await currentContent()
  const errors = problems.filter(({ warning }) => !warning)
  const text = formatProblems(errors)
  const warnings = formatProblems(problems.filter(({ warning }) => warning))
  if (warnings && warnings !== shown?.warnings) reporter.warn(warnings)
  if (text === shown?.text) return { text, warnings }
  for (const problem of errors)
    reporter.error({ id: "10001", context: { problem: formatProblem(problem) } })
  const heading = errorsHeading(errors.length)
  const summary = { id: "10000", context: { summary: heading } }
  if (errors.length > 0) (shown ? reporter.error : reporter.panic)(summary)
  else if (shown) reporter.success("The content files are valid again.")
  // Its own slot in the overlay, which none clears, headed as the terminal's list (our patch of
  // Gatsby); structured errors, though the type says string (as Gatsby's query-compiler.js sends them).
  const lead = "Until the files are fixed, the pages keep their last valid content."
  const overlay = errors.map((problem) => ({
    level: "ERROR",
    code: "content",
    text: "Save the fixed file and this goes away.",
    context: { sourceMessage: problemText(problem), heading, lead },
    filePath: problem.file,
    location: { start: { line: problem.line, column: problem.column } },
  }))
  if (shown)
    websocketManager.emitError("content-check", (text ? overlay : undefined) as unknown as string)
  return { text, warnings }
}
