import site from "../../data/site.json"
import { BUILD_YEAR } from "../../__tests__/fixtures"
import { organization, softwareApplication } from "../structured-data"

const metadata = { ...site, buildYear: BUILD_YEAR }

it("describes the company, with the footer's profiles as sameAs", () => {
  expect(organization(metadata)).toEqual({
    "@context": "https://schema.org",
    "@type": "Organization",
    name: "Splenworks",
    legalName: "Splenworks Inc.",
    url: "https://splenworks.com",
    logo: "https://splenworks.com/icons/icon-512x512.png",
    sameAs: ["https://github.com/Splenworks", "https://www.linkedin.com/company/splenworks"],
  })
})

it("describes an app as a SoftwareApplication that runs in the browser", () => {
  const app = { name: "Txtpad", description: "A text editor.", url: "https://txtpad.io" }
  expect(softwareApplication(app, metadata)).toMatchObject({
    "@context": "https://schema.org",
    "@type": "SoftwareApplication",
    ...app,
    applicationCategory: "BrowserApplication",
    operatingSystem: "Any (runs in a web browser)",
    publisher: { "@type": "Organization", name: "Splenworks", url: "https://splenworks.com" },
  })
})
