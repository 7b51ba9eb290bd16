// Mutation testing of the helpers the pages share (src/lib/), the content loader (gatsby/content/) and the content
// checks (gatsby/checks/) against the
// unit jest project: `npm run test:mutation` (docs/testing.md). Slow, so not part of `npm test`.
import { createRequire } from "module"

const require = createRequire(import.meta.url)
const unit = require("./jest.config.js").projects.find((project) => project.displayName === "unit")

/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  mutate: [
    "src/lib/**/*.ts",
    "gatsby/content/**/*.ts",
    "gatsby/checks/**/*.ts",
    // A list of names, not logic: each name is checked against lucide's icons by __tests__/icon-sprite.test.ts.
    "!src/lib/icon-names.ts",
  ],
  testRunner: "jest",
  jest: {
    projectType: "custom",
    // The unit project alone (jsdom, or node where a file says so), never the browser project that needs a build:
    // package.json has no jest key, so the config below is all of it.
    configFile: "package.json",
    // Instrumented code on a shared, busy machine runs a few times slower than the 5 s jest allows by default.
    config: {
      ...unit,
      testTimeout: 30_000,
      // The helpers' own tests: every .test.ts, and the two .test.tsx named after a module here. The screens' suites
      // (entry pages, lead form, fixed pages, header...) render whole pages for 1 to 20 s a file and import the loader
      // through the test data, so they would rerun for nearly every mutant; they test the components, not these helpers.
      testMatch: ["<rootDir>/__tests__/*.test.ts", "<rootDir>/__tests__/{breadcrumbs,hydration}.test.tsx"],
      // gatsby-config.ts is not mutated, and its test loads it afresh inside a test (jest.isolateModules), which runs the
      // content model's tables again there: their static mutants would count as reached by that test, and survive it.
      testPathIgnorePatterns: [...(unit.testPathIgnorePatterns ?? []), "/__tests__/gatsby-config\\.test\\.ts$"],
    },
    // Each mutant runs only the test files that import its file.
    enableFindRelatedTests: true,
  },
  // The machine is shared (2 cores): one test process, and each mutant runs only the tests that reach it.
  concurrency: 1,
  coverageAnalysis: "perTest",
  // A mutant in code that runs while a module loads (the model's field tables, for example) is reached by no test in
  // particular, so it would rerun every related file; these are left out of the score rather than make a run hours long.
  ignoreStatic: true,
  // jest runs every test that covers a mutant anyway: keep each that kills it, so a report tells which tests matter.
  disableBail: true,
  incremental: true,
  incrementalFile: "reports/mutation/stryker-incremental.json",
  reporters: ["clear-text", "progress", "html", "json"],
  htmlReporter: { fileName: "reports/mutation/index.html" },
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  thresholds: { high: 90, low: 80, break: null },
  tempDirName: ".stryker-tmp",
}
