import { execFile } from "child_process"
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "fs"
import { tmpdir } from "os"
import path from "path"
import { promisify } from "util"

import { routes, unlistedRoutes } from "./routes"
import { htmlFileFor, PUBLIC_DIR } from "./support/built-site"

const vnuJar: string = require("vnu-jar")

interface VnuMessage {
  type: string
  url: string
  message: string
  lastLine?: number
}

/** A page's inline stylesheets (styled-components writes those of the components it renders). */
const STYLE_ELEMENT = /(<style[^>]*>)([\s\S]*?)(<\/style>)/g

/**
 * The file to check for each page: the page itself the first time its stylesheets come, else a copy under `copyDir`
 * with their text emptied (their line breaks kept, so the checker's line numbers hold). The CSS was half the checker's
 * time, and the build writes the same 16 sets of stylesheets at today's 95 pages and at ten times as many.
 */
function eachStylesheetOnce(pages: string[], copyDir: string): Map<string, string> {
  const seen = new Set<string>()
  const checked = new Map<string, string>()
  for (const page of pages) {
    const html = readFileSync(page, "utf8")
    const stylesheets = [...html.matchAll(STYLE_ELEMENT)].map((element) => element[2]).join("\0")
    if (!seen.has(stylesheets)) {
      seen.add(stylesheets)
      checked.set(page, page)
      continue
    }
    const copy = path.join(copyDir, path.relative(PUBLIC_DIR, page))
    mkdirSync(path.dirname(copy), { recursive: true })
    writeFileSync(
      copy,
      html.replace(STYLE_ELEMENT, (_, open, css: string, close) => open + css.replace(/[^\n]/g, "") + close),
    )
    checked.set(copy, page)
  }
  return checked
}

describe("the built HTML", () => {
  const copyDir = mkdtempSync(path.join(tmpdir(), "html-validity-"))
  afterAll(() => rmSync(copyDir, { recursive: true, force: true }))

  it("has no error in the W3C Nu HTML checker, on any page or in any of their stylesheets", async () => {
    const pages = [...[...routes, ...unlistedRoutes].map(htmlFileFor), path.join(PUBLIC_DIR, "404.html")]
    const pageOf = eachStylesheetOnce(pages, copyDir)
    // language detection only warns (a page reading as another language than its lang), and only errors are asked
    // for: without it the checker takes a fifth less a page (24 → 19.6 s for 546 pages, ten times the content)
    const args = ["-XX:+UseSerialGC", "-jar", vnuJar, "--errors-only", "--no-langdetect", "--format", "json", ...pageOf.keys()]
    const { stderr } = await promisify(execFile)("java", args, { maxBuffer: 64 * 1024 * 1024 }).catch(
      (error: { stderr: string }) => ({ stderr: error.stderr }),
    )
    const errors = (JSON.parse(stderr).messages as VnuMessage[]).map((m) => {
      const file = new URL(m.url).pathname
      return `${path.relative(PUBLIC_DIR, pageOf.get(file) ?? file)}:${m.lastLine}: ${m.message}`
    })
    expect(errors).toEqual([])
  }, 120_000)
})
