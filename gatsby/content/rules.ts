// What a schema cannot say: site.json's accent starts its title; a product's values are unique
// across files, its address is not one the site, the build or a host owns, and its logo is an image
// the build can read.
import { readdirSync } from "fs"
import path from "path"
import sharp from "sharp"
import { EDITOR, RESERVED_PATHS } from "../../src/reserved-paths"
import { escapeRegExp } from "./localize"
import { WRITTEN_TWICE, fieldName, problemAt, quote } from "./problems"
import type { ContentFile } from "./read-file"

/** Every file here is a page of the site (Gatsby's convention), so no product may take its path. */
const pagesDir = path.join(__dirname, "../../src/pages")
/** A logo's least width and height, as product.schema.json and data/README.md ask. */
const LOGO_SIZE = 512

export function checkTitleAccent(site: ContentFile) {
  const { title, titleAccent } = site.json ?? {}
  // A value that is not text is the schema's to report.
  if (typeof title !== "string" || typeof titleAccent !== "string") return
  const message = `must be the start of title, ${quote(title)}, got ${quote(titleAccent)}`
  if (!title.startsWith(titleAccent)) site.problems.push(problemAt(site, "/titleAccent", message))
}

/** A product's addresses not reserved, and its logo an image file beside it that sharp reads. */
export async function checkProductFile(product: ContentFile) {
  for (const [, pointer, address] of addressesOf(product)) {
    const owner = typeof address === "string" && reservedBy(address)
    if (!owner) continue
    const reserved = problemAt(product, pointer, `must not be ${quote(address)}, which ${owner}`)
    // Who owns the address says more than the pattern, which a reserved address may also break.
    product.problems = product.problems.filter(
      ({ field, message }) => field !== reserved.field || message === WRITTEN_TWICE,
    )
    product.problems.push(reserved)
  }
  const { logo } = product.json ?? {}
  if (typeof logo !== "string" || product.problems.some(({ field }) => field === "logo")) return
  const got = `got ${quote(logo)}`
  const folder = path.dirname(product.file)
  const names = readdirSync(folder)
  // macOS and Windows find a file whose name differs in case; the build's host does not.
  const other = names.find((name) => name.toLowerCase() === path.basename(logo).toLowerCase())
  const only = other ? ` (only ${quote(other)}: a name must match in case too)` : ""
  const mistake = !names.includes(path.basename(logo))
    ? `must be an image file beside this one, ${got}, which does not exist${only}`
    : await sharp(path.join(folder, logo))
        // Decoded whole, as the build will: a file cut short has a header that reads well.
        .toBuffer({ resolveWithObject: true })
        .then(({ info: { width, height } }) =>
          width === height && width >= LOGO_SIZE
            ? ""
            : `must be a square image of ${LOGO_SIZE} × ${LOGO_SIZE} pixels or more, ${got}, which is ${width} × ${height} pixels`,
        )
        .catch(({ message }) => `must be an image the build can read, ${got}: ${message}`)
  if (mistake) product.problems.push(problemAt(product, "/logo", mistake))
}

/** A value of a file, and who has it: the file's name, or a language's number. */
type Entry = [content: ContentFile, pointer: string, value: unknown, owner: string]

/** A product's page address and its previous ones, as entries of its file. */
export function addressesOf(product: ContentFile): Entry[] {
  const { json, file } = product
  const previous: unknown[] = Array.isArray(json?.previousUrls) ? json.previousUrls : []
  const previousAt = previous.map((url, i): Entry => [product, `/previousUrls/${i}`, url, file])
  return [[product, "/productUrl", json?.productUrl, file], ...previousAt]
}

/**
 * "must be unique" at every entry whose value another has, naming the others (a field of its own
 * file by its name): whichever file is the new one, both say where to look.
 */
export function duplicates(entries: Entry[]) {
  return entries.flatMap(([content, pointer, value, owner], index) => {
    const others = entries.filter(([, , other], i) => i !== index && other === value)
    if (value === undefined || others.length === 0) return []
    const named = others.map(([, at, , name]) => (name === owner ? `its ${fieldName(at)}` : name))
    const message = `must be unique, got ${quote(value)}, also used by ${named.join(", ")}`
    return [problemAt(content, pointer, message)]
  })
}

/** What owns this address, when a page of the site (src/pages), the build, Gatsby or a host does. */
export function reservedBy(address: string, languagePrefixes = true): string | undefined {
  const page = RegExp(`^${escapeRegExp(address.slice(1))}(/index)?\\.[jt]sx?$`, "i")
  const pages = readdirSync(pagesDir, { recursive: true, encoding: "utf8" })
  const made = pages.find((file) => page.test(file.split(path.sep).join("/")))
  if (made) return `is the page src/pages/${made} makes`
  // Netlify's rule for the editor's headers, /admin/*, matches every path that starts with /admin.
  const editor = { path: `${EDITOR}*`, owner: "the content editor uses", language: undefined }
  return [...RESERVED_PATHS, editor].find(({ path: reserved, language }) => {
    const glob = RegExp(`^${escapeRegExp(reserved).replace(/\\\*/g, ".*")}(/.*)?$`, "i")
    return (languagePrefixes || !language) && glob.test(address)
  })?.owner
}
