// `tsx scripts/ensure.ts chromium nginx …`: what a test command needs, before it runs. On Debian as
// root (as on CI) a missing tool is installed with apt-get; anywhere else the run stops with one line
// naming what to install.
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import { onPath, tools, type ToolName } from "./tools"

/** Stops the run with one line, never a stack trace. */
function stop(line: string): never {
  console.error(line)
  process.exit(1)
}

const asked = process.argv.slice(2) as ToolName[]
const unknown = asked.filter((name) => !Object.hasOwn(tools, name))
if (unknown.length) stop(`Unknown tools: ${unknown.join(", ")}.`)
const names = asked.filter(
  (name) => (tools[name].platform ?? process.platform) === process.platform,
)

const missing = () => {
  try {
    return names.filter((name) => !tools[name].find())
  } catch (error) {
    return stop(`${(error as Error).message}.`)
  }
}

// Debian itself: its derivatives (Ubuntu) name some of these packages otherwise.
const debian = () => /^ID="?debian"?$/m.test(fs.readFileSync("/etc/os-release", "utf8"))
const debianRoot = () =>
  process.getuid?.() === 0 && fs.existsSync("/etc/os-release") && debian() && onPath("apt-get")
if (missing().length && debianRoot()) {
  const packages = missing().flatMap((name) => tools[name].debian)
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" }
  const apt = (...args: string[]) =>
    spawnSync("apt-get", ["-qq", ...args], { stdio: "inherit", env })
  // A failed install (no network) ends with the line below too.
  if (apt("update").status === 0) apt("install", "-y", ...packages)
}

const stillMissing = missing()
if (stillMissing.length) {
  stop(`Missing ${stillMissing.map((name) => `${name} (${tools[name].install})`).join("; ")}.`)
}
