/** `npm run test:build`: checks of the production build in public/ (run after `npm run build`). */
const config = require("./jest.config")

module.exports = {
  ...config,
  testMatch: ["<rootDir>/__tests__/build/*.test.ts"],
  // The built pages are parsed by __tests__/html.ts, with a jsdom of their own.
  testEnvironment: "node",
  testPathIgnorePatterns: ["node_modules"],
}
