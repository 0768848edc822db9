import path from "path"
import type { GatsbyConfig } from "gatsby"
import * as files from "./gatsby/content/files"
import { sitemapOptions } from "./gatsby/sitemap"
import { PALETTE } from "./src/styles/palette"

/**
 * The files of `dir` that `keep` takes, as gatsby-source-filesystem's nodes of source `name`.
 * `keep` reads a native path: chokidar hands the ignore rule paths with "/", on Windows too.
 */
const source = (name: string, dir: string, keep: (file: string) => boolean) => ({
  resolve: "gatsby-source-filesystem",
  options: { name, path: dir, ignore: [(file: string) => !keep(path.resolve(file))] },
})

/**
 * A translation (<name>.<tag>.json, beside its source) and the termbase have a type of their own,
 * which no query reads: the pages are made from the files as the content check read them
 * (gatsby-node.ts), and their nodes are there so that an edit under develop makes the pages again.
 * The other files' nodes are named after their source (its `name` below): SiteJson, ProductsJson.
 */
const typeName = ({ node }: { node: { base: string; sourceInstanceName: string } }) => {
  if (files.isTranslation(node.base)) return "TranslationJson"
  return node.base === "termbase.json" ? "TermbaseJson" : `${node.sourceInstanceName}Json`
}

const config: GatsbyConfig = {
  graphqlTypegen: { generateOnBuild: true },
  trailingSlash: "never",
  plugins: [
    // The content check: stops the build, and under develop shows a mistake after each save in data/.
    "gatsby-plugin-content-check",
    // Scripts after the first paint, in short startup tasks (plugins/gatsby-plugin-fast-startup).
    // FAST_STARTUP=off builds without it, as the bench's A/B does.
    {
      resolve: "gatsby-plugin-fast-startup",
      options: { enabled: process.env.FAST_STARTUP !== "off" },
    },
    // The content editor at /admin (plugins/gatsby-plugin-admin), configured from data/'s schemas.
    "gatsby-plugin-admin",
    // gatsby-plugin-react-helmet is called from gatsby-ssr.tsx, right after each page is rendered.
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    { resolve: "gatsby-transformer-json", options: { typeName } },
    // The products and their translations, beside them (data/products/<slug>.<tag>.json). A folder
    // inside (a backup, an archive) or a hidden file is not content, as the content check reads it.
    source("Products", files.productsDir, files.isProductContent),
    // site.json, its translations (site.<tag>.json) and the termbase, which places the pages'
    // phrase breaks; from all of data/ so that a translation written under develop shows at once.
    // Under develop a node's change makes the pages again, from the files as they are then;
    // siteMetadata or an import are frozen when develop starts.
    source("Site", files.dataDir, (file) => file === files.dataDir || files.isSiteContent(file)),
    // Home and product pages in every language, each with its alternates. Published as
    // /sitemap.xml after the build (gatsby/sitemap.ts), so no page links the plugin's file names.
    { resolve: "gatsby-plugin-sitemap", options: sitemapOptions },
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        // Its name and description are site.json's, which gatsby-node.ts adds after the build.
        start_url: "/",
        lang: "en",
        display: "standalone",
        background_color: PALETTE.bg,
        theme_color: PALETTE.brand,
        icon: "src/images/icon.png",
        // The Seo component sets theme-color for light and dark.
        theme_color_in_head: false,
      },
    },
  ],
}

export default config
