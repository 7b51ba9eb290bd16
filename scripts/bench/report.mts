// Writes bench/results.json (all figures, one key per mode: "full", "quick", "scale") and the benchmark's parts of
// bench/results.md, one per mode, each between its own markers: any other section (e.g. the nginx load test) is kept.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs"
import prettier from "prettier"
import path from "node:path"

import { TAG_QUIET_MS, THIRD_PARTY_WAIT_MS } from "../../src/inline/paint-first-timing"
import { budgets, KB, pageKind } from "./budgets"
import { TAG_COST_LOADS } from "./tag-cost-median"
import { pairedRatio, routeGroups, verdict } from "./control-verdict"
import type { LighthouseMedian } from "./lighthouse.mts"
import type { Results, RouteRow } from "./results.mts"
import { mergeSection } from "./results-sections"

const kb = (bytes: number) => (bytes / KB).toFixed(1)
const ms = (value: number | null | undefined) => (value === null || value === undefined ? "–" : String(Math.round(value)))
const scoreCell = (scores: Record<string, number | null>) =>
  ["performance", "accessibility", "best-practices", "seo"].map((id) => scores[id] ?? "–").join(" / ")

export function renderMarkdown(results: Results): string {
  const lines: string[] = []
  const { meta } = results
  lines.push(`## Lighthouse, bytes and build cost (\`npm run bench${meta.args.length ? ` -- ${meta.args.join(" ")}` : ""}\`)`)
  lines.push("")
  lines.push(`Commit measured: \`${meta.commit}\`${meta.dirty ? " (with uncommitted changes)" : ""}, ${meta.date}.`)
  lines.push("")
  lines.push(...configuration(results).map((line) => `- ${line}`))
  lines.push("")
  lines.push(
    `Budgets: scores 100; LCP <= ${budgets.lcpRatio} x the same page with every script stripped; TBT <= ${budgets.tbtMs} ms ` +
      `(with a control measured in the run, a TBT over it is a miss only when also over ${budgets.tbtControlRatio} x the control's); ` +
      `CLS < ${budgets.clsBelow}; first-load JS gzip <= ${budgets.jsGzipKb.plain} KB, ${budgets.jsGzipKb.carousel} KB with the testimonial carousel, ` +
      `${budgets.jsGzipKb.form} KB with the form (KB = 1024 bytes); the tap 100 ms after the touch that arms Google's tag <= ${budgets.interactionAfterTagMs} ms at 4x CPU. Exempt: points /404 loses to "is-crawlable", ` +
      `"http-status-code" and "errors-in-console" alone, since the not-found page is \`noindex\` and sent with status ` +
      "404 on purpose. Checked on the production build only.",
  )
  const measured = results.routes.filter((row) => row.lighthouse).length
  if (measured < results.routes.length)
    lines.push(
      "",
      `**Partial run: Lighthouse measured ${measured} of ${results.routes.length} routes when these figures were written.**`,
    )
  lines.push("")
  const misses = results.misses
  lines.push(misses.length ? `**${misses.length} budget misses:**` : "**Every budget met.**")
  for (const line of misses.slice(0, 80)) lines.push(`- ${line}`)
  if (misses.length > 80) lines.push(`- … and ${misses.length - 80} more (bench/results.json)`)
  lines.push("")
  // The build without analytics is an extra column, shown only when the run built it (not with --skip-build or
  // --skip-no-analytics), so a reader never takes an empty column for production's figures.
  const withNoAnalytics = results.routes.some((route) => route.noAnalytics)
  // --control-only measures no stripped copy: the table says so rather than show an empty column as if measured
  const withStripped = results.routes.some((route) => route.stripped)
  lines.push(
    `### Lighthouse (medians): production build, nginx; ${withStripped ? "stripped copy" : "no stripped copy (--control-only: performance alone)"}${withNoAnalytics ? " and build without analytics" : ""} beside it`,
  )
  lines.push("")
  lines.push(
    "Production: the build with the GA id and EmailJS keys, Google's and EmailJS's hosts answered by the stand-in. " +
      (withStripped ? "Stripped: the same pages with every script removed, same server. " : "") +
      (withNoAnalytics
        ? "Without analytics: built without a GA id or EmailJS keys, same server (performance only; an extra column, not budgeted). "
        : "") +
      "Third party: Lighthouse's third-party summary (transfer KB; main-thread ms, simulated mobile CPU).",
  )
  lines.push("")
  lines.push(
    "| route | kind | scores P / A / BP / SEO | LCP ms | stripped LCP ms | LCP ratio | TBT ms | CLS | bytes KB | third party KB | third party main thread ms |" +
      (withNoAnalytics ? " without analytics: P | LCP ms | TBT ms | bytes KB |" : ""),
  )
  lines.push(`|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|${withNoAnalytics ? "---:|---:|---:|---:|" : ""}`)
  const row = (
    label: string,
    kind: string,
    lh: LighthouseMedian,
    st: LighthouseMedian | null | undefined,
    na: LighthouseMedian | null | undefined,
  ) =>
    `| ${label} | ${kind} | ${scoreCell(lh.scores)} | ${ms(lh.lcp)} | ${ms(st?.lcp)} | ` +
    `${st ? (lh.lcp / st.lcp).toFixed(2) : "–"} | ${ms(lh.tbt)} | ${lh.cls.toFixed(3)} | ${kb(lh.bytes)} | ` +
    `${lh.thirdPartyBytes === null || lh.thirdPartyBytes === undefined ? "–" : kb(lh.thirdPartyBytes)} | ${ms(lh.thirdPartyMainThreadMs)} |` +
    (withNoAnalytics
      ? ` ${na ? (na.scores.performance ?? "–") : "–"} | ${ms(na?.lcp)} | ${ms(na?.tbt)} | ${na ? kb(na.bytes) : "–"} |`
      : "")
  for (const route of results.routes)
    if (route.lighthouse) lines.push(row(route.route, pageKind(route.bytes), route.lighthouse, route.stripped, route.noAnalytics))
  const bare = results.bareGatsby
  if (bare?.lighthouse) lines.push(row("bare Gatsby 5 page (scripts/serve.ts)", "plain", bare.lighthouse, bare.stripped, null))
  const control = meta.control
  if (control) {
    lines.push("")
    lines.push(`### Control: \`${control.commit}\` built and measured in the same run`)
    lines.push("")
    lines.push(
      `The control commit's sources built with the same production environment, served by the same nginx and measured ` +
        `by the same Chromium right after each production run (performance only). Lighthouse benchmarkIndex median: ` +
        `this commit ${ms(meta.benchmarkIndex)}, the control ${ms(control.benchmarkIndex)}. A slower machine moves both ` +
        "columns; a slower site moves only the first.",
    )
    lines.push("")
    lines.push("")
    lines.push(
      `Paired ratio: the geometric mean of each run's TBT over the control's run beside it, with its 95% interval; a ` +
        `route gets more pairs (up to --max-runs) while that interval holds ${budgets.tbtControlRatio}, and is "within" ` +
        `only when all of it is at or under. Main thread: Lighthouse's main-thread work (every task, not only those ` +
        "past 50 ms), medians.",
    )
    lines.push("")
    lines.push(
      "| route | P | control P | TBT ms | control TBT ms | ratio of medians | paired ratio (95%) | verdict | TBT runs | control TBT runs | main thread ms | control main thread ms |",
    )
    lines.push("|---|---:|---:|---:|---:|---:|---|---|---|---|---:|---:|")
    const ratio = (a: number, b?: number) => (b ? (a / b).toFixed(2) : "–")
    const each = (runs?: number[]) => runs?.join(", ") ?? "–"
    for (const { route, lighthouse, control: co } of results.routes)
      if (lighthouse) {
        const paired = co?.tbtRuns && lighthouse.tbtRuns ? pairedRatio(lighthouse.tbtRuns, co.tbtRuns) : null
        lines.push(
          `| ${route} | ${lighthouse.scores.performance ?? "–"} | ${co?.scores.performance ?? "–"} | ` +
            `${ms(lighthouse.tbt)} | ${ms(co?.tbt)} | ${ratio(lighthouse.tbt, co?.tbt)} | ` +
            (paired
              ? `${paired.ratio.toFixed(2)} (${paired.low.toFixed(2)} to ${paired.high.toFixed(2)}) | ${verdict(paired, budgets.tbtControlRatio)} | `
              : "– | – | ") +
            `${each(lighthouse.tbtRuns)} | ${each(co?.tbtRuns)} | ${ms(lighthouse.mainThreadMs)} | ${ms(co?.mainThreadMs)} |`,
        )
      }
    const measured = results.routes.flatMap(({ route, lighthouse, control: co }) =>
      lighthouse?.tbtRuns && co?.tbtRuns ? [{ route, site: lighthouse.tbtRuns, control: co.tbtRuns }] : [],
    )
    if (measured.length > 1) {
      lines.push("")
      lines.push(
        "Routes read together: every pair of the routes under one folder pooled, then every route's (a template's pages " +
          "share its code, and many pairs read it more tightly than one route's few).",
      )
      lines.push("")
      lines.push("| routes | how many | pairs | paired ratio (95%) | verdict |")
      lines.push("|---|---:|---:|---|---|")
      for (const { label, routes, ratio: pooled } of routeGroups(measured))
        lines.push(
          `| ${label} | ${routes} | ${pooled.pairs} | ${pooled.ratio.toFixed(2)} (${pooled.low.toFixed(2)} to ` +
            `${pooled.high.toFixed(2)}) | ${verdict(pooled, budgets.tbtControlRatio)} |`,
        )
    }
  }
  const lostPoints = new Map()
  for (const row of results.routes)
    for (const item of row.lighthouse?.failing ?? [])
      lostPoints.set(`${item.category}: ${item.audit}`, [...(lostPoints.get(`${item.category}: ${item.audit}`) ?? []), row.route])
  if (lostPoints.size) {
    lines.push("")
    lines.push("Audits that lost points (in most runs):")
    for (const [audit, routes] of lostPoints)
      lines.push(`- ${audit}: ${routes.length === results.routes.length ? "every route" : routes.join(", ")}`)
  }
  const tagRows = results.routes.filter((route) => route.tagCost)
  if (tagRows.length) {
    lines.push("")
    lines.push("### Google's tag when it starts (production build; the next tap budgeted)")
    lines.push("")
    lines.push(
      `Lighthouse's loads end before the tag starts (once the visitor is still for ${TAG_QUIET_MS / 1000} s after their first touch, or ${THIRD_PARTY_WAIT_MS / 1000} s after the load event: ` +
        "gatsby/post-build/paint-first.ts), so its cost is measured apart (scripts/bench/tag-cost.mts): each production " +
        `page opened ${TAG_COST_LOADS} times (each figure the median of those loads) in the same Chromium with the CPU 4 times slower (Lighthouse's mobile assumption, applied ` +
        "here, not simulated), scrolled once right after the load event, which arms the stand-in tag; the long tasks " +
        "from then until its page view was sent, plus one second. The visitor taps the menu 100 ms after that scroll: " +
        `the tap's time to the next paint (Event Timing, as INP reads it) is budgeted at ${budgets.interactionAfterTagMs} ms. ` +
        "A second tap the moment the tag is put in meets its start-up task: what the still moment before the start " +
        "spares the first (not budgeted).",
    )
    lines.push("")
    lines.push(
      "| route | tag put in, ms after load | longest task ms | blocking ms (beyond 50 ms each) | next tap ms | tap as it starts ms | page view sent |",
    )
    lines.push("|---|---:|---:|---:|---:|---:|---|")
    const tap = (value: number | null | undefined) => (value === undefined ? "not measured" : value === null ? "< 16" : ms(value))
    for (const { route, tagCost } of tagRows)
      lines.push(
        `| ${route} | ${ms(tagCost!.startedAfterLoadMs)} | ${ms(tagCost!.longestTaskMs)} | ${ms(tagCost!.blockingMs)} | ` +
          `${tap(tagCost!.interactionMs)} | ${tap(tagCost!.startupTapMs)} | ${tagCost!.pageViewSent ? "yes" : "**no**"} |`,
      )
  }
  lines.push("")
  lines.push("### First-load JavaScript and HTML of the production build (KB: raw / gzip / brotli)")
  lines.push("")
  lines.push("| route | kind | JS raw | JS gzip | JS brotli | budget gzip | HTML raw | HTML gzip | HTML brotli | chunks |")
  lines.push("|---|---|---:|---:|---:|---:|---:|---:|---:|---|")
  const shared = sharedChunks(results.routes)
  const bytesRows = [...results.routes, ...(bare ? [{ route: "bare Gatsby 5 page", bytes: bare.bytes }] : [])]
  for (const { route, bytes } of bytesRows) {
    const own = bytes.chunks.filter((chunk) => !shared.has(chunk.file)).map((chunk) => `${chunk.file} (${kb(chunk.gzip)})`)
    lines.push(
      `| ${route} | ${pageKind(bytes)} | ${kb(bytes.js.raw)} | ${kb(bytes.js.gzip)} | ${kb(bytes.js.brotli)} | ` +
        `${budgets.jsGzipKb[pageKind(bytes)]} | ${kb(bytes.html.raw)} | ${kb(bytes.html.gzip)} | ${kb(bytes.html.brotli)} | ` +
        `${route === "bare Gatsby 5 page" ? bytes.chunks.map((chunk) => `${chunk.file} (${kb(chunk.gzip)})`).join(", ") : own.join(", ") || "shared only"} |`,
    )
  }
  if (shared.size) {
    lines.push("")
    lines.push("Chunks every measured route loads (KB raw / gzip / brotli):")
    for (const chunk of shared.values()) lines.push(`- ${chunk.file}: ${kb(chunk.raw)} / ${kb(chunk.gzip)} / ${kb(chunk.brotli)}`)
  }
  const modules = Object.entries(results.chunkModules ?? {})
  if (modules.length) {
    lines.push("")
    lines.push("Largest contributors to the larger chunks (minified KB, from source maps):")
    for (const [file, list] of modules)
      lines.push(`- ${file}: ${list.map((item) => `${item.name} ${kb(item.bytes)}`).join(", ")}`)
  }
  lines.push("")
  lines.push("### Build cost (production env)")
  lines.push("")
  lines.push("| build | pages | seconds | seconds per page |")
  lines.push("|---|---:|---:|---:|")
  for (const build of results.builds)
    lines.push(
      `| ${build.label} | ${build.pages} | ${build.seconds} | ${build.secondsPerPage === null ? "–" : build.secondsPerPage.toFixed(3)} |`,
    )
  if (results.buildNotes?.length) {
    lines.push("")
    for (const note of results.buildNotes) lines.push(`- ${note}`)
  }
  return lines.join("\n")
}

/** The configuration of the run, one fact a line, for the tables below. */
function configuration({ meta }: Results): string[] {
  const tp = meta.thirdParty
  const load = meta.loadAverage
  return [
    meta.build
      ? `Build: production env (GATSBY_GA_MEASUREMENT_ID=${meta.build.measurementId}, EmailJS test keys, EmailJS's own origin; ` +
        `scripts/bench/env.ts)${meta.build.noAnalyticsBuilt ? "; the same sources built without a GA id or EmailJS keys for the extra column" : "; no build without analytics measured"}.` +
        (meta.build.preview
          ? " A preview: data/ is not launch-ready (npm run check:launch), so every page says noindex and Lighthouse's is-crawlable is exempt on every route."
          : "")
      : "Build: without a GA id or EmailJS keys (an older run).",
    `Server: ${meta.server ?? "scripts/serve.ts"} on 127.0.0.1; compression: ${meta.compression ?? "gzip"}. ` +
      "The bare Gatsby page: scripts/serve.ts (brotli/gzip).",
    tp
      ? `Third parties: www.googletagmanager.com, *.google-analytics.com and api.emailjs.com answered on this machine over ` +
        `HTTPS (scripts/bench/third-party.ts; Chromium's --host-resolver-rules, a throwaway certificate pinned by SPKI). ` +
        `Stand-in gtag/js: ${kb(tp.tag.raw)} KB raw, ${kb(tp.tag.gzip)} KB gzip, ${kb(tp.tag.brotli)} KB brotli (sent brotli). ` +
        (tp.productionLoads
          ? `It recorded ${tp.tagRequests} gtag/js requests and ${tp.pageViews} page_view hits (${tp.hits} collect requests) ` +
            `for ${tp.productionLoads} production page loads of the tag check; `
          : "No tag check in this run (--control-only); ") +
        `${tp.lighthouseTagRequests ?? "–"} gtag/js requests ` +
        `during Lighthouse's loads (the tag starts after its window); ${tp.unexpected.length} unexpected third-party requests.`
      : "Third parties: none answered (no GA id in the build).",
    `Lighthouse ${meta.lighthouseVersion}, mobile, default simulated throttling, ${meta.runs} run(s) per page, medians; ` +
      `${meta.chromium}.`,
    `Machine: ${meta.cores} cores shared with other work; load average (1 min) ${load ? `${load.start.toFixed(1)} at the start, ${load.end === null ? "–" : load.end.toFixed(1)} after Lighthouse` : "not recorded"}; ` +
      `Lighthouse benchmarkIndex median ${ms(meta.benchmarkIndex)}.`,
  ]
}

/** Chunks that every route loads, listed once rather than in every row. */
function sharedChunks(rows: ReadonlyArray<RouteRow>) {
  const shared = new Map<string, RouteRow["bytes"]["chunks"][number]>()
  if (rows.length === 0) return shared
  for (const chunk of rows[0].bytes.chunks) {
    if (rows.every((row) => row.bytes.chunks.some((other) => other.file === chunk.file))) shared.set(chunk.file, chunk)
  }
  return shared
}

/** `text` as `npm run format` writes `file`, so the results pass the format check of `npm test` as written. */
const formatted = async (file: string, text: string): Promise<string> =>
  prettier.format(text, { ...(await prettier.resolveConfig(file)), filepath: file })

export async function writeResults(root: string, results: Results): Promise<void> {
  const mode = results.meta.section ?? (results.meta.quick ? "quick" : "full")
  await writeJsonSection(root, results, mode)
  await writeSection(root, renderMarkdown(results), mode)
}

/** Writes `figures` as `mode`'s key of bench/results.json, keeping the other keys. */
export async function writeJsonSection(root: string, figures: unknown, mode: string): Promise<void> {
  const jsonFile = path.join(root, "bench", "results.json")
  mkdirSync(path.dirname(jsonFile), { recursive: true })
  const all = existsSync(jsonFile) ? JSON.parse(readFileSync(jsonFile, "utf8")) : {}
  writeFileSync(jsonFile, await formatted(jsonFile, JSON.stringify({ ...all, [mode]: figures }, null, 2)))
}

/**
 * Writes `block` between `mode`'s markers in bench/results.md, formatted as the format check of `npm test` wants it;
 * `command`, the npm script the markers name, when not npm run bench's or bench:load's.
 */
export async function writeSection(root: string, block: string, mode: string, command?: string): Promise<void> {
  const mdFile = path.join(root, "bench", "results.md")
  mkdirSync(path.dirname(mdFile), { recursive: true })
  const existing = existsSync(mdFile) ? readFileSync(mdFile, "utf8") : null
  writeFileSync(mdFile, await formatted(mdFile, mergeSection(existing, block, mode, command)))
}
