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
  formatProblems,
  languagesFile,
  problemText,
} from "../../gatsby/content"
import type { ContentProblem } from "../../gatsby/content"

const LANGUAGES_CHANGED =
  "data/languages.json changed: restart `npm run develop` to apply it (it makes each language's pages as it starts)."

/** The plugin's errors, which Gatsby's terminal heads "#gatsby-plugin-content-check_<id>". */
const ERRORS = {
  // How many mistakes stop the build.
  "10000": { text: ({ summary }: { summary: string }) => summary },
  // One mistake, which the terminal places at its file:line:column.
  "10001": { text: ({ problem }: { problem: string }) => problem },
  // The check itself, as when a file is renamed while it is read.
  "10002": { text: () => "The content check failed." },
}

/** Stops the build (and develop's start) on a mistake, before anything is written to public/. */
export const onPreInit: GatsbyNode["onPreInit"] = async ({ reporter }) => {
  reporter.setErrorMap(
    Object.fromEntries(
      Object.entries(ERRORS).map(([id, entry]) => [
        id,
        { ...entry, level: "ERROR", category: "USER", type: "PLUGIN" },
      ]),
    ),
  )
  const develop = process.env.gatsby_executing_command === "develop"
  if (develop && typeof websocketManager?.emitError !== "function") {
    const missing =
      "gatsby/dist/utils/websocket-manager no longer exports websocketManager.emitError"
    reporter.panic(`gatsby-plugin-content-check: ${missing} (see its README).`)
  }
  let shown = await report(reporter)
  if (shown.count && !develop) {
    reporter.panic({ id: "10000", context: { summary: errorsHeading(shown.count) } })
  }
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
      checking = checking
        .then(async () => {
          const now = await report(reporter, shown)
          // Its own slot in the overlay, which none clears; structured errors, though the type
          // says string (as Gatsby's query-compiler.js sends them).
          const overlay = now.count ? now.overlay : undefined
          if (now.errors !== shown.errors) {
            websocketManager.emitError("content-check", overlay as unknown as string | undefined)
          }
          shown = now
        })
        .catch((error: Error) => void reporter.error({ id: "10002", context: {}, error }))
    }, 100)
  })
}

/**
 * The check's errors, one by one at file:line, then the warnings, a line per file; what changed only,
 * after a save. The errors for develop's overlay, at file:line too.
 */
async function report(reporter: Reporter, shown?: { errors: string; warnings: string }) {
  const { problems } = await currentContent()
  const errors = problems.filter(({ warning }) => !warning)
  const text = formatProblems(errors)
  const warnings = formatProblems(problems.filter(({ warning }) => warning))
  if (text !== shown?.errors) {
    for (const problem of errors) {
      reporter.error({ id: "10001", context: { problem: problemText(problem) }, ...place(problem) })
    }
    if (shown && !text) reporter.success("The content files are valid again.")
  }
  if (warnings && warnings !== shown?.warnings) reporter.warn(warnings)
  // The terminal's heading, in place of the overlay's "Unhandled GraphQL Error" (our patch of Gatsby).
  const heading = errorsHeading(errors.length)
  const lead = "Until the files are fixed, the pages keep their last valid content."
  const overlay = errors.map((problem) => ({
    level: "ERROR",
    code: "content",
    text: "Save the fixed file and this goes away.",
    context: { sourceMessage: problemText(problem), heading, lead },
    ...place(problem),
  }))
  return { errors: text, count: errors.length, warnings, overlay }
}

/** Where Gatsby's terminal ("File: data/site.json:3:5") and overlay place a problem. */
const place = ({ file, line, column }: ContentProblem) => ({
  filePath: file,
  location: { start: { line, column } },
})
