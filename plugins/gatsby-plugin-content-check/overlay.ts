// The one use of a Gatsby internal here: the develop server's websocket, which feeds the browser's
// error overlay. Gatsby has no public API to put an error there or take it away.
import { websocketManager } from "gatsby/dist/utils/websocket-manager"
import { problemText } from "./problem"
import type { ContentProblem } from "./problem"

/** The overlay's slot for these problems: a new message replaces it, none clears it. */
const OVERLAY_ID = "content-check"

/** Why the overlay cannot be used, or nothing when Gatsby still has what it relies on. */
export function overlayUnavailable(): string | undefined {
  if (typeof websocketManager?.emitError !== "function") {
    return "gatsby/dist/utils/websocket-manager no longer exports websocketManager.emitError"
  }
}

/** Shows `problems` in the overlay; none clears it. */
export function showInOverlay(problems: ContentProblem[]): void {
  if (problems.length === 0) return websocketManager.emitError(OVERLAY_ID)
  // The overlay takes structured errors, though the type says string (gatsby's query-compiler.js).
  websocketManager.emitError(OVERLAY_ID, problems.map(overlayError) as unknown as string)
}

/** One problem as the overlay shows it: what is wrong, then file:line:column. */
function overlayError(problem: ContentProblem) {
  return {
    level: "ERROR",
    code: "content",
    text: "Save the fixed file and this goes away.",
    context: { sourceMessage: problemText(problem) },
    filePath: problem.file,
    location: { start: { line: problem.line, column: problem.column } },
  }
}
