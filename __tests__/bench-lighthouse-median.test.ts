// The medians of a route's Lighthouse runs, as the bench's budgets and report read them.
import { type LighthouseRun, medianOf } from "../scripts/bench/lighthouse.mts"

jest.mock("lighthouse", () => ({ __esModule: true, default: jest.fn() }))
jest.mock("chrome-launcher", () => ({ launch: jest.fn() }))

const run = (scores: Record<string, number | null>, tbt: number): LighthouseRun => ({
  scores,
  lcp: 1000,
  fcp: 800,
  tbt,
  mainThreadMs: 2000,
  cls: 0,
  bytes: 120_000,
  failing: [],
  warnings: [],
  benchmarkIndex: 2000,
  thirdParty: { bytes: 0, mainThreadMs: 0, entities: [] },
})

describe("the medians of a route's Lighthouse runs", () => {
  it("score only the categories Lighthouse ran: a performance-only run has no accessibility score to miss", () => {
    const median = medianOf([run({ performance: 90 }, 300), run({ performance: 94 }, 200), run({ performance: 92 }, 250)])
    expect(median.scores).toEqual({ performance: 92 })
    expect(median.tbt).toBe(250)
    expect(median.tbtRuns).toEqual([300, 200, 250])
  })

  it("keep a category Lighthouse ran but could not score as null, which the budgets count as a miss", () => {
    const scores = { performance: 100, accessibility: null, "best-practices": 100, seo: 100 }
    expect(medianOf([run(scores, 0), run(scores, 0)]).scores).toEqual(scores)
  })
})
