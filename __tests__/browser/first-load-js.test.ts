import { cpSync, mkdtempSync, readdirSync, rmSync } from "fs"
import { tmpdir } from "os"
import path from "path"

import { budgets, KB, NOT_FOUND_ROUTES, pageKind } from "../../scripts/bench/budgets"
import { routeScripts, type RouteScripts } from "../../scripts/bench/bytes"
import { languageOfPath } from "../../src/lib/language"
import { englishRouteOf, routes } from "./routes"
import { PUBLIC_DIR } from "./support/built-site"
import { callEachInNode } from "./support/in-node"

/** Gatsby's three chunks every page loads first: without them the total would be nothing, and within every budget. */
const CORE_CHUNKS = ["webpack-runtime", "framework", "app"]

/** What is wrong with a route's first load (`bytes`): a core chunk not found or empty, or over budget. */
const firstLoadProblems = (route: string, bytes: RouteScripts): string[] => {
  const missing = CORE_CHUNKS.filter(
    (name) => !bytes.chunks.some((chunk) => new RegExp(`^/${name}-[0-9a-f]+\\.js$`).test(chunk.file) && chunk.raw > 0),
  ).map((name) => `${route}: no ${name} chunk found, or it is empty`)
  const kb = bytes.js.gzip / KB
  const budget = budgets.jsGzipKb[pageKind(bytes)]
  return [...missing, ...(kb > budget ? [`${route}: ${kb.toFixed(1)} KB gzip, over its budget of ${budget} KB`] : [])]
}

const checkedRoutes = [...routes, ...NOT_FOUND_ROUTES]
/** Each route's first-load scripts in the test build, every page parsed once, in Node (callEachInNode), for both tests below. */
const builtScripts = new Map(
  callEachInNode<RouteScripts>(
    path.resolve(__dirname, "../../scripts/bench/bytes.ts"),
    "routeScripts",
    checkedRoutes.map((route) => [PUBLIC_DIR, route]),
  ).map((scripts, index) => [checkedRoutes[index], scripts]),
)
const scriptsOf = (route: string): RouteScripts => builtScripts.get(route)!

// The benchmark's JavaScript budgets of issue 6, checked on every build of the tests (the production configuration:
// GA id and EmailJS keys, test-env.json), so a change that outgrows one fails here and not only in `npm run bench`.
describe("first-load JavaScript", () => {
  it.each(checkedRoutes)("%s loads Gatsby's runtime, framework and app chunks, within its gzip budget", (route) => {
    expect(firstLoadProblems(route, scriptsOf(route))).toEqual([])
  })

  it("holds each French page to its English twin's budget", () => {
    const kinds = (language: "en" | "fr") =>
      routes
        .filter((route) => languageOfPath(route) === language)
        .map((route) => [englishRouteOf(route), pageKind(scriptsOf(route))])
    const english = new Map(kinds("en") as Array<[string, string]>)
    const french = kinds("fr")
    expect(french.length).toBeGreaterThan(0)
    expect(french.filter(([twin, kind]) => english.get(twin) !== kind)).toEqual([])
  })

  it("is found wanting on a build whose framework chunk is missing", () => {
    const copy = mkdtempSync(path.join(tmpdir(), "first-load-"))
    try {
      // What the home page's first load is read from: its HTML and page data, the stats and the top-level chunks.
      const needed = (source: string) => {
        const relative = path.relative(PUBLIC_DIR, source)
        return !relative.includes(path.sep) || relative.startsWith(path.join("page-data", "index"))
      }
      cpSync(PUBLIC_DIR, copy, { recursive: true, filter: needed })
      for (const file of readdirSync(copy).filter((file) => /^framework-[0-9a-f]+\.js$/.test(file))) rmSync(path.join(copy, file))
      expect(firstLoadProblems("/", routeScripts(copy, "/"))).toEqual(["/: no framework chunk found, or it is empty"])
    } finally {
      rmSync(copy, { recursive: true, force: true })
    }
  })
})
