// Under `gatsby develop`: the build's content check again after every save of a product file or a
// logo, so a mistake shows at once, in the terminal and in the browser, and the fix clears it.
import path from "path"
import type { Reporter } from "gatsby"
import { websocketManager } from "gatsby/dist/utils/websocket-manager"
import { formatProblems, productsDir, validateProducts } from "./validate-products"

/** The browser overlay's slot for these problems: a new message replaces it, none clears it. */
const OVERLAY_ID = "product-files"
/** A save can touch several files (a JSON file and its logo): check once they are all in. */
const SETTLE_MS = 100

let timer: NodeJS.Timeout | undefined
let checking = Promise.resolve()
let shown = ""

/** Checks the product files soon if `file` is one of them or a logo beside them. */
export function checkProductsOnChange(file: string, reporter: Reporter): void {
  if (path.dirname(file) !== path.resolve(productsDir)) return
  clearTimeout(timer)
  timer = setTimeout(() => {
    checking = checking.then(() => check(reporter))
  }, SETTLE_MS)
}

async function check(reporter: Reporter): Promise<void> {
  const problems = await validateProducts(productsDir)
  const message = problems.length > 0 ? formatProblems(problems) : ""
  if (message === shown) return
  shown = message
  if (message) {
    reporter.error(message)
    // Gatsby's overlay takes structured errors, though its type says string (query-compiler.js).
    websocketManager.emitError(OVERLAY_ID, problems.map(overlayError) as unknown as string)
  } else {
    reporter.success("The product files are valid again.")
    websocketManager.emitError(OVERLAY_ID)
  }
}

/** One problem as the overlay shows it: the field and what is wrong, then file:line. */
function overlayError(problem: string) {
  const [, filePath = "", line, column, message = problem] =
    /^(.+?):(\d+)(?::(\d+))?: (.*)$/.exec(problem) ?? []
  return {
    level: "ERROR",
    code: "content",
    text: "Save the fixed file and this goes away.\nWhat each field takes: data/README.md",
    context: { sourceMessage: message },
    filePath,
    location: {
      start: { line: Number(line), column: column === undefined ? undefined : Number(column) },
    },
  }
}
