// `npm run bench:scale [-- --factor 10 --section scale --dry-run]`: issue 60's build at scale. Copies the project
// twice under bench/tmp, one with every medication, condition and city there `factor` times (multiply-content.ts),
// checks that copy as `npm run check:content` does, then builds each cold with production's environment, edits one
// field in each and builds it again with its cache (today's: what a cached build costs whatever the content), and writes the "Scale" section of bench/results.md and its
// key of bench/results.json. --dry-run stops before the first build. Exits 1 when the aim is missed.
import { execSync } from "node:child_process"
import { readFileSync, rmSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"

import { checkCheckout } from "../../gatsby/checks/content-check"
import { gtagScriptUrl } from "../../gatsby/post-build/analytics-tag"
import { copyProject, editOneEntry, measuredBuild } from "./build.mts"
import { buildEnv } from "./env"
import { multiplyContent } from "./multiply-content"
import { writeJsonSection, writeSection } from "./report.mts"
import { scaleOptions } from "./scale-options"
import { renderScale, scaleAims, type ScaleBuild, type ScaleResults } from "./scale-report"
import { siteSize } from "./site-size"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..")
const args = process.argv.slice(2)
const { factor, section, dryRun } = scaleOptions(args)
const git = (command: string) => execSync(`git ${command}`, { cwd: root, encoding: "utf8" }).trim()
const loadStart = os.loadavg()[0]

// 1. Both copies made, and the larger one checked, before any build: a copy the build would refuse fails in seconds.
const base = copyProject(root, "scale-x1")
const multiplied = copyProject(root, `scale-x${factor}`)
const baseEntries = multiplyContent(path.join(base, "data"), 1)
const multipliedEntries = multiplyContent(path.join(multiplied, "data"), factor)
const { errors, warnings } = checkCheckout(multiplied)
const entriesText = (entries: ScaleBuild["entries"]) =>
  `${entries.medications} medications, ${entries.conditions} conditions, ${entries.cities} cities`
console.log(`[bench:scale] ${path.relative(root, base)}: ${entriesText(baseEntries)}`)
console.log(`[bench:scale] ${path.relative(root, multiplied)}: ${entriesText(multipliedEntries)}`)
for (const warning of warnings) console.log(`[bench:scale] warning: ${warning}`)
if (errors.length > 0) {
  for (const error of errors) console.error(`[bench:scale] error: ${error}`)
  throw new Error(`the ${factor} times copy fails check:content's checks (${errors.length} errors): the build would refuse it`)
}
console.log(`[bench:scale] check:content's checks pass on the ${factor} times copy (${warnings.length} warnings)`)
if (dryRun) {
  console.log(
    `[bench:scale] dry run: next, cold builds of ${path.relative(root, base)} then ${path.relative(root, multiplied)}, ` +
      "then one edit and a cached build; the copies are left in bench/tmp/ to look at",
  )
  process.exit(0)
}

/** Production sets a GA id and EmailJS keys; the builds are made with the browser tests' (scripts/bench/env.ts). */
const measurementId = buildEnv("production").GATSBY_GA_MEASUREMENT_ID!

// 2. The builds, one after the other; each output measured before the next build changes it.
const build = async (label: string, dir: string, entries: ScaleBuild["entries"]): Promise<ScaleBuild> => {
  const { seconds, peakBytes, steps } = await measuredBuild(root, dir, label)
  // production's figures: a build without the GA tag would be measured as if it were one
  if (!readFileSync(path.join(dir, "public", "index.html"), "utf8").includes(gtagScriptUrl(measurementId)))
    throw new Error(`${label}: the build in ${dir} has no GA tag for ${measurementId}`)
  const measured = { label, entries, seconds, peakBytes, steps, ...siteSize(path.join(dir, "public")) }
  console.log(`[bench:scale] ${label}: ${measured.pages} pages in ${seconds} s, peak ${Math.round(peakBytes / 2 ** 20)} MB`)
  return measured
}
const baseBuild = await build("today's content, cold", base, baseEntries)
const baseEdited = editOneEntry(base)
const baseCachedEdit = await build("today's content, cached, after one edit", base, baseEntries)
rmSync(base, { recursive: true, force: true })
const multipliedBuild = await build(`${factor} times, cold`, multiplied, multipliedEntries)
const edited = editOneEntry(multiplied)
const cachedEdit = await build(`${factor} times, cached, after one edit`, multiplied, multipliedEntries)
rmSync(multiplied, { recursive: true, force: true })

// 3. The section and its figures.
const results: ScaleResults = {
  commit: git("rev-parse --short HEAD"),
  dirty: git("status --porcelain -- src data gatsby gatsby-config.ts gatsby-node.ts gatsby-browser.tsx gatsby-ssr.tsx") !== "",
  date: new Date().toISOString(),
  args,
  factor,
  measurementId,
  cores: os.cpus().length,
  loadAverage: { start: loadStart, end: os.loadavg()[0] },
  edit: `one sentence of its \`heroDescription\`: \`${baseEdited}\` today, \`${edited}\` at ${factor} times`,
  base: baseBuild,
  baseCachedEdit,
  multiplied: multipliedBuild,
  cachedEdit,
}
await writeJsonSection(root, results, section)
await writeSection(root, renderScale(results), section, "bench:scale")
const aims = scaleAims(results)
console.log(
  `[bench:scale] ${factor} times: ${aims.timeRatio.toFixed(2)} times the time (aim under 2), cached edit ${cachedEdit.seconds} s (aim under 60)`,
)
if (!aims.timeMet || !aims.editMet) process.exitCode = 1
