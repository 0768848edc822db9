import React from "react"
import { Helmet } from "react-helmet"
import { useSiteData } from "../hooks/use-site-data"
import { SOCIAL_CARD_SIZE, socialCardPath } from "../social-card"
import type { StructuredData } from "../structured-data"
import { PALETTE } from "../styles/palette"

/** The page background in each colour scheme, for the browser's UI around the page. */
const THEME_COLORS = { light: PALETTE.bg, dark: PALETTE.bgDark }

type SeoProps = {
  title: string
  description: string
  /** The page's path, for its canonical URL. */
  path: string
  /** The page's social card; the site's own card when left out. */
  image?: { path: string; alt: string }
  structuredData?: StructuredData
  noindex?: boolean
}

/** Every head tag a page has: title, description, canonical URL, social cards, JSON-LD. */
export function Seo({
  title,
  description,
  path,
  image,
  structuredData,
  noindex = false,
}: SeoProps) {
  const site = useSiteData()
  if (!site) return null
  const { title: siteName, tagline, siteUrl } = site
  const url = new URL(path, siteUrl).href
  const card = image ?? { path: socialCardPath("/"), alt: `${siteName}: ${tagline}` }
  const cardUrl = new URL(card.path, siteUrl).href

  return (
    <Helmet htmlAttributes={{ lang: "en" }} title={title}>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {Object.entries(THEME_COLORS).map(([scheme, color]) => (
        <meta
          key={scheme}
          name="theme-color"
          media={`(prefers-color-scheme: ${scheme})`}
          content={color}
        />
      ))}
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:image" content={cardUrl} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(SOCIAL_CARD_SIZE.width)} />
      <meta property="og:image:height" content={String(SOCIAL_CARD_SIZE.height)} />
      <meta property="og:image:alt" content={card.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={cardUrl} />
      <meta name="twitter:image:alt" content={card.alt} />
      {noindex ? <meta name="robots" content="noindex, nofollow" /> : null}
      {structuredData ? (
        // "<" escaped so that no string in the data can close the script element.
        <script type="application/ld+json">
          {JSON.stringify(structuredData).replace(/</g, "\\u003c")}
        </script>
      ) : null}
    </Helmet>
  )
}
