import { cpSync, mkdtempSync } from "fs"
import os from "os"
import path from "path"

import { multiplyContent } from "../../scripts/bench/multiply-content"
import { sampleContent } from "./sampled-content"

const copyOf = (dataDir: string) => {
  const copy = path.join(mkdtempSync(path.join(os.tmpdir(), "multiplied-data-")), "data")
  cpSync(dataDir, copy, { recursive: true })
  return copy
}

/**
 * A copy of `dataDir` in a temporary folder with every city, condition and medication there `times` times in all, as
 * `npm run bench:scale` builds it (scripts/bench/multiply-content.ts).
 */
export function multipliedData(dataDir: string, times: number): string {
  const copy = copyOf(dataDir)
  multiplyContent(copy, times)
  return copy
}

/**
 * multipliedData of one entry of each kind and those of the `named` files (sampleContent): for a check that holds at
 * any number of entries, so that it does not grow with the content (issue 60).
 */
export function multipliedSample(dataDir: string, times: number, named: ReadonlyArray<string> = []): string {
  const copy = copyOf(dataDir)
  sampleContent(copy, named)
  multiplyContent(copy, times)
  return copy
}
