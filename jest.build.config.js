/** Checks of the production build in public/, which `npm run test:e2e` runs after its build. */
const config = require("./jest.config")

module.exports = {
  ...config,
  testMatch: ["<rootDir>/__tests__/build/*.test.ts"],
  // The built pages are parsed by __tests__/html.ts, with a jsdom of their own.
  testEnvironment: "node",
  testPathIgnorePatterns: ["node_modules"],
}
