// `npm run check:content`: the build's content check alone, in a second or two. Untranslated texts
// and terms the termbase renders otherwise are warnings, summed up per file (`-- --verbose` lists
// each one); only errors fail it, or warnings too with `-- --strict` (a release gate).
// `-- --write-schemas` first writes the translations' schemas from the English ones.
import { checkContent, formatProblems, writeTranslationSchemas } from "../gatsby/content-check"

const flags = process.argv.slice(2)
if (flags.includes("--write-schemas")) writeTranslationSchemas()

checkContent().then((problems) => {
  if (problems.length > 0) console.error(formatProblems(problems, flags.includes("--verbose")))
  if (problems.some(({ warning }) => flags.includes("--strict") || !warning)) process.exitCode = 1
  else console.log("The content files are valid.")
})
