import { medianTagCost } from "../scripts/bench/tag-cost-median"
import type { TagCost } from "../scripts/bench/tag-cost.mts"

const load = (figures: Partial<TagCost>): TagCost => ({
  startedAfterLoadMs: 1600,
  longestTaskMs: 150,
  blockingMs: 100,
  pageViewSent: true,
  interactionMs: 80,
  startupTapMs: 40,
  ...figures,
})

describe("the tag's cost over several loads of a page", () => {
  it("is each figure's median, so one slow tap on a busy machine does not decide the budget", () => {
    const cost = medianTagCost([
      load({ interactionMs: 232, longestTaskMs: 220, startedAfterLoadMs: 1795 }),
      load({ interactionMs: 88, longestTaskMs: 150, startedAfterLoadMs: 1596 }),
      load({ interactionMs: 112, longestTaskMs: 170, startedAfterLoadMs: 1700 }),
    ])
    expect(cost).toEqual({
      startedAfterLoadMs: 1700,
      longestTaskMs: 170,
      blockingMs: 100,
      pageViewSent: true,
      interactionMs: 112,
      startupTapMs: 40,
    })
  })

  it("counts a tap too quick for Event Timing to report as the quickest, not as missing", () => {
    expect(
      medianTagCost([load({ interactionMs: null }), load({ interactionMs: 300 }), load({ interactionMs: 120 })]).interactionMs,
    ).toBe(120)
    expect(
      medianTagCost([load({ interactionMs: null }), load({ interactionMs: null }), load({ interactionMs: 300 })]).interactionMs,
    ).toBeNull()
  })

  it("takes the lower middle figure of an even number of loads", () => {
    expect(medianTagCost([load({ interactionMs: 90 }), load({ interactionMs: 250 })]).interactionMs).toBe(90)
  })

  it("says the page view was sent only if every load sent it", () => {
    expect(medianTagCost([load({}), load({ pageViewSent: false }), load({})]).pageViewSent).toBe(false)
  })

  it("refuses to make a figure out of no load", () => {
    expect(() => medianTagCost([])).toThrow("No load")
  })
})
