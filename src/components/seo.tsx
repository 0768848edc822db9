import React from "react"
import { Helmet } from "react-helmet"
import { LANGUAGES, SOURCE_LANGUAGE, language, pathIn } from "../languages"
import { usePageContext } from "../page-context"
import { SOCIAL_CARD_SIZE, socialCardPath } from "../social-card"
import type { StructuredData } from "../structured-data"
import { PALETTE } from "../styles/palette"
import { plain, type PageText } from "../text"

/** The page background in each colour scheme, for the browser's UI around the page. */
const THEME_COLORS = { light: PALETTE.bg, dark: PALETTE.bgDark }

type SeoProps = {
  title: PageText
  description: PageText
  /** The page's path, for its canonical URL. */
  path: string
  /** The page's social card; the site's own card in the page's language when left out. */
  image?: { path: string; alt: string }
  structuredData?: StructuredData
  noindex?: boolean
}

/**
 * Every head tag a page has: language, title, description, canonical URL and the page in the other
 * languages (on a page with a source path in its context), social cards, JSON-LD.
 */
export function Seo({
  title,
  description,
  path,
  image,
  structuredData,
  noindex = false,
}: SeoProps) {
  const { lang, site, texts, sourcePath } = usePageContext()
  const { title: siteName, siteUrl } = site
  const url = new URL(path, siteUrl).href
  const card = image ?? {
    path: socialCardPath(pathIn(lang, "/")),
    alt: `${siteName}: ${plain(texts.tagline)}`,
  }
  const cardUrl = new URL(card.path, siteUrl).href
  const [pageTitle, pageDescription] = [plain(title), plain(description)]
  const alternates = sourcePath === undefined ? [] : LANGUAGES
  const absolute = (tag: string) => new URL(pathIn(tag, sourcePath ?? "/"), siteUrl).href

  return (
    <Helmet htmlAttributes={{ lang }} title={pageTitle}>
      <meta name="description" content={pageDescription} />
      <link rel="canonical" href={url} />
      {alternates.map(({ tag }) => (
        <link key={tag} rel="alternate" hrefLang={tag} href={absolute(tag)} />
      ))}
      {sourcePath === undefined ? null : (
        <link rel="alternate" hrefLang="x-default" href={absolute(SOURCE_LANGUAGE.tag)} />
      )}
      {Object.entries(THEME_COLORS).map(([scheme, color]) => (
        <meta
          key={scheme}
          name="theme-color"
          media={`(prefers-color-scheme: ${scheme})`}
          content={color}
        />
      ))}
      <meta property="og:title" content={pageTitle} />
      <meta property="og:description" content={pageDescription} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:locale" content={language(lang).locale} />
      {alternates
        .filter(({ tag }) => tag !== lang)
        .map(({ tag, locale }) => (
          <meta key={tag} property="og:locale:alternate" content={locale} />
        ))}
      <meta property="og:image" content={cardUrl} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(SOCIAL_CARD_SIZE.width)} />
      <meta property="og:image:height" content={String(SOCIAL_CARD_SIZE.height)} />
      <meta property="og:image:alt" content={card.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={pageTitle} />
      <meta name="twitter:description" content={pageDescription} />
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
