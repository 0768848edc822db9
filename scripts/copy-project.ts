import fs from "fs"
import path from "path"

const ROOT = path.resolve(__dirname, "..")
/** What a build or a test run writes, and node_modules, which the copy links to instead. */
const LEFT_OUT = [
  "node_modules",
  ".git",
  ".cache",
  "public",
  "coverage",
  "screenshots",
  "test-results",
  "playwright-report",
  ".lighthouseci",
  "lighthouse-reports",
]

/**
 * Copies the project into `target` for a build with other data: Gatsby always writes to the
 * project's own .cache/ and public/, which a copy leaves alone. `leaveOut` names more paths, relative
 * to the project.
 */
export function copyProject(target: string, leaveOut: string[] = []): void {
  const skip = new Set([...LEFT_OUT, ...leaveOut])
  fs.cpSync(ROOT, target, {
    recursive: true,
    filter: (source) => !skip.has(path.relative(ROOT, source)),
  })
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(target, "node_modules"))
}
