// `npm test`: checks the machine has the system programs the tests drive (installing them when run as root), lints,
// type-checks, builds the site with the test environment, runs every jest test (unit, component, browser) and ends with
// one line counting them all: "N passed, N failed". `npm run test:unit` (--unit) is the fast loop: lint, types, unit
// and component tests side by side, no build and no browser. --skip-build reuses the last build; other arguments go to jest.
import { spawn, spawnSync } from "node:child_process"
import { createHash } from "node:crypto"
import { mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const testEnv = JSON.parse(readFileSync(path.join(root, "__tests__/browser/support/test-env.json"), "utf8"))
const resultsFile = path.join(root, ".cache", "jest-results.json")
const allowedSkipsFile = path.join(root, "__tests__", "allowed-skips.json")
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
  // The TLS test's throwaway certificate (__tests__/browser/deploy-tls.test.ts).
  { package: "openssl", present: () => onPath("openssl") },
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

/**
 * Lint, format and types, cheapest first, each with what a failure is called. Each keeps a cache in node_modules/.cache
 * by files' content, so a second run checks only what changed (a clean clone checks everything): the fast loop's time.
 */
const STATIC_CHECKS: ReadonlyArray<{ what: string; args: string[] }> = [
  {
    what: "The lint",
    args: [
      "eslint",
      "--max-warnings",
      "0",
      "--cache",
      "--cache-strategy",
      "content",
      "--cache-location",
      "node_modules/.cache/eslint/",
      ".",
    ],
  },
  {
    what: "The format check (npm run format fixes it)",
    args: ["prettier", "--check", "--cache", "--log-level", "warn", "."],
  },
  {
    what: "The type check",
    args: ["tsc", "--noEmit", "--incremental", "--tsBuildInfoFile", "node_modules/.cache/tsc/tsbuildinfo"],
  },
]

/**
 * A package's program, started itself rather than through npx, so that stopping it stops the program and not only npx
 * (a jest stopped through npx ran on to its end); logged as npx would run it, its output shown as it comes or held
 * (`hold`) to be printed later, and a way to stop it.
 */
const program = (command: string[], { hold = false, env = {} }: { hold?: boolean; env?: Record<string, string> } = {}) => {
  const [name, ...rest] = command
  const line = `\n$ npx ${command.join(" ")}`
  if (!hold) console.log(line)
  const child = spawn(path.join(root, "node_modules", ".bin", name), rest, {
    cwd: root,
    stdio: hold ? ["ignore", "pipe", "pipe"] : "inherit",
    env: { ...process.env, ...env },
  })
  let output = hold ? `${line}\n` : ""
  child.stdout?.on("data", (chunk) => (output += chunk))
  child.stderr?.on("data", (chunk) => (output += chunk))
  const done = new Promise<{ status: number; output: string }>((resolve) =>
    child.on("close", (code) => resolve({ status: code ?? 1, output })),
  )
  return { child, done }
}

/** The static checks in turn, output held: the name of the first that fails, if one does. */
async function staticChecks(): Promise<{ failed?: string; output: string }> {
  let output = ""
  for (const check of STATIC_CHECKS) {
    const result = await program(check.args, { hold: true }).done
    output += result.output
    if (result.status !== 0) return { failed: check.what, output }
  }
  return { output }
}

if (!unitOnly) ensureSystemPackages()
// The static checks run beside the build and the tests, on what the build's single-threaded phases and the tests'
// waits leave idle, and stop them when one fails (docs/decisions.md#smaller-choices).
const checksBeside = staticChecks()
if (!unitOnly && !args.includes("--skip-build")) {
  const build = program(["gatsby", "build"], { env: { ...testEnv.build, NODE_ENV: "production" } })
  void checksBeside.then(({ failed }) => failed && build.child.kill("SIGTERM"))
  if ((await build.done).status !== 0) {
    const checks = await checksBeside
    process.stdout.write(checks.output)
    fail(checks.failed ?? "The build")
  }
}

/**
 * Every file under data/ (tracked or not) and its bytes: no test may change the checkout's content (the editor test
 * saves into a copy), so the fingerprint after the run must equal the one before.
 */
const dataFingerprint = () =>
  new Map(
    readdirSync(path.join(root, "data"), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .map((file) => [
        file,
        createHash("sha256")
          .update(readFileSync(path.join(root, file)))
          .digest("hex"),
      ]),
  )
const dataChanges = (before: Map<string, string>, after: Map<string, string>) =>
  [...new Set([...before.keys(), ...after.keys()])].filter((file) => before.get(file) !== after.get(file)).sort()

/** Skips that are allowed, each with the reason it is: any other skipped or focused-out test fails the run. */
const allowedSkips = JSON.parse(readFileSync(allowedSkipsFile, "utf8")) as Array<{ test: string; reason: string }>

// Files before --selectProjects: jest reads a path after it as another project's name.
const chosen = args.filter((arg) => arg !== "--skip-build" && arg !== "--unit")
const jestArgs = [...chosen, ...(unitOnly ? ["--selectProjects", "unit"] : [])]
// The whole suite and the fast loop run in two workers, the Gatsby builds' files first (__tests__/support/sequencer.js):
// one worker left a core idle for minutes once they were done. Chosen files or tests run in one.
const twoWorkers = chosen.length === 0
rmSync(resultsFile, { force: true })
// A fresh clone has no .cache/ until its first build, and jest writes no results file into a missing directory.
mkdirSync(path.dirname(resultsFile), { recursive: true })

const dataBefore = dataFingerprint()
const jest = program(["jest", "--json", `--outputFile=${resultsFile}`, ...jestArgs, ...(twoWorkers ? ["--maxWorkers=2"] : [])])
// a failed static check stops the tests beside it: the run has failed already
void checksBeside.then(({ failed }) => failed && jest.child.kill("SIGTERM"))
const { status } = await jest.done
const checks = await checksBeside
process.stdout.write(checks.output)
if (checks.failed) fail(checks.failed)

interface JestSummary {
  numPassedTests: number
  numFailedTests: number
  numTotalTestSuites: number
  numFailedTestSuites: number
  testResults: Array<{ name: string; assertionResults: Array<{ fullName: string; status: string }> }>
}
let summary: JestSummary | undefined
try {
  summary = JSON.parse(readFileSync(resultsFile, "utf8")) as JestSummary
} catch {
  fail("Jest")
}
const { numPassedTests: passed, numFailedTests: failed, numTotalTestSuites, numFailedTestSuites, testResults } = summary!
if (numFailedTestSuites > 0 && failed === 0)
  console.log(`${numFailedTestSuites} of ${numTotalTestSuites} test files could not run.`)

// jest counts skipped (it.skip, a describe's skip), focused-out (another test's .only) and todo tests apart; each is a
// check that did not run, so each fails the run unless allowed-skips.json names it.
const notRun = testResults.flatMap((file) =>
  file.assertionResults
    .filter((test) => ["pending", "skipped", "todo", "disabled", "focused"].includes(test.status))
    .map((test) => ({ file: path.relative(root, file.name), test: test.fullName, status: test.status })),
)
// A run asked to pick tests by name (-t) leaves the others out on purpose.
const pickedByName = args.some((arg) => arg === "-t" || arg.startsWith("--testNamePattern"))
const isAllowed = (test: string) => pickedByName || allowedSkips.some((allowed) => allowed.test === test)
const unallowed = notRun.filter((test) => !isAllowed(test.test))
for (const test of unallowed)
  console.log(`Not run (${test.status}), and not in __tests__/allowed-skips.json: ${test.file} › ${test.test}`)
for (const test of notRun.filter((test) => !pickedByName && isAllowed(test.test)))
  console.log(`Skipped, as allowed: ${test.test} (${allowedSkips.find((allowed) => allowed.test === test.test)!.reason})`)

const changedData = dataChanges(dataBefore, dataFingerprint())
if (changedData.length > 0) console.log(`The tests changed the checkout's data/: ${changedData.join(", ")}`)

const failedCount = failed + (failed === 0 ? numFailedTestSuites : 0) + unallowed.length + (changedData.length > 0 ? 1 : 0)
const allowedCount = notRun.length - unallowed.length
console.log(`\n${passed} passed, ${failedCount} failed${allowedCount ? `, ${allowedCount} skipped as allowed` : ""}`)
process.exit(status !== 0 || failedCount > 0 || passed === 0 ? 1 : 0)
