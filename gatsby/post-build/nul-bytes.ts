// Post-build step 1: React 18's stray NUL bytes out of the built HTML.
import { readFileSync, writeFileSync } from "fs"
import path from "path"

/**
 * React 18's streaming renderer (which Gatsby uses) can flush unwritten bytes of its 2 KB buffer as NUL characters
 * when a multi-byte character lands on the buffer's edge (facebook/react#31134, fixed only in React 19). The character
 * itself is written in the next chunk, so dropping the NULs restores the intended HTML. Works on bytes, not text: a
 * NUL may split what would otherwise decode as one character. Returns how many files were repaired.
 */
export function removeStrayNulBytes(dir: string, files: ReadonlyArray<string>): number {
  let repaired = 0
  for (const file of files) {
    const html = readFileSync(path.join(dir, file))
    if (!html.includes(0)) continue
    writeFileSync(path.join(dir, file), Buffer.from(html.filter((byte) => byte !== 0)))
    repaired += 1
  }
  return repaired
}
