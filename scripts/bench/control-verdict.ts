// How a route's TBT compares with the control's. Each production run is followed by the control's in the same Chromium,
// so a pair's ratio cancels what the machine did in those seconds; the verdict reads the geometric mean of the pairs'
// ratios with its 95% interval, and a route gets more pairs while that interval still holds the limit.

export interface PairedRatio {
  /** The geometric mean of site / control over the pairs. */
  ratio: number
  /** Its 95% interval (Student's t over the pairs' log ratios). */
  low: number
  high: number
  pairs: number
}

export type Verdict = "within" | "over" | "unsettled"

/** A TBT of 0 is read as 1 ms: two idle pages are a ratio of 1, not a division by zero. */
const FLOOR_MS = 1

/** Student's t at 97.5% for 1 to 30 degrees of freedom; 1.96 beyond. */
const T_975 = [
  12.71, 4.3, 3.18, 2.78, 2.57, 2.45, 2.36, 2.31, 2.26, 2.23, 2.2, 2.18, 2.16, 2.14, 2.13, 2.12, 2.11, 2.1, 2.09, 2.09, 2.08,
  2.07, 2.07, 2.06, 2.06, 2.06, 2.05, 2.05, 2.05, 2.04,
]

export function pairedRatio(site: ReadonlyArray<number>, control: ReadonlyArray<number>): PairedRatio {
  const pairs = Math.min(site.length, control.length)
  if (pairs === 0) throw new Error("pairedRatio needs at least one pair of runs")
  const logs = Array.from({ length: pairs }, (_, index) =>
    Math.log(Math.max(site[index], FLOOR_MS) / Math.max(control[index], FLOOR_MS)),
  )
  const mean = logs.reduce((sum, value) => sum + value, 0) / pairs
  const variance = pairs > 1 ? logs.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (pairs - 1) : Infinity
  const half = (T_975[pairs - 2] ?? 1.96) * Math.sqrt(variance / pairs)
  return { ratio: Math.exp(mean), low: Math.exp(mean - half), high: Math.exp(mean + half), pairs }
}

/** "within" when the whole interval is at or under the limit, "over" when it is wholly above, else "unsettled". */
export function verdict({ low, high }: PairedRatio, limit: number): Verdict {
  if (high <= limit) return "within"
  if (low > limit) return "over"
  return "unsettled"
}

/** Whether to measure one more pair: the verdict is not settled and the route has not had its most pairs. */
export const needsMorePairs = (ratio: PairedRatio, limit: number, maxPairs: number): boolean =>
  ratio.pairs < maxPairs && verdict(ratio, limit) === "unsettled"

export interface RoutePairs {
  route: string
  site: ReadonlyArray<number>
  control: ReadonlyArray<number>
}

/** The folder a route's page sits in, "/medications/…" for "/medications/viagra"; none for a page at the top. */
const folderOf = (route: string): string | null => {
  const parts = route.split("/").filter(Boolean)
  return parts.length > 1 ? `/${parts.slice(0, -1).join("/")}/…` : null
}

/**
 * Every pair of a group's routes pooled: the routes under one folder, where it holds two or more, then every route. A
 * route's own pairs are few and wide; a template's pages pooled read the template far more tightly.
 */
export function routeGroups(rows: ReadonlyArray<RoutePairs>): Array<{ label: string; routes: number; ratio: PairedRatio }> {
  const folders = new Map<string, RoutePairs[]>()
  for (const row of rows) {
    const folder = folderOf(row.route)
    if (folder) folders.set(folder, [...(folders.get(folder) ?? []), row])
  }
  const pooled = (label: string, group: ReadonlyArray<RoutePairs>) => {
    const pairs = group.map((row) => Math.min(row.site.length, row.control.length))
    return {
      label,
      routes: group.length,
      ratio: pairedRatio(
        group.flatMap((row, index) => row.site.slice(0, pairs[index])),
        group.flatMap((row, index) => row.control.slice(0, pairs[index])),
      ),
    }
  }
  return [
    ...[...folders].filter(([, group]) => group.length > 1).map(([label, group]) => pooled(label, group)),
    pooled("every route", rows),
  ]
}
