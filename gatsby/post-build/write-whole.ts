import { renameSync, writeFileSync } from "fs"

/**
 * Writes a cache file whole: under another name first, then renamed over `file`, so a build or a test worker running
 * beside this one never reads half of it.
 */
export function writeWhole(file: string, data: string | NodeJS.ArrayBufferView): void {
  const partial = `${file}.${process.pid}.partial`
  writeFileSync(partial, data)
  renameSync(partial, file)
}
