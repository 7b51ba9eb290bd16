// Unit and component tests (jsdom) and browser tests (node + Chromium) in one run, so one summary counts them all.
const shared = {
  // .mjs too: the deploy layer (deploy/headers.mjs) is plain ESM that nginx's tooling and `npm start` share.
  transform: { "^.+\\.(m?[jt]s|[jt]sx)$": "<rootDir>/jest-preprocess.js" },
  moduleNameMapper: {
    "^swiper/css.*$": "<rootDir>/__mocks__/style-mock.js",
    ".+\\.(css)$": "<rootDir>/__mocks__/style-mock.js",
    ".+\\.(jpg|jpeg|png|gif|svg|webp|avif)$": "<rootDir>/__mocks__/file-mock.js",
    // the alias of gatsby/node/webpack.ts: Gatsby's find-path module, whose copy in .cache only a build makes
    "^gatsby-find-path$": "<rootDir>/node_modules/gatsby/cache-dir/find-path.js",
  },
  // flesch-kincaid and syllable are ES modules only, as swiper is
  transformIgnorePatterns: [
    "node_modules/(?!(gatsby|gatsby-script|gatsby-link|swiper|ssr-window|dom7|flesch-kincaid|syllable)/)",
  ],
  testPathIgnorePatterns: ["node_modules", "\\.cache", "<rootDir>/public"],
  // Mutation testing's copies of the checkout (stryker.config.mjs), left behind when a run stops early.
  modulePathIgnorePatterns: ["<rootDir>/.stryker-tmp"],
  globals: { __PATH_PREFIX__: "", __BASE_PATH__: "" },
}

/**
 * The files that run Gatsby itself in a copy of the checkout (whole builds, develop): minutes of CPU, with no browser
 * timing and no shared server, so `npm test` starts them first (__tests__/support/sequencer.js).
 */
const builds = ["<rootDir>/__tests__/browser/launch-build.test.ts", "<rootDir>/__tests__/browser/develop-preview.test.ts"]

module.exports = {
  testSequencer: "<rootDir>/__tests__/support/sequencer.js",
  projects: [
    {
      ...shared,
      displayName: "unit",
      testEnvironment: "jsdom",
      // esbuild cannot run inside jsdom: the inline scripts' tests compile them in a Node process (__mocks__/esbuild-in-node.js)
      // yaml's "browser" entry is ES modules, which jest does not load: its CommonJS build is the same code
      moduleNameMapper: {
        ...shared.moduleNameMapper,
        "^esbuild$": "<rootDir>/__mocks__/esbuild-in-node.js",
        "^yaml$": "<rootDir>/node_modules/yaml/dist/index.js",
      },
      testEnvironmentOptions: { url: "http://localhost/" },
      setupFilesAfterEnv: ["<rootDir>/__tests__/support/setup-dom.ts"],
      testMatch: ["<rootDir>/__tests__/**/*.test.ts?(x)"],
      testPathIgnorePatterns: [...shared.testPathIgnorePatterns, "<rootDir>/__tests__/browser/"],
    },
    {
      ...shared,
      displayName: "browser",
      testEnvironment: "node",
      testMatch: ["<rootDir>/__tests__/browser/**/*.test.ts"],
      testPathIgnorePatterns: [...shared.testPathIgnorePatterns, ...builds],
      globalSetup: "<rootDir>/__tests__/browser/support/global-setup.ts",
      globalTeardown: "<rootDir>/__tests__/browser/support/global-teardown.ts",
    },
    {
      ...shared,
      displayName: "builds",
      testEnvironment: "node",
      testMatch: builds,
    },
  ],
}
