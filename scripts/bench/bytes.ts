// JavaScript and HTML bytes per route: the chunks a route needs before it is interactive, raw, gzip and brotli.
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import zlib from "node:zlib"

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

const attribute = (tag: string, name: string) => tag.match(new RegExp(`\\b${name}=["']?([^"'\\s>]+)`, "i"))?.[1]

/** The script URLs of the HTML: <script src> and <link rel=preload as=script>. */
export function scriptUrls(html: string): string[] {
  const urls: string[] = []
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attribute(tag, "src")
    if (src) urls.push(src)
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (/\bas=["']?script\b/i.test(tag) && /\brel=["']?preload\b/i.test(tag)) urls.push(attribute(tag, "href") ?? "")
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

/** Bytes of one route: its HTML and every first-load chunk, each listed. */
export function routeBytes(dir: string, route: string): RouteBytes {
  const file = htmlFile(dir, route)
  const html = readFileSync(file, "utf8")
  const seen = new Set<string>()
  const chunks: RouteBytes["chunks"] = []
  for (const url of [...scriptUrls(html), ...componentChunks(dir, route)]) {
    if (!url.startsWith("/") || url.startsWith("//")) continue
    const name = url.split("?")[0]
    if (seen.has(name) || !name.endsWith(".js")) continue
    seen.add(name)
    const chunkFile = path.join(dir, name)
    if (existsSync(chunkFile)) chunks.push({ file: name, ...sizes(chunkFile) })
  }
  const total = (key: keyof Sizes) => chunks.reduce((sum, chunk) => sum + chunk[key], 0)
  return {
    html: sizes(file),
    js: { raw: total("raw"), gzip: total("gzip"), brotli: total("brotli") },
    chunks,
    hasCarousel: hasTestimonials(html),
    // /contact is the lead form's page even while the form is rendered only in the browser.
    hasForm: route === "/contact" || /<form\b/i.test(html),
  }
}

/** A carousel page shows the testimonials: a section labelled by a heading about testimonials or what patients say. */
export function hasTestimonials(html: string): boolean {
  for (const [, id] of html.matchAll(/<section\b[^>]*\baria-labelledby=["']?([^"'\s>]+)/gi)) {
    const heading = html.match(new RegExp(`<h[1-6][^>]*\\bid=["']?${id}["']?[^>]*>([\\s\\S]*?)</h[1-6]>`, "i"))
    if (heading && /testimonial|patients say|what our patients/i.test(heading[1].replace(/<[^>]+>/g, ""))) return true
  }
  return false
}
