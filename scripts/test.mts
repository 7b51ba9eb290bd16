// `npm test`: type-checks, builds the site with the test environment, runs every jest test (unit, component, browser)
// and ends with one line counting them all: "N passed, N failed".
import { spawnSync } from "node:child_process"
import { readFileSync, rmSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const testEnv = JSON.parse(readFileSync(path.join(root, "__tests__/browser/support/test-env.json"), "utf8"))
const resultsFile = path.join(root, ".cache", "jest-results.json")

const run = (command, args, env = {}) => {
  console.log(`\n$ ${command} ${args.join(" ")}`)
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } })
  return result.status ?? 1
}

const fail = (what) => {
  console.log(`\n${what} failed: no tests were run.\n0 passed, 1 failed`)
  process.exit(1)
}

if (!process.argv.includes("--skip-build")) {
  if (run("npx", ["gatsby", "build"], { ...testEnv.build, NODE_ENV: "production" }) !== 0) fail("The build")
}
if (run("npx", ["tsc", "--noEmit"]) !== 0) fail("The type check")

rmSync(resultsFile, { force: true })
const jestArgs = process.argv.slice(2).filter((arg) => arg !== "--skip-build")
const status = run("npx", ["jest", "--json", `--outputFile=${resultsFile}`, ...jestArgs])
let summary
try {
  summary = JSON.parse(readFileSync(resultsFile, "utf8"))
} catch {
  fail("Jest")
}
const {
  numPassedTests: passed,
  numFailedTests: failed,
  numPendingTests: skipped,
  numTotalTestSuites,
  numFailedTestSuites,
} = summary
if (numFailedTestSuites > 0 && failed === 0)
  console.log(`${numFailedTestSuites} of ${numTotalTestSuites} test files could not run.`)
const failedCount = failed + (failed === 0 ? numFailedTestSuites : 0)
console.log(`\n${passed} passed, ${failedCount} failed${skipped ? `, ${skipped} skipped` : ""}`)
process.exit(status !== 0 || failedCount > 0 || passed === 0 ? 1 : 0)
