// What a build's output weighs as the content grows: its pages, the editor's bundle and the biggest page.
import { readdirSync, statSync } from "node:fs"
import path from "node:path"

import { sizes } from "./bytes"

export interface SiteSize {
  /** index.html files: one per route. */
  pages: number
  /** public/admin/cms.js, which content staff download on every visit to /admin. */
  cms: { raw: number; gzip: number }
  biggestPage: { route: string; raw: number; gzip: number }
}

/** The pages, cms.js and biggest page of the built site in `publicDir`. */
export function siteSize(publicDir: string): SiteSize {
  const pages = readdirSync(publicDir, { recursive: true, encoding: "utf8" })
    .filter((file) => path.basename(file) === "index.html")
    .map((file) => ({ file: path.join(publicDir, file), raw: statSync(path.join(publicDir, file)).size }))
  const biggest = pages.reduce((most, page) => (page.raw > most.raw ? page : most))
  const route = `/${path.relative(publicDir, path.dirname(biggest.file)).split(path.sep).join("/")}`
  const cms = sizes(path.join(publicDir, "admin", "cms.js"))
  return {
    pages: pages.length,
    cms: { raw: cms.raw, gzip: cms.gzip },
    biggestPage: { route, raw: biggest.raw, gzip: sizes(biggest.file).gzip },
  }
}
