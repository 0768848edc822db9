// A production build of the test content (e2e/test-content/data), in a copy of the project whose
// data/ it replaces, as a maintainer's change would, with no change to the code. The content is
// written out for the tests and shows what real content can do: a long name in wide letters, an app
// in English only, a page that moved (previousUrls), every language. The pixel snapshots picture this
// build, so an edit of the real data/ retakes no picture; and what the data drives (the spec's pages,
// each language, the layout, the hosts' answers, the build checks) runs on content the code was never
// tuned to.
import { spawn } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { stripVTControlCharacters } from "util"
import { expect, test } from "@playwright/test"
import { baseURL, nginxURL } from "../../playwright.config"
import { readProducts, translatedLanguages } from "../../__tests__/fixtures"
import { readBuiltPage } from "../../__tests__/html"
import { translationFile } from "../../gatsby/content"
import { copyProject } from "../../scripts/copy-project"
import { keepOutputIfFailed } from "../browser"

const root = path.resolve(__dirname, "../..")
const testContent = path.join(__dirname, "data")
const copy = path.join(os.tmpdir(), `splenworks-test-content-${process.pid}`)
const products = path.join(copy, "data", "products")
const pictures = "e2e/visual/snapshots"
/** The copy is served beside the project's own browser suite, on the next ports. */
const ports = {
  PORT: String(Number(new URL(baseURL).port) + 1),
  NGINX_PORT: String(Number(new URL(nginxURL).port) + 1),
}

/** Everything the commands printed, for a failure's report. */
let output = ""

/**
 * Runs a command in the copy; by default a non-zero exit fails the test. Resolves with its exit
 * status and what it printed, colours removed.
 */
function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  mustPass = true,
): Promise<{ status: number | null; output: string }> {
  output += `\n[test content] ${command} ${args.join(" ")}\n`
  const child = spawn(command, args, { cwd: copy, env: { ...process.env, ...env } })
  let printed = ""
  const record = (chunk: Buffer) => {
    const text = stripVTControlCharacters(chunk.toString())
    printed += text
    output += text
  }
  child.stdout.on("data", record)
  child.stderr.on("data", record)
  return new Promise((resolve, reject) => {
    child.on("error", reject)
    child.on("close", (status) => {
      if (mustPass && status !== 0)
        reject(new Error(`${command} ${args.join(" ")} exited ${status}`))
      else resolve({ status, output: printed })
    })
  })
}

/** The copy's data/ with the test content's files in place of the real content; schemas stay. */
function useTestContent(): void {
  const data = path.join(copy, "data")
  for (const entry of fs.readdirSync(data)) {
    if (!entry.endsWith(".schema.json") && entry !== "admin.json" && entry !== "README.md") {
      fs.rmSync(path.join(data, entry), { recursive: true })
    }
  }
  fs.cpSync(testContent, data, { recursive: true })
  // A copy of a product file and its logo, kept by an editor in a folder: no page is made from it.
  const [kept] = readProducts(products)
  if (!kept) throw new Error(`no product files in ${testContent}`)
  fs.mkdirSync(path.join(products, "backup"))
  for (const file of [kept.file, path.basename(kept.logo)]) {
    fs.copyFileSync(path.join(products, file), path.join(products, "backup", file))
  }
}

// A failure keeps the commands' output, and the copy's test results (the pictures' diffs among
// them) in this test's, which CI keeps; the copy itself stays, to look into.
test.afterEach(async () => {
  const testInfo = test.info()
  if (await keepOutputIfFailed("commands", output)) {
    const results = path.join(copy, "test-results")
    if (fs.existsSync(results)) fs.cpSync(results, testInfo.outputPath("copy"), { recursive: true })
  } else fs.rmSync(copy, { recursive: true, force: true })
})

test("the test content's build passes what the data drives, and looks as its pictures", async () => {
  // A build, the build checks and a hundred browser tests, on a shared machine.
  test.setTimeout(15 * 60_000)
  copyProject(copy)
  useTestContent()
  const englishOnly = readProducts(products)
    .map(({ file }) => file)
    .filter((file) =>
      translatedLanguages.every(
        ({ tag }) => !fs.existsSync(translationFile(path.join(products, file), tag)),
      ),
    )
  expect(englishOnly, "the test content's products in English only").not.toEqual([])

  await test.step("check:content --strict stops at a product in English only", async () => {
    await run("npm", ["run", "check:content"])
    const strict = await run("npm", ["run", "check:content", "--", "--strict"], {}, false)
    expect(strict.status).not.toBe(0)
    for (const file of englishOnly) expect(strict.output).toContain(file)
  })
  await test.step("the build, which lists the English-only product as not translated yet", async () => {
    const build = await run("npm", ["run", "build"])
    // Gatsby's reporter wraps long lines where there is no terminal.
    const printed = build.output.replace(/\s+/g, " ")
    for (const file of englishOnly) {
      for (const { tag } of translatedLanguages) {
        expect(printed).toMatch(new RegExp(`data/products/${file}: not yet in [^(]*\\b${tag}\\b`))
      }
    }
  })
  await test.step("the home page lists each product file once, and no copy kept in a folder", () => {
    const home = readBuiltPage(path.join(copy, "public"), "index.html")
    const cards = [...home.querySelectorAll("main article")].map((card) =>
      card.querySelector("a[href^='/']")?.getAttribute("href"),
    )
    expect(cards).toEqual(readProducts(products).map(({ productUrl }) => productUrl))
  })
  // The pictures are compared as CI does, or retaken when this run was asked to
  // (`npm run pictures -- --update-snapshots`), and then brought back into the project.
  const update = test.info().config.updateSnapshots
  // Each runs to its end, so that a failure leaves no command running.
  const results = await Promise.allSettled([
    test.step("the build checks", () => run("npx", ["jest", "-c", "jest.build.config.js"])),
    test.step("the spec's pages, each language, the layout, the hosts' answers, the pictures", () =>
      run(
        "npx",
        [
          "playwright",
          "test",
          "--project=chromium",
          "--project=hosting",
          "--project=visual",
          `--update-snapshots=${update}`,
          "e2e/routes.spec.ts",
          "e2e/languages.spec.ts",
          "e2e/layout.spec.ts",
          "e2e/hosting/http.spec.ts",
          "e2e/visual/",
        ],
        { ...ports, TEST_CONTENT: "1" },
      )),
  ])
  if (update !== "none") {
    fs.cpSync(path.join(copy, pictures), path.join(root, pictures), { recursive: true })
  }
  for (const result of results) if (result.status === "rejected") throw result.reason
})
