// `npm run check:content`: the build's content check alone, in a second or two. Untranslated texts
// are listed as warnings; only errors fail it, or warnings too with `-- --strict` (a release gate).
// `-- --write-schemas` first writes the translations' schemas from the English ones.
import { checkContent, formatProblems, writeTranslationSchemas } from "../gatsby/content-check"

const strict = process.argv.includes("--strict")
if (process.argv.includes("--write-schemas")) writeTranslationSchemas()

checkContent().then((problems) => {
  if (problems.length > 0) console.error(formatProblems(problems))
  if (problems.some(({ severity }) => strict || severity !== "warning")) process.exitCode = 1
  else console.log("The content files are valid.")
})
