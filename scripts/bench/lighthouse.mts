// Lighthouse (mobile, default simulated throttling) in Debian's Chromium, kept off the network.
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
export async function runLighthouse(chrome, url) {
  const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: categories })
  const lhr = result?.lhr
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`)
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  const scores = Object.fromEntries(
    categories.map((id) => [id, lhr.categories[id].score === null ? null : Math.round(lhr.categories[id].score * 100)]),
  )
  const failing = []
  for (const id of categories) {
    for (const ref of lhr.categories[id].auditRefs) {
      const audit = lhr.audits[ref.id]
      if (ref.weight > 0 && audit.score !== null && audit.score < 1)
        failing.push({ category: id, audit: ref.id, score: audit.score, display: audit.displayValue ?? "" })
    }
  }
  return {
    scores,
    lcp: lhr.audits["largest-contentful-paint"].numericValue,
    fcp: lhr.audits["first-contentful-paint"].numericValue,
    tbt: lhr.audits["total-blocking-time"].numericValue,
    cls: lhr.audits["cumulative-layout-shift"].numericValue,
    bytes: lhr.audits["total-byte-weight"].numericValue,
    failing,
    warnings: lhr.runWarnings,
    benchmarkIndex: lhr.environment?.benchmarkIndex,
  }
}

const median = (values) => {
  const sorted = values.filter((value) => value !== null && value !== undefined).sort((a, b) => a - b)
  if (sorted.length === 0) return null
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** Per-figure medians of several runs; an audit counts as losing points when it did in most runs. */
export function medianOf(runs) {
  const failingCounts = new Map()
  for (const run of runs)
    for (const item of run.failing) {
      const key = `${item.category}/${item.audit}`
      failingCounts.set(key, [...(failingCounts.get(key) ?? []), item])
    }
  return {
    runs: runs.length,
    scores: Object.fromEntries(categories.map((id) => [id, median(runs.map((run) => run.scores[id]))])),
    lcp: median(runs.map((run) => run.lcp)),
    fcp: median(runs.map((run) => run.fcp)),
    tbt: median(runs.map((run) => run.tbt)),
    cls: median(runs.map((run) => run.cls)),
    bytes: median(runs.map((run) => run.bytes)),
    benchmarkIndex: median(runs.map((run) => run.benchmarkIndex)),
    failing: [...failingCounts.values()]
      .filter((items) => items.length * 2 > runs.length)
      .map((items) => ({ ...items[0], runs: items.length })),
  }
}
