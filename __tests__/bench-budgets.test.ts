import { budgets, checkRoute } from "../scripts/bench/budgets"
import type { RouteBytes } from "../scripts/bench/bytes"
import type { LighthouseMedian } from "../scripts/bench/lighthouse.mts"

const sizes = { raw: 1000, gzip: 500, brotli: 400 }
const bytes: RouteBytes = { html: sizes, js: sizes, chunks: [], hasCarousel: false, hasForm: false }
const page = (tbt: number, tbtRuns = [tbt, tbt, tbt, tbt, tbt]): LighthouseMedian => ({
  runs: tbtRuns.length,
  scores: { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 },
  lcp: 900,
  fcp: 700,
  tbt,
  tbtRuns,
  cls: 0,
  bytes: 100_000,
  benchmarkIndex: 2000,
  failing: [],
})
const tbtMisses = (tbt: number, control?: number) =>
  checkRoute("/", { lighthouse: page(tbt), bytes, control: control === undefined ? null : page(control) }).filter((miss) =>
    miss.includes("TBT"),
  )

describe("the benchmark's Total Blocking Time budget", () => {
  it(`holds a route to ${budgets.tbtMs} ms when nothing else was measured beside it`, () => {
    expect(tbtMisses(budgets.tbtMs)).toEqual([])
    expect(tbtMisses(budgets.tbtMs + 1)).toEqual([expect.stringContaining("/: TBT 101 ms")])
  })

  it("reads a slower machine as such: over the budget, but within reach of the control measured in the same run", () => {
    expect(tbtMisses(450, 400)).toEqual([])
    expect(tbtMisses(budgets.tbtControlRatio * 400, 400)).toEqual([])
  })

  it("still reads a slower site as a miss, whatever the machine", () => {
    expect(tbtMisses(450, 20)).toEqual([expect.stringContaining("/: TBT 450 ms (control 20 ms")])
    expect(tbtMisses(650, 400)).toEqual([expect.stringContaining("/: TBT 650 ms (control 400 ms")])
  })

  it("calls a route within its control only when every pair of runs says so, not on the medians alone", () => {
    const site = [615, 796, 664, 875, 523]
    const control = [886, 738, 474, 481, 401]
    const misses = checkRoute("/medications/viagra", {
      lighthouse: page(664, site),
      bytes,
      control: page(481, control),
    }).filter((miss) => miss.includes("TBT"))
    expect(misses).toEqual([
      expect.stringMatching(/TBT 664 ms \(control 481 ms; paired ratio 1\.\d\d, 95% .* over 5 pairs: unsettled\)/),
    ])
  })
})
