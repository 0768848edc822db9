import React from "react"
import { Helmet } from "react-helmet"
import { useSiteMetadata } from "../hooks/use-site-metadata"

type SeoProps = {
  title: string
  description: string
  /** The page's path, for its canonical URL. */
  path: string
  noindex?: boolean
}

/** Every head tag a page has: title, description, canonical URL, social cards. */
export function Seo({ title, description, path, noindex = false }: SeoProps) {
  const { title: siteName, siteUrl } = useSiteMetadata()
  const url = new URL(path, siteUrl).href

  return (
    <Helmet htmlAttributes={{ lang: "en" }} title={title}>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={siteName} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {noindex ? <meta name="robots" content="noindex, nofollow" /> : null}
    </Helmet>
  )
}
