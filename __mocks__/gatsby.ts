// Mocks only Gatsby's build-time functions; everything else is the real module.
import { siteQueryData, productLinksQueryData } from "../__tests__/fixtures"

const gatsby = jest.requireActual<typeof import("gatsby")>("gatsby")

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  // Each hook reads its own key of the result.
  useStaticQuery: jest.fn(() => ({ ...siteQueryData(), ...productLinksQueryData() })),
}
