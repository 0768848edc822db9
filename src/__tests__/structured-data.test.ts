import { BUILD_YEAR, footerLinks, products, site } from "../../__tests__/fixtures"
import { organization, softwareApplication } from "../structured-data"

const metadata = { ...site, buildYear: BUILD_YEAR }

it("describes the company, with the footer's web profiles as sameAs, and its site in the page's language", () => {
  const home = `${site.siteUrl}/ko`
  expect(organization(metadata, home, "ko")).toEqual({
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "Organization",
        "@id": `${site.siteUrl}/#organization`,
        name: site.title,
        legalName: site.legalName,
        url: site.siteUrl,
        logo: `${site.siteUrl}/icons/icon-512x512.png`,
        sameAs: footerLinks.filter((url) => !url.startsWith("mailto:")),
      },
      {
        "@type": "WebSite",
        name: site.title,
        url: home,
        inLanguage: "ko",
        publisher: { "@id": `${site.siteUrl}/#organization` },
      },
    ],
  })
})

it.each(products)(
  "describes $name as a SoftwareApplication that runs in the browser, in the page's language",
  (product) => {
    const app = { name: product.name, description: product.description, url: product.url }
    expect(softwareApplication(app, metadata, "ja")).toMatchObject({
      "@context": "https://schema.org",
      "@type": "SoftwareApplication",
      ...app,
      inLanguage: "ja",
      applicationCategory: "BrowserApplication",
      operatingSystem: "Any (runs in a web browser)",
      publisher: { "@type": "Organization", name: site.title, url: site.siteUrl },
    })
  },
)
