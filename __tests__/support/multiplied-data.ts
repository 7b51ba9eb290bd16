import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "fs"
import os from "os"
import path from "path"

/** The folders whose entries the clinic adds to: issue 60 measured the site with each copied ten times. */
const GROWING = ["cities", "conditions", "medications"]

/**
 * A copy of `dataDir` in a temporary folder with every city, condition and medication there `times` times in all:
 * each copy a new slug and French slug (so no route is doubled), the same words otherwise.
 */
export function multipliedData(dataDir: string, times: number): string {
  const copy = path.join(mkdtempSync(path.join(os.tmpdir(), "multiplied-data-")), "data")
  cpSync(dataDir, copy, { recursive: true })
  for (const folder of GROWING)
    for (const name of readdirSync(path.join(copy, folder)).filter((file) => /\.(en|fr)\.yaml$/.test(file))) {
      const text = readFileSync(path.join(copy, folder, name), "utf8")
      for (let n = 2; n <= times; n++) {
        const renamed = text.replace(/^(slug|frenchSlug): *"?([\w-]+)"?$/gm, `$1: $2-copy-${n}`)
        writeFileSync(path.join(copy, folder, name.replace(/^([\w-]+)\./, `$1-copy-${n}.`)), renamed)
      }
    }
  return copy
}
