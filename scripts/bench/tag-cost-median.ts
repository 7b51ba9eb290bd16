import type { TagCost } from "./tag-cost.mts"

/**
 * How many times each page is opened to measure the tag's cost and the taps: one tap is one sample, and on a busy
 * two-core machine one sample swung by 100 ms and more.
 */
export const TAG_COST_LOADS = 3

/** The middle figure; a tap Event Timing did not report (null: under its 16 ms threshold) counts as the quickest. */
const middle = <T extends number | null>(values: ReadonlyArray<T>): T =>
  [...values].sort((a, b) => (a ?? -1) - (b ?? -1))[Math.floor((values.length - 1) / 2)]

/**
 * One page's tag cost from several loads: each figure's median (the lower of the two middle ones for an even count),
 * and the page view sent on every load.
 */
export const medianTagCost = (loads: ReadonlyArray<TagCost>): TagCost => {
  if (loads.length === 0) throw new Error("No load of the page to take the tag's cost from")
  return {
    startedAfterLoadMs: middle(loads.map((load) => load.startedAfterLoadMs)),
    longestTaskMs: middle(loads.map((load) => load.longestTaskMs)),
    blockingMs: middle(loads.map((load) => load.blockingMs)),
    pageViewSent: loads.every((load) => load.pageViewSent),
    interactionMs: middle(loads.map((load) => load.interactionMs)),
    startupTapMs: middle(loads.map((load) => load.startupTapMs)),
  }
}
