import type { Site } from "./page-context"

/** Schema.org data for search engines, rendered as JSON-LD by the Seo component. */
export type StructuredData = Record<string, unknown>

/** What the data says of the company. */
type Company = Pick<Site, "title" | "legalName" | "siteUrl" | "links">

/** The company, and the home page at `url`: the company's web site in the page's language. */
export function organization(site: Company, url: string, lang: string): StructuredData {
  const id = `${site.siteUrl}/#organization`
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "Organization",
        "@id": id,
        name: site.title,
        legalName: site.legalName,
        url: site.siteUrl,
        // Written by gatsby-plugin-manifest from the company's mark.
        logo: new URL("/icons/icon-512x512.png", site.siteUrl).href,
        sameAs: site.links.map(({ url }) => url).filter((url) => url.startsWith("https://")),
      },
      { "@type": "WebSite", name: site.title, url, inLanguage: lang, publisher: { "@id": id } },
    ],
  }
}

type App = { name: string; description: string; url: string }

export function softwareApplication(app: App, site: Company, lang: string): StructuredData {
  return {
    "@context": "https://schema.org",
    "@type": "SoftwareApplication",
    name: app.name,
    description: app.description,
    url: app.url,
    inLanguage: lang,
    applicationCategory: "BrowserApplication",
    operatingSystem: "Any (runs in a web browser)",
    publisher: { "@type": "Organization", name: site.title, url: site.siteUrl },
  }
}
