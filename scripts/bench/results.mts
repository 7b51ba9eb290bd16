// The shape of bench/results.json: what run.mts measures and report.mts writes out.
import type { RouteBytes } from "./bytes.mts"
import type { LighthouseMedian } from "./lighthouse.mts"

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
}

export interface Results {
  meta: {
    commit: string
    dirty: boolean
    date: string
    quick: boolean
    args: string[]
    runs: number
    lighthouseVersion: string
    chromium: string
    cores: number
    benchmarkIndex: number | null
  }
  misses: string[]
  routes: RouteRow[]
  bareGatsby: MeasuredPage | null
  chunkModules: Record<string, Array<{ name: string; bytes: number }>>
  builds: BuildCost[]
  buildNotes: string[]
}
