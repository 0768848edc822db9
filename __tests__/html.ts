// The one way the tests read built HTML, in Jest and in Playwright: jsdom's parser, as a browser
// parses the page, with none of its scripts run and nothing loaded.
import fs from "fs"
import path from "path"
import { JSDOM } from "jsdom"

export function parseHtml(html: string): Document {
  return new JSDOM(html).window.document
}

/** A page of a build folder, e.g. `index.html` or `splensheet/index.html`. */
export function readBuiltPage(publicDir: string, file: string): Document {
  return parseHtml(fs.readFileSync(path.join(publicDir, file), "utf8"))
}
