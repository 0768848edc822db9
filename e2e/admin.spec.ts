// The content editor (/admin) of the production build, as a translator and a maintainer use it on a
// working tree: "Work with Local Repository" asks Chromium's folder picker for the project's folder.
// Playwright cannot drive the native picker, so an init script answers it with a browser-private
// folder (OPFS) holding the project's data/ and a .git; the test reads back what the editor saved,
// and runs the content check on a copy of the project with it.
import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { expect, test, type Locator, type Page } from "@playwright/test"
import { format } from "prettier"
import prettierrc from "../.prettierrc.json"
import { addableProduct } from "../__tests__/add-product"
import { readProducts, translatedLanguages } from "../__tests__/fixtures"
import { translationFile } from "../gatsby/content"
import { EDITOR } from "../src/reserved-paths"
import { copyProject } from "../scripts/copy-project"

const root = path.resolve(__dirname, "..")

// The editor is a large application on a page that does much on each keystroke; a test here types a
// product into it, saves, and runs the content check.
test.setTimeout(240_000)
/** Files by their path from the project's root, in base64. */
type Files = Record<string, string>

/** data/ as the working tree has it. */
function workingTree(): Files {
  const files: Files = {}
  for (const entry of fs.readdirSync(path.join(root, "data"), {
    recursive: true,
    withFileTypes: true,
  })) {
    if (!entry.isFile()) continue
    const file = path.relative(root, path.join(entry.parentPath, entry.name))
    files[file] = fs.readFileSync(path.join(root, file)).toString("base64")
  }
  return files
}

const text = (files: Files, file: string) => Buffer.from(files[file] ?? "", "base64").toString()

/** Opens the editor on the working tree `files`, as the picker would hand it the project's folder. */
async function openProject(page: Page, files: Files): Promise<void> {
  await page.addInitScript((seed: Files) => {
    const showDirectoryPicker = async () => {
      const project = await (
        await navigator.storage.getDirectory()
      ).getDirectoryHandle("project", {
        create: true,
      })
      await project.getDirectoryHandle(".git", { create: true })
      for (const [file, base64] of Object.entries(seed)) {
        const parts = file.split("/")
        let folder = project
        for (const part of parts.slice(0, -1)) {
          folder = await folder.getDirectoryHandle(part, { create: true })
        }
        const handle = await folder.getFileHandle(parts.at(-1) ?? "", { create: true })
        const writable = await handle.createWritable()
        await writable.write(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)))
        await writable.close()
      }
      return project
    }
    Object.assign(window, { showDirectoryPicker })
  }, files)
  await page.goto(EDITOR)
  await page.getByRole("button", { name: "Work with Local Repository" }).click()
}

/**
 * The project's files as the editor has left them; undefined while it is writing one (a file gone
 * between the listing and the reading, its swap file listed, or a file changed while it was read).
 */
function savedTree(page: Page): Promise<Files | undefined> {
  return page.evaluate(async () => {
    const files: Record<string, string> = {}
    const walk = async (folder: FileSystemDirectoryHandle, at: string) => {
      // @ts-expect-error: TypeScript's DOM types lack the handles' async iteration.
      for await (const [name, handle] of folder.entries()) {
        if (name === ".git") continue
        if (name.endsWith(".crswap")) throw new DOMException(name, "NotFoundError")
        if (handle.kind === "directory") await walk(handle, `${at}${name}/`)
        else {
          const bytes = new Uint8Array(await (await handle.getFile()).arrayBuffer())
          files[`${at}${name}`] = btoa(
            Array.from(bytes, (byte) => String.fromCharCode(byte)).join(""),
          )
        }
      }
    }
    try {
      await walk(await (await navigator.storage.getDirectory()).getDirectoryHandle("project"), "")
      return files
    } catch (error) {
      const writing = ["NotFoundError", "NotReadableError"]
      if (error instanceof DOMException && writing.includes(error.name)) return undefined
      throw error
    }
  })
}

/** `npm run check:content` on a copy of the project whose data/ is `files`. */
function checkContent(files: Files): { status: number | null; output: string } {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), "splenworks-editor-"))
  try {
    copyProject(copy, ["data"])
    for (const [file, base64] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true })
      fs.writeFileSync(path.join(copy, file), Buffer.from(base64, "base64"))
    }
    const { status, stdout, stderr } = spawnSync("npm", ["run", "check:content"], {
      cwd: copy,
      encoding: "utf8",
    })
    return { status, output: `${stdout}${stderr}` }
  } finally {
    fs.rmSync(copy, { recursive: true, force: true })
  }
}

/** The editor's pane for a language: "Edit Korean Content", its name in English. */
const pane = (page: Page, tag: string) => {
  const name = new Intl.DisplayNames(["en"], { type: "language" }).of(tag)
  return page.getByRole("group", { name: new RegExp(`^Edit \\W?${name}\\W? Content$`) })
}

/** A field's group in `scope`, by its name: “description” Field. */
const field = (scope: Locator, name: string) =>
  scope.getByRole("group", { name: new RegExp(`^“\\W?${name}\\W?” Field$`) })

test("a translator's edit of a Korean text changes that text alone, and passes the check", async ({
  page,
}) => {
  const [language] = translatedLanguages
  const [product] = readProducts()
  if (!language || !product) throw new Error("no language but English, or no product, in data/")
  const files = workingTree()
  const file = `data/products/${translationFile(product.file, language.tag)}`
  const { description } = JSON.parse(text(files, file)) as { description: string }
  const edited = `${description} (edited)`

  await openProject(page, files)
  await page.getByText(product.name, { exact: true }).click()
  const translation = field(pane(page, language.tag), "description")
  await expect(translation.getByRole("textbox")).toHaveValue(description)
  await translation.getByRole("textbox").fill(edited)
  await page.getByRole("button", { name: "Save" }).click()

  const expected = {
    ...files,
    [file]: Buffer.from(
      text(files, file).replace(JSON.stringify(description), JSON.stringify(edited)),
    ).toString("base64"),
  }
  // Saved once the editor has written the entry's files, every language's, in its own time.
  await expect.poll(() => savedTree(page), { timeout: 30_000 }).toEqual(expected)
  expect(checkContent(expected)).toMatchObject({ status: 0 })
})

/** Enters `value` in the field `name` of `scope` as a maintainer does: typed, picked or uploaded. */
async function enter(page: Page, scope: Locator, name: string, value: unknown, images: Files) {
  const group = field(scope, name).first()
  // The editor draws a long entry's fields as they scroll into view.
  await expect(async () => {
    if (!(await group.count())) await scope.getByRole("group").last().scrollIntoViewIfNeeded()
    expect(await group.count()).toBeGreaterThan(0)
  }).toPass({ timeout: 15_000 })
  if (Array.isArray(value)) {
    const added = group
      .getByRole("group")
      .filter({ has: page.getByRole("button", { name: "Remove" }) })
    for (const [index, item] of value.entries()) {
      await group.getByRole("button", { name: new RegExp(`^Add \\W?${name}\\W?$`) }).click()
      // The new item is drawn after the click returns: until then, last() is the one before it.
      await expect(group.getByRole("button", { name: "Remove" })).toHaveCount(index + 1)
      const fields = typeof item === "object" ? Object.entries(item as object) : [["item", item]]
      for (const [key, entry] of fields) await enter(page, added.last(), key, entry, images)
    }
  } else if (typeof value === "object" && value !== null) {
    for (const [key, entry] of Object.entries(value)) await enter(page, group, key, entry, images)
  } else if (typeof value === "number") {
    await group.getByRole("spinbutton").click()
    await group.getByRole("spinbutton").pressSequentially(String(value))
    await expect(group.getByRole("button", { name: "Increase" })).toBeEnabled()
  } else {
    // A widget is drawn with its field: wait for the field's, then ask which kind it is.
    await expect(
      group
        .getByRole("radiogroup")
        .or(group.getByRole("combobox"))
        .or(group.getByRole("button", { name: "Browse" }))
        .or(group.getByRole("textbox"))
        .first(),
    ).toBeVisible()
    await enterIn(page, group, value, images)
  }
}

/** Enters a single `value` in the drawn field `group`, by its widget's kind. */
async function enterIn(page: Page, group: Locator, value: unknown, images: Files) {
  if (await group.getByRole("radiogroup").count()) {
    await group.getByRole("radio", { name: String(value), exact: true }).check()
  } else if (await group.getByRole("combobox").count()) {
    await group.getByRole("combobox").click()
    await page.getByRole("option", { name: String(value), exact: true }).click()
  } else if (await group.getByRole("button", { name: "Browse" }).count()) {
    const file = path.basename(String(value))
    await group.getByRole("button", { name: "Browse" }).click()
    const dialog = page.getByRole("dialog", { name: "Select Image" })
    const chooser = page.waitForEvent("filechooser")
    await dialog.getByRole("button", { name: "Upload" }).click()
    await (
      await chooser
    ).setFiles({
      name: file,
      mimeType: "image/png",
      buffer: Buffer.from(images[file] ?? "", "base64"),
    })
    await dialog.getByRole("button", { name: "Insert" }).click()
  } else {
    await group.getByRole("textbox").fill(String(value))
  }
}

test("a maintainer's new product is saved with its logo as the data says, and listed as untranslated", async ({
  page,
}) => {
  const fixtures = path.join(root, "__tests__/fixtures/added-product")
  // What a maintainer types: every field but "$schema", which the editor writes itself.
  const { file, $schema, ...product } = addableProduct(
    fixtures,
    path.join(root, "data/products"),
  ) as ReturnType<typeof addableProduct> & { $schema?: string }
  const [logo] = fs.readdirSync(fixtures).filter((name) => !name.endsWith(".json"))
  const images = {
    [path.basename(product.logo)]: fs
      .readFileSync(path.join(fixtures, logo ?? ""))
      .toString("base64"),
  }
  const files = workingTree()

  await openProject(page, files)
  await page.getByRole("button", { name: "Create New Entry" }).click()
  const english = pane(page, "en")
  for (const [name, value] of Object.entries(product)) {
    await enter(page, english, name, value, images)
  }
  await page.getByRole("button", { name: "Save" }).click()

  const source = `data/products/${file}`
  const logoFile = `data/products/${path.basename(product.logo)}`
  const translations = Object.fromEntries(
    translatedLanguages.map(({ tag }) => [
      translationFile(source, tag),
      Buffer.from('{\n  "$schema": "../product.translation.schema.json"\n}\n').toString("base64"),
    ]),
  )
  const names = [...Object.keys(files), source, logoFile, ...Object.keys(translations)]
  // Saved once the editor has written the entry's files, every language's, in its own time.
  let tree: Files | undefined
  await expect
    .poll(async () => Object.keys((tree = await savedTree(page)) ?? {}).sort(), { timeout: 30_000 })
    .toEqual(names.sort())
  const { [source]: saved, ...others } = tree ?? {}
  // The typed values in the schema's order, as Prettier writes them; the logo as uploaded; each
  // translation with its schema alone; nothing else touched.
  const written = Buffer.from(saved ?? "", "base64").toString()
  expect(JSON.stringify(JSON.parse(written))).toBe(
    JSON.stringify({ $schema: "../product.schema.json", ...product }),
  )
  expect(await format(written, { ...prettierrc, parser: "json" })).toBe(written)
  expect(others).toEqual({ ...files, [logoFile]: images[path.basename(logoFile)], ...translations })

  const { status, output } = checkContent({ ...others, [source]: saved ?? "" })
  expect(status).toBe(0)
  // The check's summary: a line per file, naming the languages it is not yet in.
  expect(output).toContain(
    `${source}: not yet in ${translatedLanguages.map(({ tag }) => tag).join(", ")} (`,
  )
})
