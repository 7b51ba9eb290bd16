// Issue 60: a check that holds for any number of entries (a build of launch-build.test.ts's launch-ready copy, the
// develop preview, a screen's render, check:content's answer to one mistake) reads one entry of each kind, so its time
// stays the same as the clinic adds entries.
import { rmSync } from "fs"
import path from "path"

import { collectionEntries, entryOfFile, parseData, readDataTexts } from "../../gatsby/content/data-files"
import { GROWING } from "../../scripts/bench/multiply-content"
import { cachedParse } from "./parsed-data-cache"

type Growing = (typeof GROWING)[number]
type Entry = Record<string, unknown> & { slug: string }

/** What sets an entry's page apart from its folder's others: a medication's category (none may be left empty), a condition's crisis line. */
const KIND_OF: Record<Growing, (entry: Record<string, unknown>) => string> = {
  medications: (entry) => String(entry.category),
  conditions: (entry) => String(entry.showCrisisLine ?? false),
  cities: () => "city",
}

const isGrowing = (collection: string): collection is Growing => (GROWING as ReadonlyArray<string>).includes(collection)

/**
 * Of a growing folder's entries, every one whose slug `named` holds (an entry a test is about, and may change) and,
 * besides those, the first of each kind by slug (an original before its copies: "acne" before "acne-2"), by slug.
 */
export function oneOfEachKind<T extends Entry>(
  folder: Growing,
  entries: ReadonlyArray<T>,
  named: ReadonlyArray<string> = [],
): T[] {
  const kinds = new Set<string>()
  return [...entries]
    .sort((a, b) => (a.slug < b.slug ? -1 : 1))
    .filter((entry) => {
      if (named.includes(entry.slug)) return true
      const kind = KIND_OF[folder](entry)
      if (kinds.has(kind)) return false
      kinds.add(kind)
      return true
    })
}

/** Whether a file of data/ is an English entry of a growing folder: the files a sample picks from. */
const isEnglishGrowing = (name: string): boolean => {
  const entry = entryOfFile(name)
  return entry !== undefined && isGrowing(entry.collection) && entry.language === "en"
}

/**
 * The slugs a sample keeps, of data/'s parsed files (only the growing folders' English entries are read), with the
 * entries of the `named` files.
 */
function keptSlugs(english: Record<string, unknown>, named: ReadonlyArray<string>): Record<Growing, string[]> {
  const namedSlugs = named.flatMap((name) => entryOfFile(name)?.slug ?? [])
  const kept = (folder: Growing) =>
    oneOfEachKind(folder, collectionEntries<Entry>(english, folder), namedSlugs).map((entry) => entry.slug)
  return { medications: kept("medications"), conditions: kept("conditions"), cities: kept("cities") }
}

/** Where the tests keep data/ parsed (support/data.ts). __filename: an ES module under tsx (the benchmark) has only it. */
const PARSED_DATA_CACHE = path.resolve(path.dirname(__filename), "..", "..", ".cache", "parsed-data")

/**
 * keptSlugs of data/'s texts by file: from the tests' parsed copy when the texts are data/'s as it is (0.35 s of YAML a
 * sample at ten times the content), else parsing only the English entries of the growing folders.
 */
const keptSlugsOfTexts = (texts: Record<string, string>, named: ReadonlyArray<string>) =>
  keptSlugs(
    cachedParse(texts, PARSED_DATA_CACHE) ??
      Object.fromEntries(
        Object.entries(texts)
          .filter(([name]) => isEnglishGrowing(name))
          .map(([name, text]) => [name, parseData(text)]),
      ),
    named,
  )

/** Whether a file of data/ stays in a sample that keeps the `kept` slugs of the growing folders. */
const inSample =
  (kept: Record<Growing, string[]>) =>
  (name: string): boolean => {
    const entry = entryOfFile(name)
    return !entry || !isGrowing(entry.collection) || kept[entry.collection].includes(entry.slug)
  }

/** data/'s texts by file (readDataTexts) with the growing folders cut to one entry of each kind, and the `named` files' entries. */
export function sampleTexts(texts: Record<string, string>, named: ReadonlyArray<string> = []): Record<string, string> {
  const keeps = inSample(keptSlugsOfTexts(texts, named))
  return Object.fromEntries(Object.entries(texts).filter(([name]) => keeps(name)))
}

/** data/'s parsed files by path (loadDataFiles) cut as sampleTexts cuts its texts; the same objects, not copies. */
export function sampleFiles<T>(files: Record<string, T>, named: ReadonlyArray<string> = []): Record<string, T> {
  const keeps = inSample(keptSlugs(files, named))
  return Object.fromEntries(Object.entries(files).filter(([name]) => keeps(name)))
}

/**
 * Deletes from `dataDir` every entry of the growing folders, with its French twin, but one of each kind and those of
 * the `named` files; returns the slugs kept.
 */
export function sampleContent(dataDir: string, named: ReadonlyArray<string> = []): Record<Growing, string[]> {
  const texts = readDataTexts(dataDir)
  const kept = keptSlugsOfTexts(texts, named)
  const keeps = inSample(kept)
  for (const name of Object.keys(texts)) if (!keeps(name)) rmSync(path.join(dataDir, name))
  return kept
}
