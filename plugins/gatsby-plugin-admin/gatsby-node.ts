// The content editor of gatsby/editor/ in the build and under develop.
import path from "path"
import type { GatsbyNode } from "gatsby"
import { writeEditor } from "../../gatsby/editor/build"
import { currentContent } from "../../gatsby/content"
import { editorConfig } from "../../gatsby/editor/config"
import { EDITOR } from "../../src/reserved-paths"

/** The configuration from data/ as the content module read it: none while admin.json has a mistake. */
async function config() {
  const { editor } = await currentContent()
  if (!editor)
    throw new Error("data/admin.json or site.json has a mistake (the content check names it)")
  return editorConfig(editor)
}

/** The editor in public/admin/, beside the site, linked from none of its pages. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async () =>
  writeEditor(path.join("public", EDITOR), await config())

/** What the handler uses of express's response, which Gatsby leaves untyped. */
interface Response {
  headersSent: boolean
  json(body: unknown): void
  sendFile(file: string, options: { root: string }, done: (error?: Error) => void): void
  sendStatus(status: number): void
}

/**
 * Under develop, the editor at the same address, built when it is first asked for (its
 * configuration again at each load, so a schema's change shows on a reload), to edit the working
 * tree through the browser's folder picker while develop shows the site.
 */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app, reporter }) => {
  const dir = path.resolve(".cache/admin")
  let built: Promise<void> | undefined
  const paths = new RegExp(`^${EDITOR}(/.*)?$`)
  app.get(paths, async (request: { path: string }, response: Response) => {
    const file = request.path.slice(EDITOR.length + 1) || "index.html"
    try {
      if (file === "config.json") return response.json(await config())
      if (!built) {
        built = config().then((editor) => writeEditor(dir, editor))
        // A failed build is tried again at the next request, not kept until develop restarts.
        built.catch(() => (built = undefined))
      }
      await built
    } catch (error) {
      // Express 4 leaves a handler's rejection unhandled, and develop stops at one: a file of data/
      // cut short (the content check names it) or a failed build answers 500, and develop goes on.
      const why = error instanceof Error ? error.message : String(error)
      reporter.error(`The content editor at ${EDITOR} could not be made: ${why}`)
      return response.sendStatus(500)
    }
    // Express types each file by its extension, and refuses a path that climbs out of `root`. A
    // visitor who leaves mid-file has had the headers already: a second answer would throw.
    response.sendFile(file, { root: dir }, (error) => {
      if (error && !response.headersSent) response.sendStatus(404)
    })
  })
}
