// `npm run check:content`: the build's content check alone, in a second or two. Untranslated texts
// and terms the termbase renders otherwise are warnings, summed up per file (`-- --verbose` lists
// each one); only errors fail it, or warnings too with `-- --strict` (a release gate).
// `-- --write-schemas` first writes the translations' schemas, for editors, from the English ones; a
// test holds the committed ones equal to these.
import { writeFileSync } from "fs"
import path from "path"
import { checkContent, dataDir, formatProblems, TRANSLATED } from "../gatsby/content"

const flags = process.argv.slice(2)
if (flags.includes("--write-schemas")) {
  for (const [kind, schema] of Object.entries(TRANSLATED)) {
    const json = `${JSON.stringify(schema, null, 2)}\n`
    writeFileSync(path.join(dataDir, `${kind}.translation.schema.json`), json)
  }
}

checkContent().then((problems) => {
  if (problems.length > 0) console.error(formatProblems(problems, flags.includes("--verbose")))
  if (problems.some(({ warning }) => flags.includes("--strict") || !warning)) process.exitCode = 1
  else console.log("The content files are valid.")
})
