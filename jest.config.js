/** Jest as Gatsby documents it: babel-preset-gatsby, CSS modules as class names. */
module.exports = {
  transform: { "^.+\\.(m?js|jsx|tsx?)$": "<rootDir>/jest-preprocess.js" },
  moduleNameMapper: {
    "\\.css$": "identity-obj-proxy",
    "\\.(png|jpe?g|svg|webp)$": "<rootDir>/__mocks__/file-mock.js",
  },
  testEnvironment: "jsdom",
  testMatch: ["**/*.test.ts?(x)"],
  testPathIgnorePatterns: [
    "node_modules",
    "\\.cache",
    "<rootDir>/public",
    "<rootDir>/e2e",
    // Needs a build: jest.build.config.js, which `npm run test:e2e` runs after it.
    "<rootDir>/__tests__/build",
  ],
  // ES modules only, which Jest runs once Babel has made them CommonJS.
  transformIgnorePatterns: [
    "node_modules/(?!(gatsby|gatsby-script|gatsby-link|lucide-react|@netlify/headers-parser|@netlify/redirect-parser|escape-string-regexp|smol-toml)/)",
  ],
  globals: { __PATH_PREFIX__: "" },
  setupFiles: ["<rootDir>/loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
}
