// data/ parsed once for the whole run, not once a test file: jest runs each test file in a module registry of its own,
// and some fifty files read data/, whose YAML took 0.4 s to parse at ten times the content (issue 60).
import { createHash } from "crypto"
import { mkdirSync, readdirSync, readFileSync, rmSync } from "fs"
import path from "path"

import { parseData, readDataTexts } from "../../gatsby/content/data-files"
import { writeWhole } from "../../gatsby/post-build/write-whole"

/**
 * Every file of `dataDir` the site reads, parsed as the build parses it and kept as JSON's values (the core schema
 * gives no dates), from `cacheDir` when the same texts were parsed before. The cache holds one copy, named by the
 * hash of the texts: an edit to any file makes another name, so a stale copy is never read, and is removed.
 */
export function parsedDataFiles(dataDir: string, cacheDir: string): Record<string, unknown> {
  const texts = readDataTexts(dataDir)
  const name = `${createHash("sha256").update(JSON.stringify(texts)).digest("hex")}.json`
  try {
    return JSON.parse(readFileSync(path.join(cacheDir, name), "utf8"))
  } catch {
    // not parsed yet: parsed below (a syntax error throws there, as the build's would)
  }
  const json = JSON.stringify(Object.fromEntries(Object.entries(texts).map(([file, text]) => [file, parseData(text)])))
  mkdirSync(cacheDir, { recursive: true })
  for (const older of readdirSync(cacheDir).filter((file) => file !== name && file.endsWith(".json")))
    rmSync(path.join(cacheDir, older), { force: true })
  writeWhole(path.join(cacheDir, name), json)
  return JSON.parse(json)
}
