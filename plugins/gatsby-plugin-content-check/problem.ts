/** One mistake in a content file, where an editor or a terminal can open it. */
export interface ContentProblem {
  /** Relative to the project, e.g. "data/products/splensheet.json". */
  file: string
  /** From 1, as editors count. */
  line: number
  column: number
  /** The field in words, e.g. "title of page.steps item 2"; empty when the file is not JSON. */
  field: string
  /** What is wrong and what is expected, e.g. "is missing". */
  message: string
  /** A warning (a text not translated yet) does not stop the build; an error does. */
  severity?: "warning"
}

/** What is wrong, in words: "tagline is missing". */
export function problemText({ field, message }: ContentProblem): string {
  return field ? `${field} ${message}` : message
}

/** One problem as a terminal line, which terminals and editors open at file:line:column. */
export function formatProblem(problem: ContentProblem): string {
  return `${problem.file}:${problem.line}:${problem.column}: ${problemText(problem)}`
}
