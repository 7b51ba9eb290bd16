// Issue 60: a build whose checks hold for any number of entries (launch-build.test.ts's launch-ready copy, the develop
// preview) builds one entry of each kind, so its time stays the same as the clinic adds entries.
import { rmSync } from "fs"
import path from "path"

import { collectionEntries, entryFile, readDataFiles } from "../../gatsby/content/data-files"
import { GROWING } from "../../scripts/bench/multiply-content"

type Growing = (typeof GROWING)[number]

/** What sets an entry's page apart from its folder's others: a medication's category (none may be left empty), a condition's crisis line. */
const KIND_OF: Record<Growing, (entry: Record<string, unknown>) => string> = {
  medications: (entry) => String(entry.category),
  conditions: (entry) => String(entry.showCrisisLine ?? false),
  cities: () => "city",
}

/**
 * Deletes from `dataDir` every entry of the growing folders, with its French twin, but the first of each kind by slug
 * (an original before its copies: "acne" before "acne-2"); returns the slugs kept.
 */
export function sampleContent(dataDir: string): Record<Growing, string[]> {
  const kept = { medications: [] as string[], conditions: [] as string[], cities: [] as string[] }
  const files = readDataFiles(dataDir)
  for (const folder of GROWING) {
    const kinds = new Set<string>()
    const entries = collectionEntries<Record<string, unknown> & { slug: string }>(files, folder).sort((a, b) =>
      a.slug < b.slug ? -1 : 1,
    )
    for (const entry of entries) {
      const { slug } = entry
      const kind = KIND_OF[folder](entry)
      if (kinds.has(kind))
        for (const language of ["en", "fr"] as const) rmSync(path.join(dataDir, entryFile(folder, slug, language)))
      else {
        kinds.add(kind)
        kept[folder].push(slug)
      }
    }
  }
  return kept
}
