// "The same page with every <script> removed": a copy of public/ whose HTML has no scripts (nor script preloads),
// so Lighthouse can measure the plain-HTML floor of each page next to the real one.
import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import path from "node:path"

import { compressFile } from "../../gatsby/post-build/precompress"
import { PRECOMPRESSED } from "../../gatsby/server-config/precompressed"

export const stripScripts = (html: string): string =>
  html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "").replace(/<link\b(?=[^>]*\bas=["']?script\b)[^>]*>/gi, "")

/**
 * Mirrors `from` into `to`: HTML files stripped (with .br/.gz copies of their own when the build made copies), every
 * other file hard-linked (copied when linking fails). The build's copies of the HTML would be the unstripped page.
 */
export async function writeStrippedSite(from: string, to: string): Promise<void> {
  rmSync(to, { recursive: true, force: true })
  const copies: Array<Promise<unknown>> = []
  const walk = (dir: string) => {
    mkdirSync(path.join(to, dir), { recursive: true })
    for (const entry of readdirSync(path.join(from, dir), { withFileTypes: true })) {
      const rel = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(rel)
      else if (entry.name.endsWith(".html")) {
        writeFileSync(path.join(to, rel), stripScripts(readFileSync(path.join(from, rel), "utf8")))
        if (existsSync(path.join(from, `${rel}.gz`))) copies.push(compressFile(path.join(to, rel)))
      } else if (PRECOMPRESSED.test(entry.name) && entry.name.replace(PRECOMPRESSED, "").endsWith(".html")) continue
      else {
        try {
          linkSync(path.join(from, rel), path.join(to, rel))
        } catch {
          copyFileSync(path.join(from, rel), path.join(to, rel))
        }
      }
    }
  }
  walk("")
  await Promise.all(copies)
}
