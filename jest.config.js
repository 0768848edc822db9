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
    // Needs a build: run by `npm run test:build`.
    "<rootDir>/__tests__/build",
  ],
  // ES modules only: Babel turns them into CommonJS for Jest.
  transformIgnorePatterns: [
    "node_modules/(?!(gatsby|gatsby-script|gatsby-link|lucide-react|htmlparser2|domhandler|domutils|domelementtype|dom-serializer|entities)/)",
  ],
  globals: { __PATH_PREFIX__: "" },
  setupFiles: ["<rootDir>/loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
}
