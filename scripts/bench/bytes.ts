// JavaScript and HTML bytes per route: the chunks a route needs before it is interactive, raw, gzip and brotli.
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import zlib from "node:zlib"

import { attribute, HtmlDocument } from "../../gatsby/post-build/html-document"
import { CHUNKS_ID } from "../../src/inline/paint-first-timing"
import { routeIn } from "../../src/lib/language"

export interface Sizes {
  raw: number
  gzip: number
  brotli: number
}

export interface RouteBytes {
  html: Sizes
  js: Sizes
  chunks: Array<Sizes & { file: string }>
  hasCarousel: boolean
  hasForm: boolean
}

const sizeCache = new Map<string, Sizes>()

/** Raw, gzip (zlib default level, as servers use) and brotli (quality 11, as for precompressed assets) sizes. */
export function sizes(file: string): Sizes {
  if (!sizeCache.has(file)) {
    const buffer = readFileSync(file)
    sizeCache.set(file, {
      raw: buffer.length,
      gzip: zlib.gzipSync(buffer).length,
      brotli: zlib.brotliCompressSync(buffer).length,
    })
  }
  return sizeCache.get(file)!
}

export function htmlFile(dir: string, route: string): string {
  if (route === "/") return path.join(dir, "index.html")
  const candidates = [path.join(dir, `${route}.html`), path.join(dir, route, "index.html")]
  const found = candidates.find((file) => existsSync(file))
  if (!found) throw new Error(`No built HTML for ${route} in ${dir}`)
  return found
}

/** The script URLs of the page: <script src>, <link rel=preload as=script>, and the chunks the paint-first loader starts. */
export function scriptUrls(page: HtmlDocument): string[] {
  const urls: string[] = []
  for (const element of page.elements()) {
    const rel = (attribute(element, "rel") ?? "").split(/\s+/)
    if (element.tagName === "script" && attribute(element, "src")) urls.push(attribute(element, "src")!)
    else if (element.tagName === "link" && rel.includes("preload") && attribute(element, "as") === "script")
      urls.push(attribute(element, "href") ?? "")
    else if (element.tagName === "script" && attribute(element, "id") === CHUNKS_ID)
      urls.push(...(JSON.parse(page.innerSource(element)) as string[]))
  }
  return urls
}

/**
 * The chunks Gatsby's runtime loads for the page's component: page-data's componentChunkName, then webpack.stats.json's
 * chunk group for it (which includes shared chunks such as commons that chunk-map.json leaves out), and the app group.
 */
function componentChunks(dir: string, route: string): string[] {
  const pageDataPath = route === "/" ? "index" : route.replace(/^\//, "")
  const pageDataFile = path.join(dir, "page-data", pageDataPath, "page-data.json")
  if (!existsSync(pageDataFile)) return []
  const { componentChunkName } = JSON.parse(readFileSync(pageDataFile, "utf8"))
  const statsFile = path.join(dir, "webpack.stats.json")
  if (existsSync(statsFile)) {
    const { namedChunkGroups } = JSON.parse(readFileSync(statsFile, "utf8"))
    return ["app", componentChunkName].flatMap((name) =>
      (namedChunkGroups[name]?.assets ?? []).map(
        (asset: string | { name: string }) => `/${typeof asset === "string" ? asset : asset.name}`,
      ),
    )
  }
  const chunkMap = JSON.parse(readFileSync(path.join(dir, "chunk-map.json"), "utf8"))
  return [...(chunkMap.app ?? []), ...(chunkMap[componentChunkName] ?? [])]
}

/** What a route's first-load JavaScript budget reads: every first-load chunk, each listed, and the page's kind. */
export type RouteScripts = Omit<RouteBytes, "html">

/** A route's first-load chunks and kind, without its HTML's sizes: brotli at quality 11 takes a tenth of a second a page. */
export function routeScripts(dir: string, route: string): RouteScripts {
  const file = htmlFile(dir, route)
  const page = new HtmlDocument(readFileSync(file, "utf8"), file)
  const seen = new Set<string>()
  const chunks: RouteBytes["chunks"] = []
  for (const url of [...scriptUrls(page), ...componentChunks(dir, route)]) {
    if (!url.startsWith("/") || url.startsWith("//")) continue
    const name = url.split("?")[0]
    if (seen.has(name) || !name.endsWith(".js")) continue
    seen.add(name)
    const chunkFile = path.join(dir, name)
    if (existsSync(chunkFile)) chunks.push({ file: name, ...sizes(chunkFile) })
  }
  const total = (key: keyof Sizes) => chunks.reduce((sum, chunk) => sum + chunk[key], 0)
  return {
    js: { raw: total("raw"), gzip: total("gzip"), brotli: total("brotli") },
    chunks,
    hasCarousel: hasTestimonials(page),
    // /contact (and its French twin) is the lead form's page even while the form is rendered only in the browser.
    hasForm:
      ["/contact", routeIn("/contact", "fr")].includes(route) ||
      page.elements((element) => element.tagName === "form").length > 0,
  }
}

/** Bytes of one route: its HTML and every first-load chunk, each listed. */
export const routeBytes = (dir: string, route: string): RouteBytes => ({
  html: sizes(htmlFile(dir, route)),
  ...routeScripts(dir, route),
})

/** A carousel page shows the testimonials, each a blockquote, in either language. */
export const hasTestimonials = (page: HtmlDocument): boolean =>
  page.elements((element) => element.tagName === "blockquote").length > 0
