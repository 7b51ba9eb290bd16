/**
 * Plain language: each patient-facing entry's reading level, in its language (src/lib/reading-level.ts), against the
 * ceilings. A page over one fails with its figures and its longest sentences, for the editor to shorten.
 */
import { type Language, LANGUAGES } from "../../src/lib/language"
import {
  entryBlocks,
  overCeilings,
  READ_COLLECTIONS,
  READING_CEILINGS,
  readingLevel,
  type ReadingLevel,
} from "../../src/lib/reading-level"
import { collectionEntries, entryFile } from "../content/data-files"

export interface PageReading {
  /** The entry's file under data/ ("medications/viagra.fr.yaml"). */
  file: string
  language: Language
  level: ReadingLevel
}

/** Every patient-facing entry's reading level, in each language, French entries whole (their words, shared fields). */
export function pageReadings(files: Record<string, unknown>): PageReading[] {
  return READ_COLLECTIONS.flatMap((collection) =>
    LANGUAGES.flatMap((language) =>
      collectionEntries<Record<string, unknown>>(files, collection, language)
        .filter((entry) => typeof entry.slug === "string")
        .map((entry) => ({
          file: entryFile(collection, String(entry.slug), language),
          language,
          level: readingLevel(entryBlocks(entry), language),
        })),
    ),
  )
}

/** Each page harder to read than the ceilings, named with its file, its figures, the ceilings and its longest sentences. */
export function readingProblems(readings: ReadonlyArray<PageReading>): string[] {
  return readings.flatMap(({ file, level }) => {
    const over = overCeilings(level)
    if (over.length === 0) return []
    const longest = level.longest.map((sentence) => `"${sentence.text}" (${sentence.words} words)`).join("; ")
    return [
      `data/${file}: too hard to read, ${over.join(" and ")} (plain language: grade ${READING_CEILINGS.grade} or lower, LIX ${READING_CEILINGS.lix} or lower; docs/editing.md). Shorten its longest sentences first: ${longest}`,
    ]
  })
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : Math.round(((sorted[middle - 1] + sorted[middle]) / 2) * 10) / 10
}

/** Each language's medians, in words: "en: median grade 7, median LIX 34.4 (46 pages)". */
export const readingMedians = (readings: ReadonlyArray<PageReading>): string[] =>
  LANGUAGES.map((language) => {
    const levels = readings.filter((reading) => reading.language === language).map((reading) => reading.level)
    const grades = levels.flatMap((level) => (level.grade === undefined ? [] : [level.grade]))
    const grade = grades.length > 0 ? `median grade ${median(grades)}, ` : ""
    return `${language}: ${grade}median LIX ${median(levels.map((level) => level.lix))} (${levels.length} pages)`
  })
