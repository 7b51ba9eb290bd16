// Lighthouse (mobile, default simulated throttling) in Debian's Chromium, kept off the network.
import type { LaunchedChrome } from "chrome-launcher"
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"

const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
  "--disable-default-apps",
  "--disable-extensions",
]

export const categories = ["performance", "accessibility", "best-practices", "seo"]

/** Chromium for Lighthouse; `extraFlags` such as the third-party stand-in's resolver rules and certificate. */
export async function launchChrome(extraFlags: ReadonlyArray<string> = []) {
  return chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || "/usr/bin/chromium",
    chromeFlags: [...chromeFlags, ...extraFlags],
    logLevel: "silent",
  })
}

/** One Lighthouse run: the four scores (0 to 100), LCP, TBT, CLS, transferred bytes, and the audits that lost points. */
export interface FailingAudit {
  category: string
  audit: string
  score: number
  display: string
  runs?: number
}

export interface LighthouseRun {
  scores: Record<string, number | null>
  lcp: number
  fcp: number
  tbt: number
  /** Lighthouse's main-thread work (all tasks, simulated mobile CPU): grows with the work, where TBT counts only tasks past 50 ms. */
  mainThreadMs?: number
  cls: number
  bytes: number
  failing: FailingAudit[]
  warnings?: string[]
  benchmarkIndex?: number
  /** Lighthouse's third-party summary: bytes and main-thread time of other origins, and their entities' names. */
  thirdParty?: { bytes: number; mainThreadMs: number; entities: string[] }
}

/** Medians of several runs; a figure no run had is null. */
export interface LighthouseMedian {
  runs: number
  scores: Record<string, number | null>
  lcp: number
  fcp: number
  tbt: number
  /** Every run's TBT, in the order run: how wide the spread is that the median hides. */
  tbtRuns?: number[]
  mainThreadMs?: number | null
  cls: number
  bytes: number
  benchmarkIndex: number | null
  failing: FailingAudit[]
  thirdPartyBytes?: number | null
  thirdPartyMainThreadMs?: number | null
  thirdPartyEntities?: string[]
}

/**
 * One Lighthouse run, tried up to three times: on a busy machine Chromium's trace sometimes misses the navigation
 * (NO_NAVSTART), which says nothing about the page.
 */
export async function runLighthouse(
  chrome: LaunchedChrome,
  url: string,
  onlyCategories: ReadonlyArray<string> = categories,
): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouseOnce(chrome, url, onlyCategories)
    } catch (error) {
      if (attempt === 3) throw error
      console.warn(`[bench] retrying ${url}: ${(error as Error).message}`)
    }
  }
}

async function runLighthouseOnce(
  chrome: LaunchedChrome,
  url: string,
  onlyCategories: ReadonlyArray<string>,
): Promise<LighthouseRun> {
  // ignoreStatusCode: the not-found page is audited as nginx sends it, with its 404.
  const result = await lighthouse(url, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...onlyCategories],
    ignoreStatusCode: true,
  })
  const lhr = result?.lhr
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`)
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  const scores = Object.fromEntries(
    onlyCategories.map((id) => {
      const score = lhr.categories[id].score
      return [id, score === null ? null : Math.round(score * 100)]
    }),
  )
  const failing: FailingAudit[] = []
  for (const id of onlyCategories) {
    for (const ref of lhr.categories[id].auditRefs) {
      const audit = lhr.audits[ref.id]
      if (ref.weight > 0 && audit.score !== null && audit.score < 1)
        failing.push({ category: id, audit: ref.id, score: audit.score, display: audit.displayValue ?? "" })
    }
  }
  const summary = lhr.audits["third-party-summary"]?.details
  const thirdParties = (summary?.type === "table" ? summary.items : []) as Array<{
    entity?: string
    transferSize?: number
    mainThreadTime?: number
  }>
  return {
    scores,
    lcp: lhr.audits["largest-contentful-paint"].numericValue ?? 0,
    fcp: lhr.audits["first-contentful-paint"].numericValue ?? 0,
    tbt: lhr.audits["total-blocking-time"].numericValue ?? 0,
    mainThreadMs: lhr.audits["mainthread-work-breakdown"]?.numericValue,
    cls: lhr.audits["cumulative-layout-shift"].numericValue ?? 0,
    bytes: lhr.audits["total-byte-weight"].numericValue ?? 0,
    failing,
    warnings: lhr.runWarnings,
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    thirdParty: {
      bytes: thirdParties.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
      mainThreadMs: thirdParties.reduce((sum, item) => sum + (item.mainThreadTime ?? 0), 0),
      entities: thirdParties.map((item) => String(item.entity ?? "")),
    },
  }
}

const median = (values: ReadonlyArray<number | null | undefined>): number | null => {
  const sorted = values.filter((value): value is number => value !== null && value !== undefined).sort((a, b) => a - b)
  if (sorted.length === 0) return null
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** Per-figure medians of several runs; an audit counts as losing points when it did in most runs. */
export function medianOf(runs: ReadonlyArray<LighthouseRun>): LighthouseMedian {
  const failingCounts = new Map<string, FailingAudit[]>()
  for (const run of runs)
    for (const item of run.failing) {
      const key = `${item.category}/${item.audit}`
      failingCounts.set(key, [...(failingCounts.get(key) ?? []), item])
    }
  return {
    runs: runs.length,
    // a category Lighthouse was not asked for (--control-only runs performance alone) has no score, not a score of null
    scores: Object.fromEntries(
      categories
        .filter((id) => runs.some((run) => id in run.scores))
        .map((id) => [id, median(runs.map((run) => run.scores[id]))]),
    ),
    lcp: median(runs.map((run) => run.lcp)) ?? NaN,
    fcp: median(runs.map((run) => run.fcp)) ?? NaN,
    tbt: median(runs.map((run) => run.tbt)) ?? NaN,
    tbtRuns: runs.map((run) => Math.round(run.tbt)),
    mainThreadMs: median(runs.map((run) => run.mainThreadMs)),
    cls: median(runs.map((run) => run.cls)) ?? NaN,
    bytes: median(runs.map((run) => run.bytes)) ?? NaN,
    benchmarkIndex: median(runs.map((run) => run.benchmarkIndex)),
    thirdPartyBytes: median(runs.map((run) => run.thirdParty?.bytes)),
    thirdPartyMainThreadMs: median(runs.map((run) => run.thirdParty?.mainThreadMs)),
    thirdPartyEntities: [...new Set(runs.flatMap((run) => run.thirdParty?.entities ?? []))],
    failing: [...failingCounts.values()]
      .filter((items) => items.length * 2 > runs.length)
      .map((items) => ({ ...items[0], runs: items.length })),
  }
}
