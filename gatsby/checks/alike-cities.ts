// Issue 14: each city page worth reading, not another city's with the name swapped (search engines hide such pages).
// A city copied in the editor reads so until its words are rewritten: a warning, as a shared description is
// (shared-seo.ts); the page is still correct.
import { entryOfFile } from "../content/data-files"
import { sharedShare, wordRuns } from "./word-runs"

/** The most of its five-word runs a city page may share with another's, its city's name aside. */
export const MAX_SHARED = 0.2

/** Fields that say no words a reader reads as the page's own: addresses, coordinates, switches. */
const NOT_TEXT = new Set(["slug", "frenchSlug", "url", "geo", "order", "confirmed"])

/** The five-word runs of every text an entry holds, each text read on its own. */
const runsOf = (value: unknown, ownName: string, runs = new Set<string>()): Set<string> => {
  if (typeof value === "string") for (const run of wordRuns(value, ownName)) runs.add(run)
  else if (Array.isArray(value)) for (const item of value) runsOf(item, ownName, runs)
  else if (value && typeof value === "object")
    for (const [field, item] of Object.entries(value)) if (!NOT_TEXT.has(field)) runsOf(item, ownName, runs)
  return runs
}

/**
 * The city files (under data/, "cities/toronto.en.yaml") that read alike, in groups: two files of one language whose
 * texts share more than MAX_SHARED of the smaller one's runs are in one group, and so is any file alike with either.
 */
export function alikeCities(files: Record<string, unknown>): string[][] {
  const cities = Object.entries(files).flatMap(([name, content]) => {
    const entry = entryOfFile(name)
    if (entry?.collection !== "cities" || !content || typeof content !== "object") return []
    const city = (content as { city?: unknown }).city
    return [{ name, language: entry.language, runs: runsOf(content, typeof city === "string" ? city : "") }]
  })
  const groupOf = new Map(cities.map((city) => [city.name, [city.name]]))
  cities.forEach((a, i) => {
    for (const b of cities.slice(i + 1)) {
      if (a.language !== b.language || groupOf.get(a.name) === groupOf.get(b.name)) continue
      if (sharedShare(a.runs, b.runs) <= MAX_SHARED) continue
      const merged = [...groupOf.get(a.name)!, ...groupOf.get(b.name)!]
      for (const name of merged) groupOf.set(name, merged)
    }
  })
  return [...new Set(groupOf.values())].filter((group) => group.length > 1).map((group) => [...group].sort())
}

/** One warning for each group of city files that read alike, naming every file. */
export const alikeCityWarnings = (files: Record<string, unknown>): string[] =>
  alikeCities(files).map(
    (group) =>
      `${group.map((name) => `data/${name}`).join(", ")}: these city pages say the same things with only the city's name changed (more than ${MAX_SHARED * 100}% of their wording); search engines may hide such pages, so write each city's own text`,
  )
