// `npm run serve`: the build in public/ on PORT (9000 by default). gatsby serve reads no environment
// variable, and a default written in the npm script (${PORT:-9000}) is sh's: Windows' cmd.exe would
// hand Gatsby the text itself, and it asks to serve on "port NaN".
import { spawnSync } from "child_process"

const port = process.env.PORT || "9000"
// Gatsby's command-line entry run by this Node, with no shell between, on every system.
const gatsby = require.resolve("gatsby/cli.js")
const args = [gatsby, "serve", "--port", port, ...process.argv.slice(2)]
process.exitCode = spawnSync(process.execPath, args, { stdio: "inherit" }).status ?? 1
