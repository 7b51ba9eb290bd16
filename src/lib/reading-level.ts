/**
 * How hard a text is to read: the Flesch-Kincaid grade (English: flesch-kincaid with syllable's counter) and LIX (any
 * language: words a sentence plus the share of words over six letters). Sentences and words are cut by the browser's
 * and Node's own Intl.Segmenter, in the text's language. Each block (a heading, a paragraph, a list item) ends a
 * sentence, as it does on the page. The build's check (gatsby/checks/reading-check.ts) and the editor's preview use it.
 */
import { fleschKincaid } from "flesch-kincaid"
import { syllable } from "syllable"

import type { Language } from "./language"

/** The ceilings a patient-facing page is held to (docs/editing.md, "Plain language"). */
export const READING_CEILINGS = { grade: 8, lix: 45 } as const

/** The folders of data/ whose entries are pages a patient reads (reviewers' files feed a note; site and interface, every page). */
export const READ_COLLECTIONS = ["services", "conditions", "medications", "cities", "pages"] as const

/** A sentence this long is named to the editor, whatever the page's figures. */
export const LONG_SENTENCE_WORDS = 25

export interface ReadingLevel {
  sentences: number
  words: number
  /** Flesch-Kincaid grade, English only. */
  grade?: number
  lix: number
  /** The longest sentences, longest first, with their word counts. */
  longest: Array<{ text: string; words: number }>
}

const LETTER = /\p{L}/gu

const segmenters = new Map<string, Intl.Segmenter>()

/** One segmenter a language and granularity, made once. */
const segmenter = (language: Language, granularity: "sentence" | "word"): Intl.Segmenter => {
  const key = `${language} ${granularity}`
  if (!segmenters.has(key)) segmenters.set(key, new Intl.Segmenter(language, { granularity }))
  return segmenters.get(key)!
}

/**
 * The sentences of blocks of text, each block ending one, with their words (what Intl.Segmenter calls word-like,
 * numbers included). Each block is cut into words once, not each sentence again: segmenting was most of the check's
 * time, and a segmenter's call costs the more the more calls.
 */
function sentencesOf(blocks: ReadonlyArray<string>, language: Language): Array<{ text: string; words: string[] }> {
  const sentences = segmenter(language, "sentence")
  const words = segmenter(language, "word")
  return blocks.flatMap((block) => {
    const blockWords = Array.from(words.segment(block)).filter((segment) => segment.isWordLike)
    let next = 0
    return Array.from(sentences.segment(block), ({ segment, index }) => {
      const inSentence: string[] = []
      for (; next < blockWords.length && blockWords[next].index < index + segment.length; next += 1)
        inSentence.push(blockWords[next].segment)
      return { text: segment.trim(), words: inSentence }
    }).filter((sentence) => sentence.words.length > 0)
  })
}

const syllableCounts = new Map<string, number>()

/** syllable's count of a word, counted once a run: a site's pages use a few thousand words, most of them again and again. */
const syllablesOf = (word: string): number => {
  let count = syllableCounts.get(word)
  if (count === undefined) syllableCounts.set(word, (count = syllable(word)))
  return count
}

/**
 * The fields of an entry that are not sentences a patient reads on the page: names of other files and icons, links,
 * dates, search keywords, the search snippet (read in search results, not on the page) and structured data's terms.
 */
const NOT_READ = new Set([
  "slug",
  "icon",
  "keywords",
  "seo",
  "path",
  "url",
  "src",
  "buttonLink",
  "anchor",
  "reviewedBy",
  "relatedConditions",
  "medications",
  "lastReviewed",
  "lastUpdated",
  "serviceType",
  "administrationRoute",
])

/** The blocks of text a patient reads of an entry, as its file holds it: a token ({coverage}) counts as one word. */
export function entryBlocks(value: unknown, key = ""): string[] {
  if (NOT_READ.has(key)) return []
  if (typeof value === "string") return [value]
  if (Array.isArray(value)) return value.flatMap((item) => entryBlocks(item, key))
  if (value && typeof value === "object") return Object.entries(value).flatMap(([name, item]) => entryBlocks(item, name))
  return []
}

const round = (value: number): number => Math.round(value * 10) / 10

/** The reading level of a page's blocks of text, in its language; `longestCount` sentences named. */
export function readingLevel(blocks: ReadonlyArray<string>, language: Language, longestCount = 3): ReadingLevel {
  const sentences = sentencesOf(blocks, language)
  const words = sentences.flatMap((sentence) => sentence.words)
  const counts = { sentence: Math.max(sentences.length, 1), word: Math.max(words.length, 1) }
  const longWords = words.filter((word) => (word.match(LETTER)?.length ?? 0) > 6).length
  const lix = counts.word / counts.sentence + (100 * longWords) / counts.word
  const grade =
    language === "en"
      ? fleschKincaid({ ...counts, syllable: words.reduce((total, word) => total + syllablesOf(word), 0) })
      : undefined
  const longest = [...sentences]
    .sort((a, b) => b.words.length - a.words.length)
    .slice(0, longestCount)
    .map((sentence) => ({ text: sentence.text, words: sentence.words.length }))
  return {
    sentences: sentences.length,
    words: words.length,
    ...(grade === undefined ? {} : { grade: round(grade) }),
    lix: round(lix),
    longest,
  }
}

/** What a level exceeds of the ceilings, in words ("grade 9.4 over 8"), empty when within them. */
export function overCeilings(level: ReadingLevel): string[] {
  return [
    ...(level.grade !== undefined && level.grade > READING_CEILINGS.grade
      ? [`grade ${level.grade} over ${READING_CEILINGS.grade}`]
      : []),
    ...(level.lix > READING_CEILINGS.lix ? [`LIX ${level.lix} over ${READING_CEILINGS.lix}`] : []),
  ]
}
