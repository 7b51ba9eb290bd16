// Builds for the benchmark: the site as production builds it (env.ts) and without analytics, a bare Gatsby 5 page, and temporary copies of the
// project (an edited YAML entry, 10x and 100x synthetic city entries) to time how the build grows. Nothing touches data/.
import { spawn, spawnSync } from "node:child_process"
import { once } from "node:events"
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import path from "node:path"

import { stringify } from "yaml"

import { entryFile, readCollection } from "../../gatsby/content/data-files"
import { type BuildConfig, buildEnv } from "./env"
import { gatsbySteps } from "./gatsby-steps"
import { samplePeakMemory } from "./peak-memory"

const countPages = (dir: string) => {
  let count = 0
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile() && entry.name.endsWith(".html")) count++
  return count
}

/** The repository's gatsby CLI and the environment of `config` with `env` added. */
const gatsbyCall = (root: string, command: string, env: Record<string, string>, config: BuildConfig) => ({
  args: [path.join(root, "node_modules", "gatsby", "cli.js"), command],
  env: { ...buildEnv(config), ...env },
})

const secondsSince = (started: bigint) => Number(process.hrtime.bigint() - started) / 1e9

/**
 * Runs `gatsby <command>` in `cwd` with the repository's gatsby, in the environment of `config` (and `env` added);
 * returns seconds and the pages built.
 */
export function gatsby(
  root: string,
  cwd: string,
  command: string,
  label: string,
  env: Record<string, string> = {},
  config: BuildConfig = "production",
) {
  const call = gatsbyCall(root, command, env, config)
  console.log(`[bench] ${label}: gatsby ${command} in ${path.relative(root, cwd) || "."}`)
  const started = process.hrtime.bigint()
  const result = spawnSync(process.execPath, call.args, { cwd, env: call.env, encoding: "utf8" })
  const seconds = secondsSince(started)
  if (result.status !== 0) {
    console.error(result.stdout.slice(-4000), result.stderr.slice(-4000))
    throw new Error(`${label}: gatsby ${command} failed in ${cwd}`)
  }
  const pages = command === "build" ? countPages(path.join(cwd, "public")) : 0
  return { seconds: Math.round(seconds * 10) / 10, pages, secondsPerPage: pages ? seconds / pages : null }
}

/**
 * `gatsby build` in `cwd` as gatsby() runs it, also sampling the peak memory of its process tree (peak-memory.ts) and
 * reading the seconds of each step from its output (gatsby-steps.ts).
 */
export async function measuredBuild(
  root: string,
  cwd: string,
  label: string,
): Promise<{ seconds: number; peakBytes: number; steps: Record<string, number> }> {
  const call = gatsbyCall(root, "build", {}, "production")
  console.log(`[bench] ${label}: gatsby build in ${path.relative(root, cwd) || "."}`)
  const started = process.hrtime.bigint()
  const child = spawn(process.execPath, call.args, { cwd, env: call.env, stdio: ["ignore", "pipe", "pipe"] })
  const memory = samplePeakMemory(child.pid!)
  let output = ""
  for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk) => (output += chunk))
  const [status] = await once(child, "close")
  const seconds = secondsSince(started)
  const peakBytes = memory.stop()
  if (status !== 0) {
    console.error(output.slice(-8000))
    throw new Error(`${label}: gatsby build failed in ${cwd}`)
  }
  return { seconds: Math.round(seconds * 10) / 10, peakBytes, steps: gatsbySteps(output) }
}

const projectFiles = [
  "data",
  "deploy",
  "gatsby",
  "src",
  "static",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "tsconfig.json",
  "package.json",
]

/**
 * The benchmark's scratch directory: bench/tmp, or BENCH_TMP (relative to the repository) so two runs can overlap.
 * It stays inside the repository so that node_modules resolves from the copies built there.
 */
export const scratch = (root: string): string => path.resolve(root, process.env.BENCH_TMP ?? path.join("bench", "tmp"))

/** A copy of the project's sources in the scratch directory. */
export function copyProject(root: string, name: string): string {
  const dir = path.join(scratch(root), name)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  for (const file of projectFiles)
    if (existsSync(path.join(root, file))) cpSync(path.join(root, file), path.join(dir, file), { recursive: true })
  rmSync(path.join(dir, "src", "gatsby-types.d.ts"), { force: true })
  // A checkout has node_modules before its first build. Without one, the copy resolves packages from the repository's
  // and its first build makes one (the post-build caches in node_modules/.cache): webpack then found its resolutions
  // stale and rebuilt both bundles on the next build, 37 s of the cached build after an edit (issue 60).
  mkdirSync(path.join(dir, "node_modules"))
  return dir
}

/** Edits one YAML entry the way content staff would: a sentence added to the first city's hero text; returns its file. */
export function editOneEntry(dir: string): string {
  const file = path.join(dir, "data", entryFile("cities", readCollection<{ slug: string }>("cities", dir)[0].slug))
  const text = readFileSync(file, "utf8")
  const edited = text.replace(/^(heroDescription: >-\n)/m, "$1  Edited for the benchmark.\n")
  if (edited === text) throw new Error("Could not find a city heroDescription to edit")
  writeFileSync(file, edited)
  return path.relative(dir, file)
}

/** Multiplies the city entries by `factor`: each copy, a file of its own, gets a new slug and city name; the menu still lists the real five. */
export function multiplyCities(dir: string, factor: number): number {
  const cities = readCollection<{ city: string; slug: string }>("cities", dir)
  let count = cities.length
  for (let copy = 1; copy < factor; copy++) {
    for (const city of cities) {
      const name = `${city.city} ${copy}`
      const slug = `${city.slug}-${copy}`
      const synthetic = { ...JSON.parse(JSON.stringify(city).replaceAll(city.city, name)), slug, city: name }
      writeFileSync(path.join(dir, "data", entryFile("cities", slug)), stringify(synthetic, { lineWidth: 0 }))
      count++
    }
  }
  return count
}

/** A bare Gatsby 5 site: one page with a heading and a paragraph (and the 404 page the server needs), no plugins, this repository's gatsby, react and react-dom. */
export function writeBareSite(root: string): string {
  const rootPackage = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"))
  const dir = path.join(scratch(root), "bare-gatsby")
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(path.join(dir, "src", "pages"), { recursive: true })
  writeFileSync(
    path.join(dir, "package.json"),
    JSON.stringify({
      name: "bare-gatsby",
      private: true,
      version: "1.0.0",
      // gatsby's CLI only builds a directory whose package.json depends on gatsby; these resolve to the repository's.
      dependencies: Object.fromEntries(["gatsby", "react", "react-dom"].map((name) => [name, rootPackage.dependencies[name]])),
    }),
  )
  writeFileSync(path.join(dir, "gatsby-config.js"), "module.exports = { jsxRuntime: 'automatic' }\n")
  writeFileSync(
    path.join(dir, "src", "pages", "index.js"),
    `const IndexPage = () => (
  <main>
    <h1>Virtual doctor appointments in Ontario</h1>
    <p>See a licensed Ontario doctor by secure video from anywhere in the province, covered by OHIP.</p>
  </main>
)
export default IndexPage
export const Head = () => (
  <>
    <title>Bare Gatsby page</title>
    <meta name="description" content="A bare Gatsby 5 page for the benchmark." />
  </>
)
`,
  )
  writeFileSync(
    path.join(dir, "src", "pages", "404.js"),
    "const NotFoundPage = () => <main><h1>Page not found</h1></main>\nexport default NotFoundPage\nexport const Head = () => <title>Not found</title>\n",
  )
  writeFileSync(
    path.join(dir, "gatsby-ssr.js"),
    "exports.onRenderBody = ({ setHtmlAttributes }) => setHtmlAttributes({ lang: 'en' })\n",
  )
  return dir
}
