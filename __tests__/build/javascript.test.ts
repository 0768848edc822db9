// The JavaScript a first visit to each page loads (React DOM's entry, the app and the page's chunk),
// gzip, counted from the build's files: a budget of bytes, the same on any machine.
import fs from "fs"
import path from "path"
import { gzipSync } from "zlib"
import {
  REACT_DOM_ENTRY,
  type Stats,
} from "../../plugins/gatsby-plugin-fast-startup/scripts-after-paint"

/** 90 KB, 1 KB = 1000 bytes (docs/performance.md). */
const BUDGET = 90_000
const publicDir = path.join(__dirname, "..", "..", "public")
const read = (file: string) => fs.readFileSync(path.join(publicDir, file))

const { namedChunkGroups } = JSON.parse(read("webpack.stats.json").toString()) as Stats
const pages = (fs.readdirSync(path.join(publicDir, "page-data"), { recursive: true }) as string[])
  .filter((file) => file.endsWith("page-data.json"))
  .map((file) => JSON.parse(read(path.join("page-data", file)).toString()) as PageData)
type PageData = { path: string; componentChunkName: string }

test.each(pages)("$path loads at most 90 KB of JavaScript first", ({ componentChunkName }) => {
  const files = new Set(
    [REACT_DOM_ENTRY, "app", componentChunkName]
      .flatMap((group) => namedChunkGroups?.[group]?.assets ?? [])
      .map(({ name }) => name)
      .filter((name) => name.endsWith(".js")),
  )
  expect(files.size).toBeGreaterThan(2)
  const bytes = [...files].reduce((sum, file) => sum + gzipSync(read(file)).length, 0)
  expect(bytes).toBeLessThanOrEqual(BUDGET)
})
