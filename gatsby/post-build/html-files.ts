// The one walker of a build's output: every step that reads or rewrites files in public/ lists them here.
import { readdirSync, readFileSync, writeFileSync } from "fs"
import path from "path"

/** Every file under `dir`, as a site path with a leading slash ("/conditions/acne/index.html"), sorted. */
export const siteFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`)
    .sort()

/** Every .html file, Gatsby's partials under _gatsby/ included. */
export const htmlFiles = (dir: string): string[] => siteFiles(dir).filter((file) => file.endsWith(".html"))

/** The pages a visitor gets: not Gatsby's partials under _gatsby/, which are already stitched into them. */
export const pageFiles = (dir: string): string[] => htmlFiles(dir).filter((file) => !file.startsWith("/_gatsby/"))

/** The page routes of a build: every x/index.html is served at /x, without a trailing slash. */
export const pageRoutes = (dir: string): string[] =>
  pageFiles(dir)
    .filter((file) => file.endsWith("/index.html") && file !== "/404/index.html")
    .map((file) => file.slice(0, -"/index.html".length) || "/")
    .sort()

/** Rewrites each file whose text `change` alters; returns how many changed. */
export function rewriteFiles(dir: string, files: ReadonlyArray<string>, change: (text: string) => string): number {
  let changed = 0
  for (const file of files) {
    const text = readFileSync(path.join(dir, file), "utf8")
    const next = change(text)
    if (next === text) continue
    writeFileSync(path.join(dir, file), next)
    changed += 1
  }
  return changed
}
