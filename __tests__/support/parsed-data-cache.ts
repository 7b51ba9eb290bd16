// data/ parsed once for the whole run, not once a test file: jest runs each test file in a module registry of its own,
// and some fifty files read data/, whose YAML took 0.4 s to parse at ten times the content (issue 60).
import { createHash } from "crypto"
import { mkdirSync, readdirSync, readFileSync, rmSync } from "fs"
import path from "path"

import { parseDataTexts, readDataTexts } from "../../gatsby/content/data-files"
import { writeWhole } from "../../gatsby/post-build/write-whole"

const cacheName = (texts: Record<string, string>) => `${createHash("sha256").update(JSON.stringify(texts)).digest("hex")}.json`

/**
 * The parsed copy of data/'s `texts` (by file, as readDataTexts reads them) when the cache holds one, else undefined;
 * writes nothing, so a reader of texts a test changed leaves the cache's one copy, of data/ as it is, in place.
 */
export function cachedParse(texts: Record<string, string>, cacheDir: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(readFileSync(path.join(cacheDir, cacheName(texts)), "utf8"))
  } catch {
    return undefined
  }
}

/**
 * Every file of `dataDir` the site reads, parsed as the build parses it and kept as JSON's values (the core schema
 * gives no dates), from `cacheDir` when the same texts were parsed before. The cache holds one copy, named by the
 * hash of the texts: an edit to any file makes another name, so a stale copy is never read, and is removed.
 */
export function parsedDataFiles(dataDir: string, cacheDir: string): Record<string, unknown> {
  const texts = readDataTexts(dataDir)
  const cached = cachedParse(texts, cacheDir)
  if (cached) return cached
  // not parsed yet: parsed here (a syntax error throws, as the build's would)
  const name = cacheName(texts)
  const json = JSON.stringify(parseDataTexts(texts))
  mkdirSync(cacheDir, { recursive: true })
  for (const older of readdirSync(cacheDir).filter((file) => file !== name && file.endsWith(".json")))
    rmSync(path.join(cacheDir, older), { force: true })
  writeWhole(path.join(cacheDir, name), json)
  return JSON.parse(json)
}
