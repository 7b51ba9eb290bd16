// `npm run bench [-- --quick]`: builds the site (no GA id, no EmailJS keys), measures every route with Lighthouse next to
// the same page with its scripts stripped and a bare Gatsby 5 page, lists first-load JS and HTML bytes, times builds
// (cold, after one YAML edit, 10x and 100x synthetic cities), writes bench/results.{md,json} and exits 1 when a budget
// of issue 6 is missed. Options: --quick (one route per template, one run, no 100x build), --runs N, --routes /a,/b,
// --skip-build (measure the public/ already built), --skip-build-cost.
import { execSync } from "node:child_process"
import { readdirSync, rmSync } from "node:fs"
import { createRequire } from "node:module"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"

import { startSiteServer } from "../serve"
import { checkRoute } from "./budgets.mts"
import { copyProject, editOneEntry, gatsby, multiplyCities, scratch, writeBareSite } from "./build.mts"
import { routeBytes } from "./bytes.mts"
import { chunkModules } from "./chunk-modules.mts"
import { launchChrome, type LighthouseRun, medianOf, runLighthouse } from "./lighthouse.mts"
import { writeResults } from "./report.mts"
import type { Results } from "./results.mts"
import { allRoutes, quickRoutes } from "./routes.mts"
import { writeStrippedSite } from "./strip.mts"

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

const git = (command: string) => execSync(`git ${command}`, { cwd: root, encoding: "utf8" }).trim()
const require = createRequire(import.meta.url)
const results: Results = {
  meta: {
    commit: git("rev-parse --short HEAD"),
    dirty: git("status --porcelain -- src data gatsby-config.ts gatsby-node.ts gatsby-browser.tsx gatsby-ssr.tsx") !== "",
    date: new Date().toISOString(),
    quick,
    args,
    runs,
    lighthouseVersion: require("lighthouse/package.json").version,
    chromium: execSync(`${process.env.CHROME_PATH || "/usr/bin/chromium"} --version`, { encoding: "utf8" }).trim(),
    cores: os.cpus().length,
    benchmarkIndex: null,
  },
  misses: [],
  routes: [],
  bareGatsby: null,
  chunkModules: {},
  builds: [],
  buildNotes: [],
}

// 1. Builds of the site and of the bare Gatsby page, both measured in this run.
if (!args.includes("--skip-build")) {
  gatsby(root, root, "clean", "cold build")
  results.builds.push({
    label: "cold build (after gatsby clean), with source maps for the chunk breakdown",
    ...gatsby(root, root, "build", "cold build", { BENCH_SOURCE_MAPS: "1" }),
  })
}
const bareDir = writeBareSite(root)
results.builds.push({ label: "bare Gatsby 5 page, cold", ...gatsby(root, bareDir, "build", "bare Gatsby page") })

// 2. Bytes per route.
const site = path.join(root, "public")
const bareSite = path.join(bareDir, "public")
results.routes = routes.map((route) => ({ route, bytes: routeBytes(site, route), lighthouse: null, stripped: null }))
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
const check = () => {
  results.misses = results.routes.flatMap((row) => checkRoute(row.route, row))
  writeResults(root, results)
}
check()

// 3. Lighthouse: each route and its stripped copy, run after run, so both see the same machine load.
writeStrippedSite(site, path.join(tmp, "stripped"))
writeStrippedSite(bareSite, path.join(tmp, "bare-stripped"))
const servers = await Promise.all(
  [site, path.join(tmp, "stripped"), bareSite, path.join(tmp, "bare-stripped")].map((dir, index) =>
    startSiteServer({ port: basePort + index, dir, notFoundStatus: 200 }),
  ),
)
const origin = (index: number) => `http://127.0.0.1:${basePort + index}`
const chrome = await launchChrome()
try {
  const measure = async (label: string, url: string, strippedUrl: string) => {
    const real: LighthouseRun[] = []
    const stripped: LighthouseRun[] = []
    for (let run = 0; run < runs; run++) {
      real.push(await runLighthouse(chrome, url))
      stripped.push(await runLighthouse(chrome, strippedUrl))
    }
    const medians = { lighthouse: medianOf(real), stripped: medianOf(stripped) }
    const { lighthouse: lh, stripped: st } = medians
    console.log(
      `[bench] ${label}: P/A/BP/SEO ${Object.values(lh.scores).join("/")}, LCP ${Math.round(lh.lcp)} ms ` +
        `(stripped ${Math.round(st.lcp)} ms, x${(lh.lcp / st.lcp).toFixed(2)}), TBT ${Math.round(lh.tbt)} ms, CLS ${lh.cls.toFixed(3)}`,
    )
    return medians
  }
  Object.assign(results.bareGatsby!, await measure("bare Gatsby page", `${origin(2)}/`, `${origin(3)}/`))
  for (const row of results.routes) {
    Object.assign(row, await measure(row.route, origin(0) + row.route, origin(1) + row.route))
    check()
  }
  const indexes = results.routes
    .map((row) => row.lighthouse?.benchmarkIndex)
    .filter((index): index is number => typeof index === "number" && index > 0)
  results.meta.benchmarkIndex = indexes.sort((a, b) => a - b)[Math.floor(indexes.length / 2)] ?? null
} finally {
  await chrome.kill()
  for (const server of servers) server.close()
}
check()

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
  check()
  for (const factor of quick ? [10] : [10, 100]) {
    const dir = copyProject(root, `cities-x${factor}`)
    const cities = multiplyCities(dir, factor)
    results.builds.push({
      label: `${factor}x city entries (${cities} cities), cold`,
      ...gatsby(root, dir, "build", `${factor}x cities`),
    })
    rmSync(dir, { recursive: true, force: true })
    check()
  }
  rmSync(edited, { recursive: true, force: true })
  results.buildNotes.push(
    "Synthetic entries copy each city of data/cities/ into a file of its own with a new slug and name; the menu still lists the five real cities.",
  )
}
rmSync(tmp, { recursive: true, force: true })
check()

if (results.misses.length) {
  console.error(`\n[bench] ${results.misses.length} budget(s) missed:`)
  for (const line of results.misses) console.error(`  ${line}`)
  process.exit(1)
}
console.log("\n[bench] every budget met")
