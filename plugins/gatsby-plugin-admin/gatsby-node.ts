import { rmSync } from "fs"
import path from "path"
import type { GatsbyNode, PluginOptions } from "gatsby"
import { writeEditor } from "./build"

interface Options extends PluginOptions {
  /** The editor's address, and its folder in public/: "/admin". */
  path: string
  /** The editor's configuration (Sveltia CMS's), read again for each build and under develop. */
  config: () => { app_title?: string }
}

export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  Joi.object({
    path: Joi.string()
      .pattern(/^\/[a-z0-9-]+$/)
      .required(),
    config: Joi.function().required(),
  })

/**
 * A previous build's editor out of public/ first: the plugins that rewrite every page of the build
 * after it (gatsby-plugin-fast-startup) must not take it for one. This plugin comes after them.
 */
export const onPreBuild: GatsbyNode["onPreBuild"] = (_, options) => {
  rmSync(path.join("public", (options as Options).path), { recursive: true, force: true })
}

/** The editor in public/<path>/, beside the site, linked from none of its pages. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async (_, options) => {
  const { path: urlPath, config } = options as Options
  await writeEditor(path.join("public", urlPath), urlPath, config())
}

/** What the handler uses of express's request and response, which Gatsby leaves untyped. */
interface Request {
  path: string
}
interface Response {
  json(body: unknown): void
  sendFile(file: string, done: (error?: Error) => void): void
  sendStatus(status: number): void
}

/**
 * Under develop, the editor at the same address, built when it is first asked for (its
 * configuration again at each load, so a schema's change shows on a reload), to edit the working
 * tree through the browser's folder picker while develop shows the site.
 */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }, options) => {
  const { path: urlPath, config: configure } = options as Options
  const dir = path.resolve(".cache", "admin")
  let built: Promise<void> | undefined
  app.get(new RegExp(`^${urlPath}(/.*)?$`), async (request: Request, response: Response) => {
    const config = configure()
    // A failed build is tried again at the next request, not kept until develop restarts.
    built ??= writeEditor(dir, urlPath, config).catch((error: unknown) => {
      built = undefined
      throw error
    })
    await built
    // Normalized from the root, the path cannot climb out of the folder.
    const file = path.posix.normalize(`/${request.path.slice(urlPath.length)}`).slice(1)
    if (file === "config.json") return response.json(config)
    // Express types each file by its extension, the editor's page included.
    response.sendFile(path.join(dir, file || "index.html"), (error) => {
      if (error) response.sendStatus(404)
    })
  })
}
