import { BUILD_YEAR, footerLinks, products, site } from "../../__tests__/fixtures"
import { organization, softwareApplication } from "../structured-data"

const metadata = { ...site, buildYear: BUILD_YEAR }

it("describes the company, with the footer's web profiles as sameAs", () => {
  expect(organization(metadata)).toEqual({
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.title,
    legalName: site.legalName,
    url: site.siteUrl,
    logo: `${site.siteUrl}/icons/icon-512x512.png`,
    sameAs: footerLinks.filter((url) => !url.startsWith("mailto:")),
  })
})

it.each(products)(
  "describes $name as a SoftwareApplication that runs in the browser",
  (product) => {
    const app = { name: product.name, description: product.description, url: product.url }
    expect(softwareApplication(app, metadata)).toMatchObject({
      "@context": "https://schema.org",
      "@type": "SoftwareApplication",
      ...app,
      applicationCategory: "BrowserApplication",
      operatingSystem: "Any (runs in a web browser)",
      publisher: { "@type": "Organization", name: site.title, url: site.siteUrl },
    })
  },
)
