// The shape of bench/results.json: what run.mts measures and report.mts writes out.
import type { RouteBytes } from "./bytes"
import type { LighthouseMedian } from "./lighthouse.mts"
import type { TagCost } from "./tag-cost.mts"

export interface BuildCost {
  label: string
  seconds: number
  pages: number
  secondsPerPage: number | null
}

export interface MeasuredPage {
  bytes: RouteBytes
  lighthouse: LighthouseMedian | null
  stripped: LighthouseMedian | null
}

export interface RouteRow extends MeasuredPage {
  route: string
  /** The same route built without a GA id or EmailJS keys (an extra column; the budgets are production's). */
  noAnalytics?: LighthouseMedian | null
  /** The same route of the control commit's production build (`--control <commit>`), measured run after run beside it. */
  control?: LighthouseMedian | null
  /** What Google's tag cost when a visitor's first scroll started it (production build; tag-cost.mts). */
  tagCost?: TagCost | null
}

/** What the third-party stand-in served and recorded over the run. */
export interface StandInRecord {
  tag: { raw: number; gzip: number; brotli: number }
  ga4Weight: { minRawBytes: number; minGzipBytes: number }
  /** The tag check's loads of production pages, each of which should fetch gtag/js once and send one page view. */
  productionLoads: number
  tagRequests: number
  /** Of those requests, the ones made during Lighthouse's loads (the tag starts after its window: none expected). */
  lighthouseTagRequests?: number
  pageViews: number
  hits: number
  emailRequests: number
  unexpected: string[]
}

export interface Results {
  meta: {
    commit: string
    dirty: boolean
    date: string
    quick: boolean
    /** `--section <name>`: the block of bench/results.md the run writes, instead of "quick" or "full". */
    section?: string
    args: string[]
    runs: number
    lighthouseVersion: string
    chromium: string
    cores: number
    /** One-minute load average when the run started and when Lighthouse finished. */
    loadAverage?: { start: number; end: number | null }
    benchmarkIndex: number | null
    /** `--control <commit>`: that commit built as production is, served and measured in the same run. */
    control?: { commit: string; benchmarkIndex: number | null } | null
    build?: {
      measurementId: string | null
      emailjsKeys: boolean
      noAnalyticsBuilt: boolean
      /** Built from data/ that `npm run check:launch` does not call ready: every page says noindex (older runs: unset). */
      preview?: boolean
    }
    server?: string
    compression?: string
    thirdParty?: StandInRecord | null
  }
  misses: string[]
  routes: RouteRow[]
  bareGatsby: MeasuredPage | null
  chunkModules: Record<string, Array<{ name: string; bytes: number }>>
  builds: BuildCost[]
  buildNotes: string[]
}
