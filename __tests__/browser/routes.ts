import path from "path"

import { siteSource } from "../../gatsby/content/site-pages"
import { routeIn } from "../../src/lib/language"
import { LEAD_FORM_FALLBACK_PATH } from "../../src/lib/site-routes"
import { loadEntry } from "../support/data"

/** Pages that are no route of the table and stay out of the sitemap, but are served and checked like the others. */
export const unlistedRoutes = [
  // where the lead form lands when it is submitted without its scripts
  LEAD_FORM_FALLBACK_PATH,
  routeIn(LEAD_FORM_FALLBACK_PATH, "fr"),
]

/**
 * Every route of the site as data/ and src/pages make it (the spec's route table, the decided medication pages and
 * whatever entries an editor adds): read, never listed, so adding or removing an entry keeps the tests green.
 */
// __filename, not __dirname: tsx gives an ES module that imports this file (the benchmark) only the former.
export const routes = siteSource(path.resolve(path.dirname(__filename), "../.."))
  .pages.map((page) => page.path)
  .filter((route) => !unlistedRoutes.includes(route))

/** The heading of that page, from its entry data/pages/message-not-sent.en.yaml. */
export const messageNotSentTitle = loadEntry<{ hero: { title: string } }>("pages", LEAD_FORM_FALLBACK_PATH.slice(1)).hero.title
