import type { GatsbyConfig } from "gatsby"
import { checkContent, formatProblems, productsDir, siteForConfig } from "./gatsby/content-check"
import { PALETTE } from "./src/styles/palette"

// Undefined when data/site.json has a mistake: the content check then stops the build with its message.
const site = siteForConfig()

const config: GatsbyConfig = {
  siteMetadata: {
    ...site,
    buildYear: new Date().getFullYear(),
  },
  graphqlTypegen: { generateOnBuild: true },
  trailingSlash: "never",
  plugins: [
    // The content files' check: stops the build, and under develop shows a mistake after each save.
    {
      resolve: "gatsby-plugin-content-check",
      options: {
        folder: productsDir,
        check: checkContent,
        format: formatProblems,
      },
    },
    // Scripts after the first paint, in short startup tasks (plugins/gatsby-plugin-fast-startup).
    // FAST_STARTUP=off builds without it, as the bench's A/B does.
    {
      resolve: "gatsby-plugin-fast-startup",
      options: { enabled: process.env.FAST_STARTUP !== "off" },
    },
    "gatsby-plugin-react-helmet",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    "gatsby-transformer-json",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "products", path: productsDir },
    },
    {
      // Home and product pages; the plugin itself leaves out the 404 pages. Published as
      // /sitemap.xml after the build (gatsby/sitemap.ts), so no page links the plugin's file names.
      resolve: "gatsby-plugin-sitemap",
      options: { excludes: ["/test/stripe"], createLinkInHead: false },
    },
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: site?.title,
        short_name: site?.title,
        description: site?.tagline,
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
