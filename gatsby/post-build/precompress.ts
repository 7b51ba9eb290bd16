// Brotli and gzip copies of the build's text files, written once at the highest levels, so that no server compresses
// on each request: nginx (gzip_static, brotli_static) and `npm start` (sirv) send file.br or file.gz in place of file.
import { createHash } from "crypto"
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "fs"
import { availableParallelism } from "os"
import path from "path"
import { promisify } from "util"
import { brotliCompress, constants, gzip as gzipCallback } from "zlib"

import { PRECOMPRESSED } from "../server-config/precompressed"
import { siteFiles } from "./html-files"
import { writeWhole } from "./write-whole"

/** The file types worth compressing: text. Images and fonts are compressed formats already. */
export const COMPRESSIBLE = /\.(?:html|js|css|json|svg|xml|txt|webmanifest)$/

/**
 * Below this size a compressed copy saves less than a TCP packet's headers while costing a file and a lookup; nginx's
 * on-the-fly gzip has the same floor (gzip_min_length in deploy/nginx.conf), so such files go out as they are.
 */
export const MIN_BYTES = 256

// zlib's asynchronous calls run on libuv's threads: a build's thousands of files are compressed on every core at once
const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzipCallback)

/**
 * Brotli's level for a file: its highest (11) for the scripts and styles, whose number does not grow with the content;
 * one below for the pages and their data, whose number does: 11 made their copies 2% smaller in 3.2 times the time
 * (docs/decisions.md#compressed-copies-written-by-the-build).
 */
export const brotliQuality = (file: string) => (/\.(?:html|json)$/.test(file) ? 10 : constants.BROTLI_MAX_QUALITY)

const brotliAt = (quality: number) => (data: Buffer) =>
  brotliAsync(data, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  })

const gzip = (data: Buffer) => gzipAsync(data, { level: constants.Z_BEST_COMPRESSION })

export interface PrecompressResult {
  files: number
  bytes: number
  brotliBytes: number
  gzipBytes: number
  /** Files whose copies came from the cache of earlier builds. */
  reused: number
}

/**
 * The copies of earlier builds, by the hash of the bytes they were made from: brotli at its highest level took 20 s of
 * every build, most of it on files no build changes (the editor's 4.4 MB of Decap). In node_modules/.cache, which a
 * copy of the checkout shares through its link to node_modules and a CI cache keeps.
 */
export const DEFAULT_CACHE_DIR = path.resolve("node_modules", ".cache", "precompressed")
/** Changes whenever the compression settings above do, so that no copy made with other settings is reused. */
const settings = (quality: number) => `brotli-text-${quality} gzip-9`
/** A copy no build has used for this long is removed from the cache. */
const CACHE_DAYS = 14

/** The copy of `data` by `compress`, from the cache when an earlier build made it; true as second value when it did. */
async function cachedCopy(
  cacheDir: string,
  key: string,
  suffix: string,
  data: Buffer,
  compress: (data: Buffer) => Promise<Buffer>,
) {
  const file = path.join(cacheDir, `${key}${suffix}`)
  try {
    const copy = readFileSync(file)
    const now = new Date()
    utimesSync(file, now, now)
    return [copy, true] as const
  } catch {
    const copy = await compress(data)
    mkdirSync(cacheDir, { recursive: true })
    writeWhole(file, copy)
    return [copy, false] as const
  }
}

/** Removes the cache's copies no build has used in CACHE_DAYS. */
function pruneCache(cacheDir: string) {
  if (!existsSync(cacheDir)) return
  const oldest = Date.now() - CACHE_DAYS * 24 * 60 * 60 * 1000
  for (const name of readdirSync(cacheDir)) {
    const file = path.join(cacheDir, name)
    if (statSync(file).mtimeMs < oldest) rmSync(file, { force: true })
  }
}

/** A file's two copies, from the cache or made now; `key` names them in the cache, `reused` when both came from it. */
async function copiesOf(data: Buffer, quality: number, cacheDir: string) {
  const key = createHash("sha256").update(settings(quality)).update(data).digest("hex")
  const [brotli, brotliReused] = await cachedCopy(cacheDir, key, ".br", data, brotliAt(quality))
  const [gzipped, gzipReused] = await cachedCopy(cacheDir, key, ".gz", data, gzip)
  return { key, brotli, gzipped, reused: brotliReused && gzipReused }
}

/**
 * Writes file.br and file.gz beside `file` when it is at least MIN_BYTES, each only when it is smaller than the file
 * (servers fall back to the next encoding, then to the file); returns the file's bytes, those written for each and
 * the copies' name in the cache, or undefined.
 */
export async function compressFile(
  file: string,
  cacheDir = DEFAULT_CACHE_DIR,
): Promise<{ bytes: number; brotliBytes: number; gzipBytes: number; reused: boolean; key: string } | undefined> {
  const data = readFileSync(file)
  if (data.length < MIN_BYTES) return undefined
  const { key, brotli, gzipped, reused } = await copiesOf(data, brotliQuality(file), cacheDir)
  const written = { bytes: data.length, brotliBytes: 0, gzipBytes: 0, reused, key }
  for (const [suffix, copy, total] of [
    [".br", brotli, "brotliBytes"],
    [".gz", gzipped, "gzipBytes"],
  ] as const) {
    if (copy.length >= data.length) continue
    writeFileSync(`${file}${suffix}`, copy)
    written[total] = copy.length
  }
  return written
}

/**
 * The files by size, largest first: Decap's 4.4 MB took 7 s alone at Brotli 11, and a core left with it at the end of a
 * queue worked on while the other had nothing left to do.
 */
const largestFirst = (dir: string, files: string[]): string[] =>
  files
    .map((file) => ({ file, size: statSync(path.join(dir, file)).size }))
    .sort((a, b) => b.size - a.size)
    .map(({ file }) => file)

/** compressAhead once stopped: the file it still compresses, if any, and the cache names it made, once it has. */
export interface StoppedAhead {
  inHand?: string
  /** Rejects with the failure of a file, if one failed. */
  done: Promise<Set<string>>
}

/**
 * Makes into the cache, one file at a time and the largest first, the copies of every compressible file of `dir` but
 * the pages, while the page steps rewrite those on the main thread: the scripts and the pages' data were half the
 * copies' time (17 of 30 CPU seconds at ten times the content), which the build's other core can spend then. Writes
 * nothing in `dir`: precompress takes the copies of a file still as it was from the cache, and compresses anew one a
 * later step changed, and those not reached when `stop` is called.
 */
export function compressAhead(dir: string, cacheDir = DEFAULT_CACHE_DIR): { stop: () => StoppedAhead } {
  const made = new Set<string>()
  let stopped = false
  let inHand: string | undefined
  const files = largestFirst(
    dir,
    siteFiles(dir).filter((name) => COMPRESSIBLE.test(name) && !name.endsWith(".html")),
  )
  const running = (async () => {
    for (const file of files) {
      if (stopped) return
      const data = readFileSync(path.join(dir, file))
      if (data.length < MIN_BYTES) continue
      inHand = file
      const { key, reused } = await copiesOf(data, brotliQuality(file), cacheDir)
      inHand = undefined
      if (!reused) made.add(key)
    }
  })()
  // a failure is thrown where `done` is awaited, not left unhandled until then
  running.catch(() => undefined)
  return {
    stop: () => {
      stopped = true
      return { inHand, done: running.then(() => made) }
    },
  }
}

/**
 * Compresses every compressible file of `dir` (compressFile), reusing the copies of bytes an earlier build compressed,
 * one more file at a time than the machine has cores, the largest first. Copies left in `dir` by an earlier build are
 * removed first, so none outlives or contradicts its source. With `ahead`, the copies compressAhead made are taken
 * from the cache (and not counted as reused), and the file it still had in hand is taken last, once it is done.
 */
export async function precompress(
  dir: string,
  cacheDir = DEFAULT_CACHE_DIR,
  ahead: StoppedAhead = { done: Promise.resolve(new Set()) },
): Promise<PrecompressResult> {
  // a failure ahead is thrown below, once this build's copies are made, not reported as unhandled meanwhile
  ahead.done.catch(() => undefined)
  const files = siteFiles(dir)
  for (const file of files)
    if (PRECOMPRESSED.test(file) && COMPRESSIBLE.test(file.replace(PRECOMPRESSED, ""))) rmSync(path.join(dir, file))
  const result: PrecompressResult = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0, reused: 0 }
  const compressible = largestFirst(
    dir,
    files.filter((name) => COMPRESSIBLE.test(name)),
  )
  const queue = [...compressible.filter((file) => file !== ahead.inHand), ...compressible.filter((file) => file === ahead.inHand)]
  const reusedKeys: string[] = []
  const compressNext = async (): Promise<void> => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      if (file === ahead.inHand) await ahead.done
      const written = await compressFile(path.join(dir, file), cacheDir)
      if (!written) continue
      result.files += 1
      result.bytes += written.bytes
      result.brotliBytes += written.brotliBytes
      result.gzipBytes += written.gzipBytes
      if (written.reused) reusedKeys.push(written.key)
    }
  }
  // one more than the cores: between files, the main thread reads and writes while a core idled (21.3 → 18.9 s, 1,419 files)
  await Promise.all(Array.from({ length: availableParallelism() + 1 }, compressNext))
  const madeAhead = await ahead.done
  result.reused = reusedKeys.filter((key) => !madeAhead.has(key)).length
  pruneCache(cacheDir)
  return result
}
