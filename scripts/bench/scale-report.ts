// The "Scale" block of bench/results.md: today's content and N times, each built cold, and a cached build after one
// edit, against issue 60's aim (N times the content in under twice the time; the cached build within a minute).
import type { SiteSize } from "./site-size"

export const AIM = { timeRatio: 2, cachedEditSeconds: 60 }

export interface ScaleBuild extends SiteSize {
  label: string
  /** Medications, conditions and cities in the copy built. */
  entries: { medications: number; conditions: number; cities: number }
  seconds: number
  peakBytes: number
  /** Seconds of each step Gatsby reported (gatsby-steps.ts). */
  steps: Record<string, number>
}

export interface ScaleResults {
  commit: string
  dirty: boolean
  date: string
  args: string[]
  factor: number
  /** The GA id each build was made with (with it, EmailJS keys): production's configuration. */
  measurementId: string
  cores: number
  loadAverage: { start: number; end: number }
  /** The field the cached build's edit changed, in words. */
  edit: string
  base: ScaleBuild
  /** The same edit at today's content, built with its cache: what of a cached build does not grow with the content. */
  baseCachedEdit?: ScaleBuild
  multiplied: ScaleBuild
  cachedEdit: ScaleBuild
}

/** The builds in the order they were made, today's cached edit where the run made it. */
const buildsOf = (results: ScaleResults): ScaleBuild[] =>
  [results.base, results.baseCachedEdit, results.multiplied, results.cachedEdit].filter(
    (build): build is ScaleBuild => build !== undefined,
  )

const KB = 1024
const kb = (bytes: number) => (bytes / KB).toFixed(1)
const mb = (bytes: number) => Math.round(bytes / KB / KB)
const verdict = (met: boolean) => (met ? "met" : "**missed**")

/** The time ratio and the cached edit against the aim, each met or not. */
export function scaleAims(results: ScaleResults): { timeRatio: number; timeMet: boolean; editMet: boolean } {
  const timeRatio = results.multiplied.seconds / results.base.seconds
  return {
    timeRatio,
    timeMet: timeRatio < AIM.timeRatio,
    editMet: results.cachedEdit.seconds < AIM.cachedEditSeconds,
  }
}

/** A step is listed when it took at least this long in one of the builds: the rest are a few seconds in all. */
export const STEP_FLOOR_SECONDS = 5

/** The table of the steps that took time, the slowest at N times first: which grow with the content, and which do not. */
function stepsTable(results: ScaleResults): string[] {
  const builds = buildsOf(results)
  const names = [...new Set(builds.flatMap((build) => Object.keys(build.steps)))]
    .filter((name) => builds.some((build) => (build.steps[name] ?? 0) >= STEP_FLOOR_SECONDS))
    .sort((a, b) => (results.multiplied.steps[b] ?? 0) - (results.multiplied.steps[a] ?? 0))
  if (names.length === 0) return []
  const seconds = (build: ScaleBuild, name: string) => (name in build.steps ? String(build.steps[name]) : "–")
  return [
    "",
    `Where the time went: Gatsby's steps of ${STEP_FLOOR_SECONDS} s or more in one of the builds, in seconds.`,
    "",
    `| step | ${builds.map((build) => build.label).join(" | ")} |`,
    `|---|${builds.map(() => "---:").join("|")}|`,
    ...names.map((name) => `| ${name} | ${builds.map((build) => seconds(build, name)).join(" | ")} |`),
  ]
}

export function renderScale(results: ScaleResults): string {
  const { factor } = results
  const aims = scaleAims(results)
  const row = (build: ScaleBuild) =>
    `| ${build.label} | ${build.entries.medications} / ${build.entries.conditions} / ${build.entries.cities} | ${build.pages} | ` +
    `${build.seconds} | ${mb(build.peakBytes)} | ${kb(build.cms.raw)} / ${kb(build.cms.gzip)} | ${build.biggestPage.route} | ` +
    `${kb(build.biggestPage.raw)} / ${kb(build.biggestPage.gzip)} |`
  return [
    `## Scale: today's content and ${factor} times (\`npm run bench:scale${results.args.length ? ` -- ${results.args.join(" ")}` : ""}\`)`,
    "",
    `Commit measured: \`${results.commit}\`${results.dirty ? " (with uncommitted changes)" : ""}, ${results.date}.`,
    "",
    `- Content: every medication, condition and city copied to ${factor} in all, each copy with a new slug, French ` +
      "slug, name and titles in both languages (`scripts/bench/multiply-content.ts`), in copies of the project under " +
      "`bench/tmp/`; `npm run check:content`'s checks pass on the copy before it is built.",
    `- Builds: production's environment (GATSBY_GA_MEASUREMENT_ID=${results.measurementId}, EmailJS test keys, ` +
      "EmailJS's own origin; `scripts/bench/env.ts`), one after the other; each copy built cold (no `.cache/`, no " +
      "`public/`), then" +
      (results.baseCachedEdit ? "" : ` the ${factor} times copy alone`) +
      ` built again with its \`.cache/\` and \`public/\` once one field of its first city was edited (${results.edit}).`,
    "- Pages: `index.html` files. Peak memory: the build's processes summed (the workers that render pages too), " +
      "sampled every 0.5 s from `/proc`. KB = 1024 bytes; gzip at zlib's default level.",
    `- Machine: ${results.cores} cores shared with other work; load average (1 min) ${results.loadAverage.start.toFixed(1)} ` +
      `at the start, ${results.loadAverage.end.toFixed(1)} at the end.`,
    "",
    "| content | medications / conditions / cities | pages | build s | peak memory MB | cms.js KB raw / gzip | biggest page | its KB raw / gzip |",
    "|---|---:|---:|---:|---:|---:|---|---:|",
    ...buildsOf(results).map(row),
    "",
    `Aim (issue 60): ${factor} times the content in under ${AIM.timeRatio} times the time: ` +
      `${aims.timeRatio.toFixed(2)} times, ${verdict(aims.timeMet)}. The cached build after one edit within ` +
      `${AIM.cachedEditSeconds} s: ${results.cachedEdit.seconds} s, ${verdict(aims.editMet)}.` +
      (results.baseCachedEdit ? ` The same edit at today's content: a cached build of ${results.baseCachedEdit.seconds} s.` : ""),
    ...stepsTable(results),
  ].join("\n")
}
