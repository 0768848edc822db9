// `npm run check:content`: the build's content check alone, in a second or two. Untranslated texts
// are listed as warnings; only errors fail it.
import { checkContent, formatProblems } from "../gatsby/content-check"

checkContent().then((problems) => {
  if (problems.length > 0) console.error(formatProblems(problems))
  if (problems.some(({ severity }) => severity !== "warning")) process.exitCode = 1
  else console.log("The content files are valid.")
})
