/**
 * Plain language: each patient-facing entry's reading level, in its language (src/lib/reading-level.ts), against the
 * ceilings. A page the team has not yet rewritten is held to its figures of the day it was measured
 * (reading-baseline.json): it may get easier, never harder; any other page over a ceiling fails with its longest
 * sentences, for the editor to shorten.
 */
import { type Language, LANGUAGES } from "../../src/lib/language"
import { entryBlocks, READING_CEILINGS, readingLevel, type ReadingLevel } from "../../src/lib/reading-level"
import { type Collection, collectionEntries, entryFile } from "../content/data-files"
import baseline from "./reading-baseline.json"

/** The folders whose entries are pages a patient reads (reviewers' files feed a note; site and interface, every page). */
export const READ_COLLECTIONS: ReadonlyArray<Collection> = ["services", "conditions", "medications", "cities", "pages"]

export interface PageReading {
  /** The entry's file under data/ ("medications/viagra.fr.yaml"). */
  file: string
  language: Language
  level: ReadingLevel
}

type Figures = { grade?: number; lix: number }

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

const heldTo = (file: string): Figures | undefined => (baseline as Record<string, Figures>)[file]

/** What a page's figures exceed: the ceiling, or, for a page not yet rewritten, its figure on the day it was measured. */
function excesses({ file, level }: PageReading): string[] {
  const held = heldTo(file)
  const limit = (ceiling: number, measured?: number) => Math.max(ceiling, measured ?? 0)
  const over: string[] = []
  const gradeLimit = limit(READING_CEILINGS.grade, held?.grade)
  if (level.grade !== undefined && level.grade > gradeLimit)
    over.push(
      `reads at grade ${level.grade}, over ${gradeLimit === READING_CEILINGS.grade ? "the ceiling of" : "its measured"} ${gradeLimit}`,
    )
  const lixLimit = limit(READING_CEILINGS.lix, held?.lix)
  if (level.lix > lixLimit)
    over.push(
      `has a LIX of ${level.lix}, over ${lixLimit === READING_CEILINGS.lix ? "the ceiling of" : "its measured"} ${lixLimit}`,
    )
  return over
}

/** Each page harder to read than it may be, named with its file, its figures, the ceiling and its longest sentences. */
export function readingProblems(readings: ReadonlyArray<PageReading>): string[] {
  return readings.flatMap((reading) => {
    const over = excesses(reading)
    if (over.length === 0) return []
    const longest = reading.level.longest.map((sentence) => `"${sentence.text}" (${sentence.words} words)`).join("; ")
    return [
      `data/${reading.file}: the page ${over.join(" and ")} (plain language: grade ${READING_CEILINGS.grade}, LIX ${READING_CEILINGS.lix}; docs/editing.md). Shorten its longest sentences first: ${longest}`,
    ]
  })
}

/** The pages still over a ceiling, held to their measured figures: what is left to rewrite. */
export const pagesOverCeilings = (readings: ReadonlyArray<PageReading>): PageReading[] =>
  readings.filter(({ level }) => (level.grade ?? 0) > READING_CEILINGS.grade || level.lix > READING_CEILINGS.lix)

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : Math.round(((sorted[middle - 1] + sorted[middle]) / 2) * 10) / 10
}

/** Each language's medians, in words: "en: median grade 8.4, median LIX 39.2 (46 pages)". */
export const readingMedians = (readings: ReadonlyArray<PageReading>): string[] =>
  LANGUAGES.map((language) => {
    const levels = readings.filter((reading) => reading.language === language).map((reading) => reading.level)
    const grades = levels.flatMap((level) => (level.grade === undefined ? [] : [level.grade]))
    const grade = grades.length > 0 ? `median grade ${median(grades)}, ` : ""
    return `${language}: ${grade}median LIX ${median(levels.map((level) => level.lix))} (${levels.length} pages)`
  })

/**
 * The baseline after a rewrite: each page still over a ceiling held to the lower of its figures then and now, the
 * pages now within both ceilings dropped. Never higher than it was: `npm run check:content -- --lower-reading-baseline`.
 */
export function loweredBaseline(readings: ReadonlyArray<PageReading>): Record<string, Figures> {
  const lower = (now: number | undefined, then: number | undefined) =>
    now === undefined ? undefined : then === undefined ? now : Math.min(now, then)
  return Object.fromEntries(
    pagesOverCeilings(readings).map(({ file, level }) => {
      const held = heldTo(file)
      const grade = lower(level.grade, held?.grade)
      return [file, { ...(grade === undefined ? {} : { grade }), lix: lower(level.lix, held?.lix)! }]
    }),
  )
}
