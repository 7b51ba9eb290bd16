// The pages an earlier build finished the same way. The page steps (the analytics queue, the lead form's early script,
// Identity's forward, the paint-first rewrite, the page policy) give the same page the same finished text for as long as
// their code, the clinic's facts and the build's environment stay the same: at ten times the content they parsed every
// page four times, about 36 s of a cached build after a one-field edit that changed one page (docs/decisions.md).
import { createHash } from "crypto"
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "fs"
import path from "path"

import type { Build } from "./step"
import { writeWhole } from "./write-whole"

/** What the page steps read besides the page itself: their code and the helpers and inline scripts it builds in. */
const CODE_DIRS = ["gatsby", path.join("src", "inline"), path.join("src", "lib")]
/** The clinic's facts and words the steps read (data/site.yaml's analytics and seal, the interface's words). */
const FACT_FILES = ["site.yaml", "site.fr.yaml", "interface.yaml", "interface.fr.yaml"].map((file) => path.join("data", file))
/** A fingerprint no build has used for this long is removed. */
const CACHE_DAYS = 14

const sha256 = (data: string | Buffer) => createHash("sha256").update(data).digest("hex")

const filesUnder = (dir: string): string[] => {
  try {
    return readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort()
  } catch {
    return []
  }
}

const readOrEmpty = (file: string) => {
  try {
    return readFileSync(file)
  } catch {
    return Buffer.alloc(0)
  }
}

/**
 * Everything the finished text of a page depends on but the page: the steps' code, the lock file (parse5 and esbuild's
 * versions), the facts, and the environment's GATSBY_ variables and NETLIFY. Any change starts a new set of pages.
 */
export function pageStepsFingerprint(root: string, env: Readonly<Record<string, string | undefined>>): string {
  const hash = createHash("sha256")
  const files = [
    ...CODE_DIRS.flatMap((dir) => filesUnder(path.join(root, dir))),
    ...["package-lock.json", ...FACT_FILES].map((file) => path.join(root, file)),
  ]
  for (const file of files) hash.update(path.relative(root, file)).update("\0").update(readOrEmpty(file)).update("\0")
  const settings = Object.entries(env)
    .filter(([name]) => name.startsWith("GATSBY_") || name === "NETLIFY")
    .sort(([a], [b]) => a.localeCompare(b))
  hash.update(JSON.stringify(settings))
  return hash.digest("hex")
}

const fingerprints = new WeakMap<Build, string>()

/** pageStepsFingerprint of a build, hashed once for the two steps that key by it: the finished pages and the site check. */
export const buildFingerprint = (build: Build): string => {
  if (!fingerprints.has(build)) fingerprints.set(build, pageStepsFingerprint(build.root, build.env))
  return fingerprints.get(build)!
}

export const finishedPagesDir = (root: string) => path.join(root, "node_modules", ".cache", "finished-pages")

/** The pages a build left to the page steps, and the hash of what Gatsby wrote for each, to keep once they are done. */
export interface PagesToFinish {
  files: string[]
  written: Map<string, string>
  reused: number
}

/**
 * Puts back the finished text of every page an earlier build finished from the same text under the same fingerprint,
 * or leaves it when it is that finished text already (Gatsby did not write it again); returns the others.
 */
export function reuseFinishedPages(publicDir: string, files: ReadonlyArray<string>, store: string): PagesToFinish {
  mkdirSync(store, { recursive: true })
  const now = new Date()
  utimesSync(store, now, now)
  const written = new Map<string, string>()
  let reused = 0
  for (const file of files) {
    const full = path.join(publicDir, file)
    const text = readFileSync(full)
    const key = sha256(text)
    let finished: Buffer
    try {
      finished = readFileSync(path.join(store, key))
    } catch {
      written.set(file, key)
      continue
    }
    if (!finished.equals(text)) writeFileSync(full, finished)
    reused += 1
  }
  return { files: [...written.keys()], written, reused }
}

/** Keeps each page's finished text under the hash of what Gatsby wrote, and under its own (a page Gatsby leaves alone). */
export function keepFinishedPages(publicDir: string, pages: PagesToFinish, store: string): void {
  mkdirSync(store, { recursive: true })
  const keep = (key: string, text: Buffer) => writeWhole(path.join(store, key), text)
  for (const [file, key] of pages.written) {
    const finished = readFileSync(path.join(publicDir, file))
    keep(key, finished)
    keep(sha256(finished), finished)
  }
}

/** Removes the sets of fingerprints no build has used for CACHE_DAYS days. */
export function pruneFinishedPages(cacheDir: string): void {
  const oldest = Date.now() - CACHE_DAYS * 24 * 3600 * 1000
  let sets: string[]
  try {
    sets = readdirSync(cacheDir)
  } catch {
    return
  }
  for (const set of sets) {
    const dir = path.join(cacheDir, set)
    if (statSync(dir).mtimeMs < oldest) rmSync(dir, { recursive: true, force: true })
  }
}
