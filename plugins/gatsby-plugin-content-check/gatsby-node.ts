import chokidar from "chokidar"
import type { GatsbyNode } from "gatsby"
// The one Gatsby internal here: the develop server's websocket, which feeds the browser's error
// overlay. Gatsby has no public API to put an error there or take it away.
import { websocketManager } from "gatsby/dist/utils/websocket-manager"
import {
  checkContent,
  dataDir,
  formatProblems,
  languagesFile,
  problemText,
} from "../../gatsby/content-check"

const LANGUAGES_CHANGED =
  "data/languages.json changed: restart `npm run develop` to apply it (it makes each language's pages as it starts)."

/** Stops the build (and develop's start) on a mistake, before anything is written to public/. */
export const onPreInit: GatsbyNode["onPreInit"] = async ({ reporter }) => {
  const develop = process.env.gatsby_executing_command === "develop"
  if (develop && typeof websocketManager?.emitError !== "function") {
    const missing =
      "gatsby/dist/utils/websocket-manager no longer exports websocketManager.emitError"
    reporter.panic(`gatsby-plugin-content-check: ${missing} (see its README).`)
  }
  let shown = await check()
  // A plain message: no stack trace, one line per problem.
  if (shown.errors) reporter.panic(shown.errors)
  if (shown.warnings) reporter.warn(shown.warnings)
  if (!develop) return
  // Under develop, the check again after every change in data/ (a save, a new, deleted or renamed
  // file), once a save's files are all in. Gatsby's onCreateNode sees no deletion.
  const recheck = async () => {
    const now = await check()
    // A save that changes nothing prints nothing.
    if (now.errors !== shown.errors) {
      if (now.errors) reporter.error(now.errors)
      else reporter.success("The content files are valid again.")
      // Its own slot in the overlay, which none clears; structured errors, though the type says
      // string (as Gatsby's query-compiler.js sends them).
      websocketManager.emitError("content-check", now.overlay as unknown as string | undefined)
    }
    if (now.warnings && now.warnings !== shown.warnings) reporter.warn(now.warnings)
    shown = now
  }
  // A check that fails (a file renamed while it was read) leaves develop running for the next.
  const failed = (error: Error) => void reporter.error("The content check failed.", error)
  let timer: NodeJS.Timeout | undefined
  let checking = Promise.resolve()
  let languagesChanged = false
  chokidar.watch(dataDir, { ignoreInitial: true }).on("all", (_, file) => {
    languagesChanged ||= file === languagesFile
    clearTimeout(timer)
    timer = setTimeout(() => {
      // The languages are compiled into the site's code: develop made their pages as it started.
      if (languagesChanged) reporter.warn(LANGUAGES_CHANGED)
      languagesChanged = false
      checking = checking.then(recheck).catch(failed)
    }, 100)
  })
}

/** The problems in the terminal's words, and the errors for develop's overlay, at file:line. */
async function check() {
  const problems = await checkContent()
  const errors = problems.filter(({ warning }) => !warning)
  const text = formatProblems(errors)
  // The terminal's heading, in place of the overlay's "Unhandled GraphQL Error" (our patch of Gatsby).
  const [heading] = text.split(":\n")
  const lead = "Until the files are fixed, the pages keep their last valid content."
  const overlay = errors.map((problem) => ({
    level: "ERROR",
    code: "content",
    text: "Save the fixed file and this goes away.",
    context: { sourceMessage: problemText(problem), heading, lead },
    filePath: problem.file,
    location: { start: { line: problem.line, column: problem.column } },
  }))
  const warnings = formatProblems(problems.filter(({ warning }) => warning))
  return { errors: text, warnings, overlay: errors.length ? overlay : undefined }
}
