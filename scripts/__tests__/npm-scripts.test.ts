/** @jest-environment node */
import { scripts } from "../../package.json"

// npm runs a script in sh, and on Windows in cmd.exe, which expands no $VARIABLE and no glob, keeps
// single quotes, and expands %VARIABLE%: each script says only what the two read alike.
test("no npm script uses sh's variables, single quotes or globs, which cmd.exe reads otherwise", () => {
  const shOnly = Object.entries(scripts).filter(
    ([, script]) => /[$%`]/.test(script) || /['*?]/.test(script.replace(/"[^"]*"/g, "")),
  )
  expect(shOnly).toEqual([])
})
