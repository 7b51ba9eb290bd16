import path from "path"

import { entryFile } from "../../gatsby/content/data-files"
import { fixedPageRoute, movedFrenchRoutes } from "../../gatsby/content/page-routes"
import { type ExpectedPage, siteSource } from "../../gatsby/content/site-pages"
import { languageOfPath, routeIn } from "../../src/lib/language"
import { LEAD_FORM_FALLBACK_PATH } from "../../src/lib/site-routes"
import { loadDataFiles, loadEntries, loadEntry } from "../support/data"

/** Pages that are no route of the table and stay out of the sitemap, but are served and checked like the others. */
export const unlistedRoutes = [
  // where the lead form lands when it is submitted without its scripts
  LEAD_FORM_FALLBACK_PATH,
  routeIn(LEAD_FORM_FALLBACK_PATH, "fr"),
]

/** What the tests read of a site's pages: every listed route, and one of each kind in each language. */
export interface RouteTable {
  routes: string[]
  templateRoutes: string[]
}

/**
 * The route table of a site whose pages (data/ and src/pages, `siteSource`) are `pages`. One route of each kind of
 * page in each language: every fixed page (each is its own component) and the first entry of each data/ folder (its
 * entries share a template); a French page is of its English twin's kind. Adding entries adds routes, never kinds.
 */
export const routeTable = (pages: ReadonlyArray<ExpectedPage>): RouteTable => {
  const listed = pages.filter((page) => !unlistedRoutes.includes(page.path))
  const englishPages = new Map(listed.map((page) => [page.path, page]))
  const kindOf = (page: ExpectedPage) => {
    const { source } = englishPages.get(page.english) ?? page
    return `${languageOfPath(page.path)} ${source.startsWith("data/") ? path.dirname(source) : source}`
  }
  const firstOfKind = new Map<string, string>()
  for (const page of listed) if (!firstOfKind.has(kindOf(page))) firstOfKind.set(kindOf(page), page.path)
  return { routes: listed.map((page) => page.path), templateRoutes: [...firstOfKind.values()] }
}

/**
 * Every route of the site as data/ and src/pages make it (the spec's route table, the decided medication pages and
 * whatever entries an editor adds): read, never listed, so adding or removing an entry keeps the tests green.
 */
// __filename, not __dirname: tsx gives an ES module that imports this file (the benchmark) only the former. data/ as
// the tests keep it parsed: some twenty files import this one, and parsing data/ took 0.45 s a file at ten times.
const allPages = siteSource(path.resolve(path.dirname(__filename), "../.."), loadDataFiles()).pages
const table = routeTable(allPages)
export const { routes } = table

/** One route of each kind of page in each language: for checks whose findings come from the layout, not the words. */
export const { templateRoutes } = table

/** Paths the site has no page for, in each language: what a browser shows there is the not-found page. */
export const notFoundPaths = ["/no-such-page", "/fr/page-inexistante"]

/**
 * The pages a browser visits when a check must see every kind of page (rendering, axe, an engine's quirks): one of
 * each kind in each language, the unlisted pages (each a kind of its own), then the paths the test names. Its length
 * does not grow with the content (docs/testing.md#a-suite-that-does-not-grow-with-the-content); what must be true of
 * every page is read from the built files instead (built-site.test.ts, french.test.ts, html-validity.test.ts …).
 */
export const browserSample = (named: ReadonlyArray<string> = [], of: RouteTable = table): string[] => [
  ...new Set([...of.templateRoutes, ...unlistedRoutes, ...named]),
]

/** The French page of an English route, where the build makes one ("/conditions/anxiety" → "/fr/conditions/anxiete"). */
export const frenchRouteOf = (englishRoute: string): string | undefined =>
  allPages.find((page) => languageOfPath(page.path) === "fr" && page.english === englishRoute)?.path

/** The English route a page is, or translates ("/fr/conditions/anxiete" → "/conditions/anxiety"). */
export const englishRouteOf = (route: string): string => allPages.find((page) => page.path === route)?.english ?? route

/** The file under data/ whose entry gives a route its words ("cities/toronto.en.yaml"); a fixed page's pages entry. */
export const dataFileOf = (route: string): string | undefined => {
  const page = allPages.find((candidate) => candidate.path === route)
  if (!page) return undefined
  if (page.source.startsWith("data/")) return page.source.slice("data/".length)
  const entry = loadEntries<{ slug: string }>("pages").find(({ slug }) => fixedPageRoute(slug) === route)
  return entry && entryFile("pages", entry.slug)
}

/** The same page in the other language, where the build makes one. */
export const twinOf = (route: string): string | undefined =>
  languageOfPath(route) === "fr" ? englishRouteOf(route) : frenchRouteOf(route)

/** The French addresses an entry page had before it took its French web address, each with its page's address now. */
export const movedRoutes = movedFrenchRoutes(allPages)

/** The heading of that page, from its entry data/pages/message-not-sent.en.yaml. */
export const messageNotSentTitle = loadEntry<{ hero: { title: string } }>("pages", LEAD_FORM_FALLBACK_PATH.slice(1)).hero.title
