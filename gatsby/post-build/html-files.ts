// The one walker of a build's output: every step that reads or rewrites files in public/ lists them here.
import { readdirSync, readFileSync, writeFileSync } from "fs"
import path from "path"
// what waits on the event loop runs at each turn: the compressed copies made meanwhile (precompress.ts, compressAhead)
import { setImmediate as nextTurn } from "timers/promises"

import { EDITOR_PATH } from "../server-config/http-rules"
import { HtmlDocument } from "./html-document"

/** Every file under `dir`, as a site path with a leading slash ("/conditions/acne/index.html"), sorted. */
export const siteFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`)
    .sort()

/** Every .html file, Gatsby's partials under _gatsby/ included. */
export const htmlFiles = (dir: string): string[] => siteFiles(dir).filter((file) => file.endsWith(".html"))

/** Every HTML file served as a page: not Gatsby's partials under _gatsby/, which are already stitched into them. */
const servedFiles = (dir: string): string[] => htmlFiles(dir).filter((file) => !file.startsWith("/_gatsby/"))

/**
 * The site's pages, which the post-build steps rewrite and check: not the content editor's page (/admin), Decap's app
 * with its own policy and scripts, which no visitor is sent to and no public page links.
 */
export const pageFiles = (dir: string): string[] => servedFiles(dir).filter((file) => !file.startsWith(`${EDITOR_PATH}/`))

/** The page routes of a build, the editor's included: every x/index.html is served at /x, without a trailing slash. */
export const pageRoutes = (dir: string): string[] =>
  servedFiles(dir)
    .filter((file) => file.endsWith("/index.html") && file !== "/404/index.html")
    .map((file) => file.slice(0, -"/index.html".length) || "/")
    .sort()

/**
 * Rewrites each file whose text `change` alters, letting the event loop turn between files; resolves to how many
 * changed.
 */
export async function rewriteFiles(
  dir: string,
  files: ReadonlyArray<string>,
  change: (text: string, file: string) => string,
): Promise<number> {
  let changed = 0
  for (const file of files) {
    await nextTurn()
    const text = readFileSync(path.join(dir, file), "utf8")
    const next = change(text, file)
    if (next === text) continue
    writeFileSync(path.join(dir, file), next)
    changed += 1
  }
  return changed
}

/**
 * Parses each page and lets `change` edit it (the steps find elements by what they are: html-document.ts); writes the
 * pages it changed and resolves to how many. `written` gets each page with its text as it now stands.
 */
export const rewritePages = (
  dir: string,
  files: ReadonlyArray<string>,
  change: (page: HtmlDocument) => void,
  written: (page: HtmlDocument, html: string) => void = () => undefined,
): Promise<number> =>
  rewriteFiles(dir, files, (html, file) => {
    const page = new HtmlDocument(html, file)
    change(page)
    const next = page.toString()
    written(page, next)
    return next
  })
