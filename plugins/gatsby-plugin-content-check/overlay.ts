// The one use of a Gatsby internal here: the develop server's websocket, which feeds the browser's
// error overlay. Gatsby has no public API to put an error there or take it away.
import { websocketManager } from "gatsby/dist/utils/websocket-manager"

/** The overlay's slot for these problems: a new message replaces it, none clears it. */
const OVERLAY_ID = "content-check"

/** Why the overlay cannot be used, or nothing when Gatsby still has what it relies on. */
export function overlayUnavailable(): string | undefined {
  if (typeof websocketManager?.emitError !== "function") {
    return "gatsby/dist/utils/websocket-manager no longer exports websocketManager.emitError"
  }
}

/** Shows `problems` ("file:line[:column]: message" each) in the overlay; none clears it. */
export function showInOverlay(problems: string[]): void {
  if (problems.length === 0) return websocketManager.emitError(OVERLAY_ID)
  // The overlay takes structured errors, though the type says string (gatsby's query-compiler.js).
  websocketManager.emitError(OVERLAY_ID, problems.map(overlayError) as unknown as string)
}

/** One problem as the overlay shows it: what is wrong, then file:line. */
function overlayError(problem: string) {
  const [, filePath = "", line, column, message = problem] =
    /^(.+?):(\d+)(?::(\d+))?: (.*)$/.exec(problem) ?? []
  return {
    level: "ERROR",
    code: "content",
    text: "Save the fixed file and this goes away.",
    context: { sourceMessage: message },
    filePath,
    location: {
      start: { line: Number(line), column: column === undefined ? undefined : Number(column) },
    },
  }
}
