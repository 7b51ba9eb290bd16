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

export async function launchChrome() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || "/usr/bin/chromium",
    chromeFlags,
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
  cls: number
  bytes: number
  failing: FailingAudit[]
  warnings?: string[]
  benchmarkIndex?: number
}

/** Medians of several runs; a figure no run had is null. */
export interface LighthouseMedian {
  runs: number
  scores: Record<string, number | null>
  lcp: number
  fcp: number
  tbt: number
  cls: number
  bytes: number
  benchmarkIndex: number | null
  failing: FailingAudit[]
}

export async function runLighthouse(chrome: LaunchedChrome, url: string): Promise<LighthouseRun> {
  const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: categories })
  const lhr = result?.lhr
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`)
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  const scores = Object.fromEntries(
    categories.map((id) => {
      const score = lhr.categories[id].score
      return [id, score === null ? null : Math.round(score * 100)]
    }),
  )
  const failing: FailingAudit[] = []
  for (const id of categories) {
    for (const ref of lhr.categories[id].auditRefs) {
      const audit = lhr.audits[ref.id]
      if (ref.weight > 0 && audit.score !== null && audit.score < 1)
        failing.push({ category: id, audit: ref.id, score: audit.score, display: audit.displayValue ?? "" })
    }
  }
  return {
    scores,
    lcp: lhr.audits["largest-contentful-paint"].numericValue ?? 0,
    fcp: lhr.audits["first-contentful-paint"].numericValue ?? 0,
    tbt: lhr.audits["total-blocking-time"].numericValue ?? 0,
    cls: lhr.audits["cumulative-layout-shift"].numericValue ?? 0,
    bytes: lhr.audits["total-byte-weight"].numericValue ?? 0,
    failing,
    warnings: lhr.runWarnings,
    benchmarkIndex: lhr.environment?.benchmarkIndex,
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
    scores: Object.fromEntries(categories.map((id) => [id, median(runs.map((run) => run.scores[id]))])),
    lcp: median(runs.map((run) => run.lcp)) ?? NaN,
    fcp: median(runs.map((run) => run.fcp)) ?? NaN,
    tbt: median(runs.map((run) => run.tbt)) ?? NaN,
    cls: median(runs.map((run) => run.cls)) ?? NaN,
    bytes: median(runs.map((run) => run.bytes)) ?? NaN,
    benchmarkIndex: median(runs.map((run) => run.benchmarkIndex)),
    failing: [...failingCounts.values()]
      .filter((items) => items.length * 2 > runs.length)
      .map((items) => ({ ...items[0], runs: items.length })),
  }
}
