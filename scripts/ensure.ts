// `tsx scripts/ensure.ts chromium nginx …`: what a test command needs, before it runs. On Debian as
// root (as on CI) a missing tool is installed with apt-get; anywhere else the run stops with one line
// naming what to install.
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import { onPath, tools } from "./tools"
import type { ToolName } from "./tools"

const names = process.argv.slice(2) as ToolName[]
const unknown = names.filter((name) => !(name in tools))
if (unknown.length) throw new Error(`unknown tools: ${unknown.join(", ")}`)

const missing = () => names.filter((name) => !tools[name].find())

const debianRoot =
  fs.existsSync("/etc/debian_version") && onPath("apt-get") && process.getuid?.() === 0
if (missing().length && debianRoot) {
  const packages = missing().flatMap((name) => tools[name].debian)
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" }
  const apt = (...args: string[]) =>
    spawnSync("apt-get", ["-qq", ...args], { stdio: "inherit", env })
  // A failed install (no network) ends with the line below too.
  if (apt("update").status === 0) apt("install", "-y", ...packages)
}

const stillMissing = missing()
if (stillMissing.length) {
  console.error(
    `Missing ${stillMissing.map((name) => `${name} (${tools[name].install})`).join("; ")}.`,
  )
  process.exit(1)
}
