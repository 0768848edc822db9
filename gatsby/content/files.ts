// Where data/'s files are, and which files are content: the rules the build's sources, the check
// and the editor share.
import { readdirSync } from "fs"
import path from "path"

export const dataDir = path.join(__dirname, "../../data")
export const productsDir = path.join(dataDir, "products")
export const siteFile = path.join(dataDir, "site.json")
const termbaseFile = path.join(dataDir, "termbase.json")
export const languagesFile = path.join(dataDir, "languages.json")

/** A content file's translation, beside it: data/site.ko.json, data/products/splensheet.ko.json. */
export const translationFile = (source: string, tag: string) =>
  source.replace(/\.json$/, `.${tag}.json`)

/** Whether a JSON file is a translation (<name>.<tag>.json), not a source or a schema. */
export const isTranslation = (file: string) =>
  /^[^.]+\.[^.]+\.json$/.test(path.basename(file)) && !file.endsWith(".schema.json")
/** A hidden file, such as Emacs's lock .#splensheet.json: not content, and the build skips it. */
const isHidden = (file: string) => path.basename(file).startsWith(".")
/** The content the build sources from data/ itself: site.json, its translations, the termbase. */
export const isSiteContent = (file: string) =>
  [siteFile, termbaseFile].includes(file) ||
  (path.dirname(file) === dataDir && isTranslation(file) && path.basename(file).startsWith("site."))
/**
 * The content the build sources from data/products: the folder and its files, not a hidden one nor
 * a folder inside it (a backup).
 */
export const isProductContent = (file: string) =>
  [file, path.dirname(file)].includes(productsDir) && !isHidden(file)
/** The files the pages are made from: a mistake in any other (admin.json) leaves them as they are. */
export const isPageContent = (file: string) =>
  [isSiteContent, isProductContent].some((is) => is(file)) || file === languagesFile
/** The product files of a products folder (data/products), sorted: its JSON files but translations. */
export const productFileNames = (dir = productsDir) =>
  readdirSync(dir)
    .filter((name) => name.endsWith(".json") && !isHidden(name) && !isTranslation(name))
    .sort()
/** A path relative to the project, as problems name their files. */
export const relative = (absolute: string) => path.relative(process.cwd(), absolute)
