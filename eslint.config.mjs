// ESLint's rules for the whole repository (flat config): TypeScript, React, hooks, accessibility and import order.
import js from "@eslint/js"
import jest from "eslint-plugin-jest"
import jsxA11y from "eslint-plugin-jsx-a11y"
import react from "eslint-plugin-react"
import reactHooks from "eslint-plugin-react-hooks"
import { createNodeResolver, importX } from "eslint-plugin-import-x"
import globals from "globals"
import tseslint from "typescript-eslint"

// Props whose value people read or hear: screen readers' names and descriptions, tooltips, alternative text, and the
// project's own components' label, title, heading and button-label props.
const TEXT_PROPS =
  "/^(aria-label|aria-description|aria-roledescription|aria-valuetext|aria-placeholder|title|alt|placeholder|label|busyLabel|heading|description|buttonLabel|linkLabel)$/"
const TEXT_IN_DATA = "Text people read or hear lives in data/ (data/interface.yaml, or the page's entry): see docs/editing.md"

export default tseslint.config(
  {
    ignores: [
      "public/",
      ".cache/",
      ".netlify/",
      "node_modules/",
      "bench/tmp/",
      "deploy/generated/",
      "src/gatsby-types.d.ts",
      "reports/",
      ".stryker-tmp/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  react.configs.flat.recommended,
  react.configs.flat["jsx-runtime"],
  jsxA11y.flatConfigs.recommended,
  {
    plugins: { "react-hooks": reactHooks, "import-x": importX },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      react: { version: "detect" },
      // The layer and cycle rules follow imports to files and read them: TypeScript's as well as JavaScript's.
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".mts", ".js", ".mjs", ".json"] })],
      "import-x/extensions": [".ts", ".tsx", ".mts", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx", ".mts"] },
    },
    rules: {
      // The two classic hook rules; the React Compiler's rules (also in the plugin's preset) judge code written for it.
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      // Packages (Node's own among them) before the project's files. Within a group the order stays as written:
      // styled-components numbers its style rules in the order modules load, so sorting them would reorder the CSS.
      "import-x/order": ["error", { groups: [["builtin", "external"], "internal", ["parent", "sibling", "index"]] }],
      "import-x/first": "error",
      "import-x/no-duplicates": "error",
      // A cycle is two modules that cannot be understood, tested or loaded one without the other. Type-only imports are
      // left out: they are gone at run time.
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      // Every package imported is one package.json declares: one another package happens to bring can go at any update.
      "import-x/no-extraneous-dependencies": ["error", { includeTypes: true }],
      // The layers: the browser code in src/ runs without the build's code in gatsby/ (it would land in the bundle);
      // the server configuration is the build's and the servers', not the pages'; src/lib is what components, hooks
      // and pages share, so it uses none of them.
      "import-x/no-restricted-paths": [
        "error",
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: "./src",
              from: "./gatsby",
              message: "src/ may not import gatsby/: move what both need into src/lib/ (or src/cms/ for the editor).",
            },
            {
              // the routes are the one thing the pages and the servers share: plain modules of constants and path rules
              target: "./gatsby/server-config",
              from: "./src",
              except: ["./lib/site-routes.ts", "./lib/language.ts"],
              message:
                "The server configuration imports no browser code: only the shared routes (src/lib/site-routes.ts, src/lib/language.ts).",
            },
            {
              target: ["./src/lib/site-routes.ts", "./src/lib/language.ts"],
              from: ["./src", "./gatsby"],
              except: ["./lib/site-routes.ts", "./lib/language.ts"],
              message: "The shared routes are read by the servers too: they import nothing of the site.",
            },
            {
              target: "./src/lib",
              from: ["./src/components", "./src/hooks", "./src/pages", "./src/templates"],
              message: "src/lib is shared by components, hooks and pages, so it imports none of them.",
            },
          ],
        },
      ],
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
    // Every word a visitor reads or hears lives in data/ (docs/editing.md): none typed into the site's components.
    // Text in JSX is refused, bar punctuation between values; so are the props people read or hear. Other string props
    // (type, role, to, id, variant) are code, not copy, so noAttributeStrings, which refuses them all, is not used.
    files: ["src/components/**", "src/pages/**", "src/templates/**"],
    rules: {
      // Punctuation between values is no word: a section's number ("1."), a testimonial's quotation marks, the
      // printed line's separator.
      "react/jsx-no-literals": ["error", { noStrings: true, ignoreProps: true, allowedStrings: [".", "“", "”", "·"] }],
      "no-restricted-syntax": [
        "error",
        { selector: `JSXAttribute[name.name=${TEXT_PROPS}] > Literal`, message: TEXT_IN_DATA },
        {
          selector: `JSXAttribute[name.name=${TEXT_PROPS}] > JSXExpressionContainer > :matches(Literal, TemplateLiteral)`,
          message: TEXT_IN_DATA,
        },
      ],
    },
  },
  {
    // Jest's configuration files are CommonJS, as Jest loads them.
    files: ["**/*.js"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // A committed .only runs one test and a .skip none, and the summary still reads green; an expect with no matcher
    // or an unawaited async one asserts nothing. scripts/test.mts fails on a skip that slips past these (one made at
    // run time) unless __tests__/allowed-skips.json lists it with its reason.
    files: ["__tests__/**"],
    plugins: { jest },
    rules: {
      "jest/no-focused-tests": "error",
      "jest/no-disabled-tests": "error",
      "jest/valid-expect": "error",
    },
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
