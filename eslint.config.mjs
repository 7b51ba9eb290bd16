// ESLint's rules for the whole repository (flat config): TypeScript, React, hooks, accessibility and import order.
import js from "@eslint/js"
import jsxA11y from "eslint-plugin-jsx-a11y"
import react from "eslint-plugin-react"
import reactHooks from "eslint-plugin-react-hooks"
import { importX } from "eslint-plugin-import-x"
import globals from "globals"
import tseslint from "typescript-eslint"

export default tseslint.config(
  { ignores: ["public/", ".cache/", ".netlify/", "node_modules/", "bench/tmp/", "deploy/generated/", "src/gatsby-types.d.ts"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  react.configs.flat.recommended,
  react.configs.flat["jsx-runtime"],
  jsxA11y.flatConfigs.recommended,
  {
    plugins: { "react-hooks": reactHooks, "import-x": importX },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { react: { version: "detect" } },
    rules: {
      // The two classic hook rules; the React Compiler's rules (also in the plugin's preset) judge code written for it.
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      // Packages (Node's own among them) before the project's files. Within a group the order stays as written:
      // styled-components numbers its style rules in the order modules load, so sorting them would reorder the CSS.
      "import-x/order": ["error", { groups: [["builtin", "external"], "internal", ["parent", "sibling", "index"]] }],
      "import-x/first": "error",
      "import-x/no-duplicates": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      // Props are typed with TypeScript.
      "react/prop-types": "off",
      // An apostrophe in JSX text is plain text; only the characters that are likely typos for JSX syntax are refused.
      "react/no-unescaped-entities": ["error", { forbid: [">", "}"] }],
      // Augmenting a library's interface (styled-components' DefaultTheme) is an empty interface that extends one type.
      "@typescript-eslint/no-empty-object-type": ["error", { allowInterfaces: "with-single-extends" }],
    },
  },
  {
    // Jest's configuration files are CommonJS, as Jest loads them.
    files: ["**/*.js"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: ["__tests__/**", "__mocks__/**"],
    rules: {
      // jest.isolateModules loads a module afresh only through require(); vnu-jar is CommonJS without types.
      "@typescript-eslint/no-require-imports": "off",
      // Tests read parsed JSON (JSON-LD, results files) whose shape is exactly what they assert.
      "@typescript-eslint/no-explicit-any": "off",
    },
  },
)
