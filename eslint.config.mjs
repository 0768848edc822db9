import js from "@eslint/js"
import jsxA11y from "eslint-plugin-jsx-a11y"
import react from "eslint-plugin-react"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"
import tseslint from "typescript-eslint"

const LOADER = "plugins/gatsby-plugin-fast-startup/loader/**"

export default tseslint.config(
  {
    ignores: [
      "public/",
      ".cache/",
      "node_modules/",
      "coverage/",
      "build/",
      "test-results/",
      "playwright-report/",
      "screenshots/",
      "src/gatsby-types.d.ts",
      "**/*.module.css.d.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  react.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    rules: {
      // `const { $schema, ...content } = file` is how a field is left out of a copy.
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true }],
      // One import a module, its types marked inline: `import { plain, type PageText }`.
      "no-duplicate-imports": "error",
      "@typescript-eslint/consistent-type-imports": [
        "error",
        { fixStyle: "inline-type-imports", disallowTypeAnnotations: false },
      ],
    },
  },
  {
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
    settings: { react: { version: "detect" } },
  },
  {
    ignores: [LOADER],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // A browser script on its own (no bundler, no Node): the build inlines it into every page.
    files: [LOADER],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ["loadershim.js", "__mocks__/**", "**/__tests__/**", "jest.setup.ts"],
    languageOptions: { globals: globals.jest },
  },
  {
    files: ["**/*.{js,cjs}"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
)
