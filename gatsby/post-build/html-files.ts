import { readdir, readFile, writeFile } from "fs/promises"
import path from "path"

/** Every .html file under `dir`. */
export async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name))
}

/**
 * React 18's streaming renderer (which Gatsby uses) can flush unwritten bytes
 * of its 2 KB buffer as NUL characters when a multi-byte character lands on
 * the buffer's edge (facebook/react#31134, fixed only in React 19). The
 * character itself is written in the next chunk, so dropping the NULs restores
 * the intended HTML. Returns how many files were repaired.
 */
export async function removeStrayNulBytes(files: ReadonlyArray<string>): Promise<number> {
  let repaired = 0
  for (const file of files) {
    const html = await readFile(file)
    if (!html.includes(0)) continue
    await writeFile(file, Buffer.from(html.filter((byte) => byte !== 0)))
    repaired += 1
  }
  return repaired
}
