import { cpSync, mkdtempSync } from "fs"
import os from "os"
import path from "path"

import { multiplyContent } from "../../scripts/bench/multiply-content"
import { sampleContent } from "./sampled-content"

/**
 * A copy of `dataDir` in a temporary folder with one entry of each kind and those of the `named` files (sampleContent),
 * each there `times` times in all as `npm run bench:scale` multiplies them (scripts/bench/multiply-content.ts): for a
 * check that holds at any number of entries, so that it does not grow with the content (issue 60).
 */
export function multipliedSample(dataDir: string, times: number, named: ReadonlyArray<string> = []): string {
  const copy = path.join(mkdtempSync(path.join(os.tmpdir(), "multiplied-data-")), "data")
  cpSync(dataDir, copy, { recursive: true })
  sampleContent(copy, named)
  multiplyContent(copy, times)
  return copy
}
