/**
 * The addresses no product page may take: what the build writes into public/, what Gatsby routes and
 * what the hosts route. The content check refuses a product's address (productUrl, previousUrls) at
 * or below any of them (a `*` matches any characters), and the site's own pages, which it reads from
 * src/pages. The names the build chooses itself are the constants below, which the build reads, so
 * a new output added here is reserved with it; the rest are Gatsby's, its plugins' and the hosts' own
 * names.
 */

import { LANGUAGES } from "./languages"

/** The social cards' folder (src/social-card.ts). */
export const SOCIAL_CARDS = "/og"
/** The sitemap crawlers look for (gatsby/sitemap.ts). */
export const SITEMAP = "/sitemap.xml"
export const ROBOTS = "/robots.txt"
/** Gatsby's hashed assets, served as immutable (gatsby/hosting/headers.ts). */
export const STATIC = "/static"
/**
 * The content editor (plugins/gatsby-plugin-admin): its page and its files. The content check (gatsby/content)
 * reserves it, out of the list below, which the site's pages carry.
 */
export const EDITOR = "/admin"

interface ReservedPath {
  path: string
  /** Completes "productUrl must not be <path>, which …" (or "previousUrls item 1 …"). */
  owner: string
  /** Set on a language's prefix (data/languages.json). */
  language?: string
}

export const RESERVED_PATHS: readonly ReservedPath[] = [
  // Every page in another language than English is under its prefix.
  ...LANGUAGES.filter(({ prefix }) => prefix).map(({ tag, prefix, name }) => ({
    path: `/${prefix}`,
    owner: `the site uses for its pages in ${name}`,
    language: tag,
  })),
  // Written by the build into public/
  { path: STATIC, owner: "the build uses for hashed assets" },
  { path: "/page-data", owner: "Gatsby uses for every page's data" },
  { path: "/_gatsby", owner: "Gatsby uses for its slices" },
  { path: "/~partytown", owner: "Gatsby uses for Partytown's scripts" },
  { path: "/*.js*", owner: "webpack uses for the site's scripts" },
  { path: "/*.css", owner: "webpack uses for the site's styles" },
  { path: "/chunk-map.json", owner: "Gatsby writes for its chunk map" },
  { path: "/webpack.stats.json", owner: "Gatsby writes for webpack's statistics" },
  { path: "/404.html", owner: "the hosts serve for addresses the site does not have" },
  { path: SOCIAL_CARDS, owner: "the build uses for the social cards" },
  { path: SITEMAP, owner: "the build writes for crawlers" },
  { path: "/sitemap-*", owner: "gatsby-plugin-sitemap writes for crawlers" },
  { path: ROBOTS, owner: "the build writes for crawlers" },
  { path: "/manifest.webmanifest", owner: "gatsby-plugin-manifest writes for installing the site" },
  { path: "/icons", owner: "gatsby-plugin-manifest uses for the site's icons" },
  { path: "/favicon-*", owner: "gatsby-plugin-manifest writes for the browser tab's icon" },
  { path: "/_headers", owner: "the build writes for Netlify's response headers" },
  { path: "/_redirects", owner: "the build writes for Netlify's redirects and not-found answers" },
  {
    path: "/vercel.json",
    owner: "the build writes for Vercel's headers, redirects and not-found answers",
  },
  // Routed by Gatsby
  { path: "/__*", owner: "Gatsby routes under develop (/___graphql, /__refresh, ...)" },
  { path: "/dev-404-page", owner: "Gatsby shows under develop for unknown addresses" },
  { path: "/socket.io", owner: "Gatsby's develop server uses for live updates" },
  { path: "/api", owner: "Gatsby Functions and Vercel route to serverless functions" },
  // Routed by the hosts
  { path: "/.netlify", owner: "Netlify routes to its functions and services" },
  { path: "/_vercel", owner: "Vercel routes to its services" },
  {
    path: "/.well-known",
    owner: "browsers and hosts read for site-wide files (security.txt, ...)",
  },
]
