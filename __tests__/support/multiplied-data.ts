import { cpSync, mkdtempSync } from "fs"
import os from "os"
import path from "path"

import { multiplyContent } from "../../scripts/bench/multiply-content"

/**
 * A copy of `dataDir` in a temporary folder with every city, condition and medication there `times` times in all, as
 * `npm run bench:scale` builds it (scripts/bench/multiply-content.ts).
 */
export function multipliedData(dataDir: string, times: number): string {
  const copy = path.join(mkdtempSync(path.join(os.tmpdir(), "multiplied-data-")), "data")
  cpSync(dataDir, copy, { recursive: true })
  multiplyContent(copy, times)
  return copy
}
