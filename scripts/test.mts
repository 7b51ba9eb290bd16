// `npm test`: checks the machine has the system programs the tests drive (installing them when run as root), lints,
// type-checks, builds the site with the test environment, runs every jest test (unit, component, browser) and ends with
// one line counting them all: "N passed, N failed". `npm run test:unit` (--unit) is the fast loop: lint, types, unit
// and component tests, no build and no browser. --skip-build reuses the last build; other arguments go to jest.
import { spawnSync } from "node:child_process"
import { mkdirSync, readFileSync, rmSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const testEnv = JSON.parse(readFileSync(path.join(root, "__tests__/browser/support/test-env.json"), "utf8"))
const resultsFile = path.join(root, ".cache", "jest-results.json")
const args = process.argv.slice(2)
const unitOnly = args.includes("--unit")

/** What the browser, deploy and HTML tests run, by the Debian package that brings each. */
const SYSTEM_PACKAGES: ReadonlyArray<{ package: string; present: () => boolean }> = [
  { package: "chromium", present: () => onPath("chromium") },
  { package: "firefox-esr", present: () => onPath("firefox-esr") },
  { package: "nginx", present: () => onPath("nginx") },
  { package: "libnginx-mod-http-brotli-static", present: () => dpkgInstalled("libnginx-mod-http-brotli-static") },
  { package: "wrk", present: () => onPath("wrk") },
  { package: "default-jre-headless", present: () => onPath("java") },
  // pdftotext reads the printed pages' PDFs back (__tests__/browser/printing.test.ts).
  { package: "poppler-utils", present: () => onPath("pdftotext") },
  // WebKit for the core suite (__tests__/browser/core-webkit.test.ts): WebKitWebDriver, with MiniBrowser in its
  // dependency libwebkit2gtk-4.1-0, and the X display MiniBrowser's window opens in.
  { package: "webkit2gtk-driver", present: () => onPath("WebKitWebDriver") },
  { package: "xvfb", present: () => onPath("Xvfb") },
]

const onPath = (command: string) => spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0
const dpkgInstalled = (name: string) =>
  spawnSync("dpkg-query", ["-W", "-f=${Status}", name], { encoding: "utf8" }).stdout?.includes("install ok installed") ?? false

const run = (command: string, args: string[], env: Record<string, string> = {}) => {
  console.log(`\n$ ${command} ${args.join(" ")}`)
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } })
  return result.status ?? 1
}

const fail = (what: string): never => {
  console.log(`\n${what} failed: no tests were run.\n0 passed, 1 failed`)
  process.exit(1)
}

/** Installs the missing system packages as root; otherwise stops at once with the one command that would. */
function ensureSystemPackages() {
  const missing = SYSTEM_PACKAGES.filter((entry) => !entry.present()).map((entry) => entry.package)
  if (missing.length === 0) return
  const install = `apt-get install -y --no-install-recommends ${missing.join(" ")}`
  if (process.getuid?.() !== 0) {
    console.error(`The browser and server tests need: ${missing.join(", ")}. Install them with:\n\n  sudo ${install}\n`)
    process.exit(1)
  }
  console.log(`Installing what the tests need: ${missing.join(", ")}`)
  const env = { DEBIAN_FRONTEND: "noninteractive" }
  if (run("apt-get", ["update", "-qq"], env) !== 0 || run("sh", ["-c", `${install} -qq`], env) !== 0)
    fail("Installing the system packages")
}

if (!unitOnly) ensureSystemPackages()
// Cheapest first, so a formatting slip fails in seconds rather than after the build.
if (run("npx", ["eslint", "--max-warnings", "0", "."]) !== 0) fail("The lint")
if (run("npx", ["prettier", "--check", "--log-level", "warn", "."]) !== 0) fail("The format check (npm run format fixes it)")
if (run("npx", ["tsc", "--noEmit"]) !== 0) fail("The type check")
if (!unitOnly && !args.includes("--skip-build")) {
  if (run("npx", ["gatsby", "build"], { ...testEnv.build, NODE_ENV: "production" }) !== 0) fail("The build")
}

rmSync(resultsFile, { force: true })
// A fresh clone has no .cache/ until its first build, and jest writes no results file into a missing directory.
mkdirSync(path.dirname(resultsFile), { recursive: true })
// Files before --selectProjects: jest reads a path after it as another project's name.
const jestArgs = [
  ...args.filter((arg) => arg !== "--skip-build" && arg !== "--unit"),
  ...(unitOnly ? ["--selectProjects", "unit"] : []),
]
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
