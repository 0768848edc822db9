// Mocks only Gatsby's build-time functions; everything else is the real module.
import { productLinksQueryData } from "../__tests__/test-content"

const gatsby = jest.requireActual<typeof import("gatsby")>("gatsby")

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  useStaticQuery: jest.fn(productLinksQueryData),
}
