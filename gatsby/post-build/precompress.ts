// Brotli and gzip copies of the build's text files, written once at the highest levels, so that no server compresses
// on each request: nginx (gzip_static, brotli_static) and `npm start` (sirv) send file.br or file.gz in place of file.
import { readFileSync, rmSync, statSync, writeFileSync } from "fs"
import path from "path"
import { brotliCompressSync, constants, gzipSync } from "zlib"

import { PRECOMPRESSED } from "../server-config/precompressed"
import { siteFiles } from "./html-files"

/** The file types worth compressing: text. Images and fonts are compressed formats already. */
export const COMPRESSIBLE = /\.(?:html|js|css|json|svg|xml|txt|webmanifest)$/

/**
 * Below this size a compressed copy saves less than a TCP packet's headers while costing a file and a lookup; nginx's
 * on-the-fly gzip has the same floor (gzip_min_length in deploy/nginx.conf), so such files go out as they are.
 */
export const MIN_BYTES = 256

const brotli = (data: Buffer) =>
  brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  })

const gzip = (data: Buffer) => gzipSync(data, { level: constants.Z_BEST_COMPRESSION })

export interface PrecompressResult {
  files: number
  bytes: number
  brotliBytes: number
  gzipBytes: number
}

/**
 * Writes file.br and file.gz beside `file` when it is at least MIN_BYTES, each only when it is smaller than the file
 * (servers fall back to the next encoding, then to the file); returns the bytes written for each, or undefined.
 */
export function compressFile(file: string): { brotliBytes: number; gzipBytes: number } | undefined {
  const data = readFileSync(file)
  if (data.length < MIN_BYTES) return undefined
  const written = { brotliBytes: 0, gzipBytes: 0 }
  for (const [suffix, compress, total] of [
    [".br", brotli, "brotliBytes"],
    [".gz", gzip, "gzipBytes"],
  ] as const) {
    const copy = compress(data)
    if (copy.length >= data.length) continue
    writeFileSync(`${file}${suffix}`, copy)
    written[total] = copy.length
  }
  return written
}

/**
 * Compresses every compressible file of `dir` (compressFile). Copies left by an earlier build are removed first, so
 * none outlives or contradicts its source.
 */
export function precompress(dir: string): PrecompressResult {
  const files = siteFiles(dir)
  for (const file of files)
    if (PRECOMPRESSED.test(file) && COMPRESSIBLE.test(file.replace(PRECOMPRESSED, ""))) rmSync(path.join(dir, file))
  const result: PrecompressResult = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 }
  for (const file of files.filter((name) => COMPRESSIBLE.test(name))) {
    const written = compressFile(path.join(dir, file))
    if (!written) continue
    result.files += 1
    result.bytes += statSync(path.join(dir, file)).size
    result.brotliBytes += written.brotliBytes
    result.gzipBytes += written.gzipBytes
  }
  return result
}
