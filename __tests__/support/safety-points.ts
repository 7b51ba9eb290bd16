import { collectionEntries, entryFile } from "../../gatsby/content/data-files"
import { LANGUAGES } from "../../src/lib/language"
import { entryBlocks } from "../../src/lib/reading-level"

/** The lists and notes of a medication's or condition's page that carry its safety points, by path in its file. */
const SAFETY_PATHS = {
  medications: ["about.dosages", "about.safety", "safety.whoShouldNotTake", "safety.sideEffects", "safety.urgentHelp"],
  conditions: ["symptoms.warning", "note"],
} as const

/** One safety list as a rewrite must keep it: as many items, and every figure (a dose, an age, a time, 911) in it. */
export interface SafetyList {
  count: number
  figures: string[]
}

const at = (entry: unknown, dotted: string): unknown =>
  dotted.split(".").reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], entry)

/** The figures of a text, a French decimal comma read as a point ("2,5 mg" and "2.5 mg" are one figure). */
const figuresOf = (text: string): string[] =>
  [...new Set(Array.from(text.matchAll(/\d+(?:[.,]\d+)?/g), ([figure]) => figure.replace(",", ".")))].sort()

/** Each medication's and condition's safety lists, in each language, by file and path. */
export function safetyPoints(files: Record<string, unknown>): Record<string, Record<string, SafetyList>> {
  const points: Record<string, Record<string, SafetyList>> = {}
  for (const [collection, paths] of Object.entries(SAFETY_PATHS) as Array<[keyof typeof SAFETY_PATHS, readonly string[]]>)
    for (const language of LANGUAGES)
      for (const entry of collectionEntries<Record<string, unknown>>(files, collection, language)) {
        const lists: Record<string, SafetyList> = {}
        for (const dotted of paths) {
          const value = at(entry, dotted)
          if (value === undefined) continue
          // a note is one point, however many sentences say it
          lists[dotted] = { count: Array.isArray(value) ? value.length : 1, figures: figuresOf(entryBlocks(value).join(" ")) }
        }
        points[entryFile(collection, String(entry.slug), language)] = lists
      }
  return points
}
