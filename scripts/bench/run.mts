// `npm run bench [-- --quick]`: builds the site as production does (GA id, EmailJS keys; scripts/bench/env.ts) and once
// more without analytics, serves both with nginx and the deploy configuration (precompressed Brotli and gzip), answers
// Google's and EmailJS's hosts on this machine over HTTPS (third-party.ts: a gtag/js of GA4's weight and a collect
// endpoint that records every hit), measures every route with Lighthouse next to the same page with its scripts
// stripped, the build without analytics and a bare Gatsby 5 page, lists first-load JS and HTML bytes, times builds
// (cold, after one YAML edit, 10x and 100x synthetic cities), writes bench/results.{md,json} and exits 1 when a budget
// of issue 6 is missed on the production build. Options: --quick (one route per template, one run, no 100x build),
// --runs N, --routes /a,/b, --skip-build (measure the public/ already built, which must be production's; no column
// without analytics), --skip-no-analytics (no such build nor column), --skip-build-cost, --control <commit> (that
// commit built as production is and measured beside every route in the same run: a slower machine moves both, a slower
// site one; more pairs of runs, up to --max-runs N (3 x --runs), while their spread leaves the verdict open),
// --control-only (each route against the control alone: no stripped copy, no tag check), --section <name> (the block of
// bench/results.md written, e.g. "control" for a run on chosen routes).
import { execSync } from "node:child_process"
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs"
import { createRequire } from "node:module"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import zlib from "node:zlib"

import { isLaunchReady } from "../../gatsby/checks/launch-check"
import { gtagScriptUrl } from "../../gatsby/post-build/analytics-tag"
import { startSiteServer } from "../serve"
import { brotliAvailable, startNginx } from "../serve-nginx.mts"
import { budgets, checkRoute, checkStandIn } from "./budgets"
import { copyProject, editOneEntry, gatsby, multiplyCities, scratch, writeBareSite } from "./build.mts"
import { routeBytes } from "./bytes"
import { chunkModules } from "./chunk-modules.mts"
import { needsMorePairs, pairedRatio } from "./control-verdict"
import { buildEnv } from "./env"
import { GA4_WEIGHT, gtagStandIn } from "./gtag-stand-in"
import { launchChrome, type LighthouseMedian, type LighthouseRun, medianOf, runLighthouse } from "./lighthouse.mts"
import { writeResults } from "./report.mts"
import type { Results } from "./results.mts"
import { allRoutes, quickRoutes } from "./routes.mts"
import { writeStrippedSite } from "./strip.mts"
import { connectToChrome, measureTagCost } from "./tag-cost.mts"
import { medianTagCost, TAG_COST_LOADS } from "./tag-cost-median"
import { startThirdPartyStandIn } from "./third-party"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..")
const args = process.argv.slice(2)
const option = (name: string) => {
  const index = args.indexOf(name)
  return index === -1 ? undefined : args[index + 1]
}
const quick = args.includes("--quick")
const runs = Number(option("--runs") ?? (quick ? 1 : 3))
const routes = option("--routes")?.split(",") ?? (quick ? quickRoutes : allRoutes())
const basePort = Number(process.env.BENCH_PORT ?? 9431)
const tmp = scratch(root)
const controlRef = option("--control")
// --control-only: each route against the control alone (performance), no stripped copy, no tag check: issue 63's run.
const controlOnly = controlRef !== undefined && args.includes("--control-only")
const maxRuns = Number(option("--max-runs") ?? 3 * runs)

const git = (command: string) => execSync(`git ${command}`, { cwd: root, encoding: "utf8" }).trim()
const require = createRequire(import.meta.url)
const results: Results = {
  meta: {
    commit: git("rev-parse --short HEAD"),
    dirty: git("status --porcelain -- src data gatsby-config.ts gatsby-node.ts gatsby-browser.tsx gatsby-ssr.tsx") !== "",
    date: new Date().toISOString(),
    quick,
    section: option("--section"),
    args,
    runs,
    lighthouseVersion: require("lighthouse/package.json").version,
    chromium: execSync(`${process.env.CHROME_PATH || "/usr/bin/chromium"} --version`, { encoding: "utf8" }).trim(),
    cores: os.cpus().length,
    loadAverage: { start: os.loadavg()[0], end: null },
    benchmarkIndex: null,
    control: controlRef ? { commit: git(`rev-parse --short ${controlRef}`), benchmarkIndex: null } : null,
    build: {
      measurementId: buildEnv("production").GATSBY_GA_MEASUREMENT_ID ?? null,
      emailjsKeys: Boolean(buildEnv("production").GATSBY_EMAILJS_PUBLIC_KEY),
      noAnalyticsBuilt: false,
      preview: !isLaunchReady(root, buildEnv("production")),
    },
    server: `${execSync("nginx -v 2>&1", { encoding: "utf8" }).trim()} with deploy/nginx.conf`,
    compression: brotliAvailable()
      ? "the build's .br and .gz copies (brotli_static, gzip_static)"
      : "the build's .gz copies (gzip_static; Brotli module not installed)",
    thirdParty: null,
  },
  misses: [],
  routes: [],
  bareGatsby: null,
  chunkModules: {},
  builds: [],
  buildNotes: [],
}

// 1. Builds of the site (production's, then without analytics, kept aside) and of the bare Gatsby page, all in this run.
const site = path.join(root, "public")
const generated = path.join(root, "deploy", "generated")
// With --skip-build, the build without analytics that a run left in the scratch directory is measured too, if any.
const noAnalytics = path.join(tmp, "no-analytics")
if (!args.includes("--skip-build")) {
  rmSync(noAnalytics, { recursive: true, force: true })
  gatsby(root, root, "clean", "cold build")
  results.builds.push({
    label: "cold build (after gatsby clean), production env, with source maps for the chunk breakdown",
    ...gatsby(root, root, "build", "cold build", { BENCH_SOURCE_MAPS: "1" }),
  })
  const production = path.join(tmp, "production")
  rmSync(production, { recursive: true, force: true })
  mkdirSync(production, { recursive: true })
  mkdirSync(noAnalytics, { recursive: true })
  renameSync(site, path.join(production, "public"))
  renameSync(generated, path.join(production, "generated"))
  if (!args.includes("--skip-no-analytics")) {
    results.builds.push({
      label: "build without analytics (after the production build)",
      ...gatsby(root, root, "build", "build without analytics", {}, "no-analytics"),
    })
    renameSync(site, path.join(noAnalytics, "public"))
    renameSync(generated, path.join(noAnalytics, "generated"))
    results.meta.build!.noAnalyticsBuilt = true
  }
  renameSync(path.join(production, "public"), site)
  renameSync(path.join(production, "generated"), generated)
}
// What is measured as production must be production's build: its pages load the GA tag.
const measurementId = results.meta.build!.measurementId!
if (!readFileSync(path.join(site, "index.html"), "utf8").includes(gtagScriptUrl(measurementId)))
  throw new Error(`public/ was not built with ${measurementId}: run without --skip-build, or build with scripts/bench/env.ts`)
// The control: the commit's own sources (git archive), built in the scratch directory with the same environment.
const controlDir = path.join(tmp, "control")
if (controlRef) {
  rmSync(controlDir, { recursive: true, force: true })
  mkdirSync(controlDir, { recursive: true })
  execSync(`git archive ${controlRef} | tar -x -C ${JSON.stringify(controlDir)}`, { cwd: root })
  // built with its own locked packages when they differ from the checkout's: one since dropped (gatsby-transformer-yaml)
  // or moved on (yaml 1's "yaml/types") fails its build with the checkout's node_modules
  const lockfile = (dir: string) => readFileSync(path.join(dir, "package-lock.json"), "utf8")
  const ownPackages = lockfile(controlDir) !== lockfile(root)
  if (ownPackages) execSync("npm ci --no-audit --no-fund", { cwd: controlDir, stdio: "inherit" })
  results.builds.push({
    label: `control: ${results.meta.control!.commit}'s sources, production env, cold`,
    ...gatsby(ownPackages ? controlDir : root, controlDir, "build", "control build"),
  })
}
const bareDir = writeBareSite(root)
results.builds.push({ label: "bare Gatsby 5 page, cold", ...gatsby(root, bareDir, "build", "bare Gatsby page") })

// 2. Bytes per route.
const bareSite = path.join(bareDir, "public")
results.routes = routes.map((route) => ({
  route,
  bytes: routeBytes(site, route),
  lighthouse: null,
  stripped: null,
  noAnalytics: null,
  control: null,
}))
results.bareGatsby = { bytes: routeBytes(bareSite, "/"), lighthouse: null, stripped: null }
// What fills the larger chunks (React's framework chunk aside), to see where first-load bytes go.
const largeChunks = new Set(
  results.routes.flatMap((row) =>
    row.bytes.chunks.filter((chunk) => chunk.raw > 10 * 1024 && !chunk.file.startsWith("/framework-")),
  ),
)
// Only a build of this run has source maps (see gatsby-node.ts): with --skip-build the breakdown is left out.
for (const { file } of largeChunks) {
  const modules = results.chunkModules[file] ?? (await chunkModules(site, file))
  if (modules.length) results.chunkModules[file] = modules
}
// The maps would publish the source with the site: gone before anything is served.
for (const file of readdirSync(site)) if (file.endsWith(".js.map")) rmSync(path.join(site, file))
const check = async () => {
  results.misses = [
    ...results.routes.flatMap((row) => checkRoute(row.route, row, results.meta.build?.preview)),
    ...(results.meta.thirdParty ? checkStandIn(results.meta.thirdParty) : []),
  ]
  await writeResults(root, results)
}
await check()

// 3. Lighthouse: each route, its stripped copy and the build without analytics, run after run, so all see the same
// machine load. The site as nginx serves it in production; the bare Gatsby page by scripts/serve.ts (it has no deploy
// configuration of its own). Google's and EmailJS's hosts answered by the stand-in.
await writeStrippedSite(site, path.join(tmp, "stripped"))
await writeStrippedSite(bareSite, path.join(tmp, "bare-stripped"))
const withNoAnalytics = existsSync(path.join(noAnalytics, "public"))
results.meta.build!.noAnalyticsBuilt = withNoAnalytics
const nginxes = await Promise.all([
  startNginx({ port: basePort, publicDir: site }),
  startNginx({ port: basePort + 1, publicDir: path.join(tmp, "stripped") }),
  ...(withNoAnalytics
    ? [
        startNginx({
          port: basePort + 4,
          publicDir: path.join(noAnalytics, "public"),
          generated: path.join(noAnalytics, "generated"),
        }),
      ]
    : []),
  ...(controlRef
    ? [
        startNginx({
          port: basePort + 5,
          publicDir: path.join(controlDir, "public"),
          generated: path.join(controlDir, "deploy", "generated"),
        }),
      ]
    : []),
])
const servers = await Promise.all(
  [bareSite, path.join(tmp, "bare-stripped")].map((dir, index) =>
    startSiteServer({ port: basePort + 2 + index, dir, notFoundStatus: 200 }),
  ),
)
const origin = (index: number) => `http://127.0.0.1:${basePort + index}`
const thirdParty = await startThirdPartyStandIn()
const chrome = await launchChrome(thirdParty.chromeFlags)
// Production page loads of the tag check (measureTagCost), each of which must fetch gtag/js and send a page view; and
// gtag/js requests during Lighthouse's loads, which the tag should start too late for.
let productionLoads = 0
let lighthouseTagRequests = 0
const pageViews = () => thirdParty.hits.flatMap((hit) => hit.fields).filter((fields) => fields.en === "page_view").length
const recordStandIn = () => {
  const tag = Buffer.from(gtagStandIn())
  results.meta.thirdParty = {
    tag: { raw: tag.length, gzip: zlib.gzipSync(tag, { level: 9 }).length, brotli: zlib.brotliCompressSync(tag).length },
    ga4Weight: GA4_WEIGHT,
    productionLoads,
    tagRequests: thirdParty.tagRequests.length,
    pageViews: pageViews(),
    lighthouseTagRequests,
    hits: thirdParty.hits.length,
    emailRequests: thirdParty.emailRequests.length,
    unexpected: thirdParty.unexpected.map((request) => `${request.method} https://${request.host}${request.path}`),
  }
}
try {
  const measure = async (label: string, url: string, strippedUrl: string, noAnalyticsUrl?: string, controlUrl?: string) => {
    const real: LighthouseRun[] = []
    const stripped: LighthouseRun[] = []
    const plain: LighthouseRun[] = []
    const control: LighthouseRun[] = []
    // With a control, more pairs of runs while their spread leaves the verdict open (control-verdict.ts).
    const unsettled = () =>
      controlUrl !== undefined &&
      needsMorePairs(
        pairedRatio(
          real.map((run) => run.tbt),
          control.map((run) => run.tbt),
        ),
        budgets.tbtControlRatio,
        maxRuns,
      )
    for (let run = 0; run < runs || unsettled(); run++) {
      real.push(await runLighthouse(chrome, url, controlOnly ? ["performance"] : undefined))
      // The comparisons need performance figures only.
      if (!controlOnly) stripped.push(await runLighthouse(chrome, strippedUrl, ["performance"]))
      if (noAnalyticsUrl) plain.push(await runLighthouse(chrome, noAnalyticsUrl, ["performance"]))
      if (controlUrl) control.push(await runLighthouse(chrome, controlUrl, ["performance"]))
    }
    const medians = {
      lighthouse: medianOf(real),
      stripped: stripped.length ? medianOf(stripped) : null,
      noAnalytics: plain.length ? medianOf(plain) : null,
      control: control.length ? medianOf(control) : null,
    }
    const { lighthouse: lh, stripped: st, noAnalytics: na, control: co } = medians
    console.log(
      `[bench] ${label}: P/A/BP/SEO ${Object.values(lh.scores).join("/")}, LCP ${Math.round(lh.lcp)} ms ` +
        (st ? `(stripped ${Math.round(st.lcp)} ms, x${(lh.lcp / st.lcp).toFixed(2)}), ` : "") +
        `TBT ${Math.round(lh.tbt)} ms, CLS ${lh.cls.toFixed(3)}, ` +
        `third-party main thread ${Math.round(lh.thirdPartyMainThreadMs ?? 0)} ms` +
        (na ? `; without analytics: LCP ${Math.round(na.lcp)} ms, TBT ${Math.round(na.tbt)} ms` : "") +
        (co ? `; control ${results.meta.control!.commit}: TBT ${Math.round(co.tbt)} ms over ${co.runs} pairs` : ""),
    )
    return medians
  }
  const tagBrowser = await connectToChrome(chrome.port)
  const bare = await measure("bare Gatsby page", `${origin(2)}/`, `${origin(3)}/`)
  Object.assign(results.bareGatsby!, { lighthouse: bare.lighthouse, stripped: bare.stripped })
  for (const row of results.routes) {
    const tagRequestsBefore = thirdParty.tagRequests.length
    Object.assign(
      row,
      await measure(
        row.route,
        origin(0) + row.route,
        origin(1) + row.route,
        withNoAnalytics ? origin(4) + row.route : undefined,
        controlRef ? origin(5) + row.route : undefined,
      ),
    )
    lighthouseTagRequests += thirdParty.tagRequests.length - tagRequestsBefore
    if (controlOnly) {
      await check()
      continue
    }
    const loads = []
    for (let load = 0; load < TAG_COST_LOADS; load++) {
      loads.push(await measureTagCost(tagBrowser, origin(0) + row.route, pageViews))
      productionLoads++
    }
    row.tagCost = medianTagCost(loads)
    console.log(
      `[bench] ${row.route}: Google's tag on the first scroll (median of ${TAG_COST_LOADS} loads): longest task ${Math.round(row.tagCost.longestTaskMs)} ms, ` +
        `blocking ${Math.round(row.tagCost.blockingMs)} ms (CPU 4x slower), page view ${row.tagCost.pageViewSent ? "sent" : "NOT sent"}`,
    )
    recordStandIn()
    await check()
  }
  const medianIndex = (pages: Array<LighthouseMedian | null | undefined>) => {
    const indexes = pages
      .map((page) => page?.benchmarkIndex)
      .filter((index): index is number => typeof index === "number" && index > 0)
      .sort((a, b) => a - b)
    return indexes[Math.floor(indexes.length / 2)] ?? null
  }
  results.meta.benchmarkIndex = medianIndex(results.routes.map((row) => row.lighthouse))
  if (results.meta.control) results.meta.control.benchmarkIndex = medianIndex(results.routes.map((row) => row.control))
} finally {
  await chrome.kill()
  await thirdParty.close()
  for (const server of servers) server.close()
  for (const nginx of nginxes) await nginx.stop()
}
results.meta.loadAverage!.end = os.loadavg()[0]
recordStandIn()
await check()

// 4. Build cost in temporary copies of the project (never data/ itself).
if (!args.includes("--skip-build-cost")) {
  const edited = copyProject(root, "edit")
  const first = gatsby(root, edited, "build", "cold build of a fresh copy")
  results.builds.push({ label: "cold build (fresh copy of the project: no .cache, no public/)", ...first })
  editOneEntry(edited)
  results.builds.push({
    label: "rebuild after editing one YAML entry (the first file of data/cities/)",
    ...gatsby(root, edited, "build", "rebuild"),
  })
  await check()
  for (const factor of quick ? [10] : [10, 100]) {
    const dir = copyProject(root, `cities-x${factor}`)
    const cities = multiplyCities(dir, factor)
    results.builds.push({
      label: `${factor}x city entries (${cities} cities), cold`,
      ...gatsby(root, dir, "build", `${factor}x cities`),
    })
    rmSync(dir, { recursive: true, force: true })
    await check()
  }
  rmSync(edited, { recursive: true, force: true })
  results.buildNotes.push(
    "Synthetic entries copy each city of data/cities/ into a file of its own with a new slug and name; the menu still lists the five real cities.",
  )
}
rmSync(tmp, { recursive: true, force: true })
await check()

if (results.misses.length) {
  console.error(`\n[bench] ${results.misses.length} budget(s) missed:`)
  for (const line of results.misses) console.error(`  ${line}`)
  process.exit(1)
}
console.log("\n[bench] every budget met")
