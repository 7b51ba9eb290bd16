/**
 * What kind of page a route is, for analytics: GA4's content group, and a content id that a page and its French twin
 * share (the English slug), so an analyst reads leads per condition or per city in one row for both languages
 * (docs/analytics.md). Made from the English route, the one name both twins have.
 */
import { LEAD_FORM_FALLBACK_PATH } from "./site-routes"

export interface PageContent {
  content_group: string
  content_id: string
}

/** On <html>, where the inline analytics queue reads them at each hit (src/components/seo.tsx writes them). */
export const CONTENT_GROUP_ATTRIBUTE = "data-content-group"
export const CONTENT_ID_ATTRIBUTE = "data-content-id"

/** The folders with a page per entry, by the group of their entries' pages; the folder's own page is its list. */
const ENTRY_GROUPS: Readonly<Record<string, string>> = {
  services: "service",
  conditions: "condition",
  medications: "medication",
  locations: "city",
}

const FIXED_PAGES: Readonly<Record<string, string>> = {
  "/": "home",
  "/contact": "contact",
  "/how-it-works": "how_it_works",
  [LEAD_FORM_FALLBACK_PATH]: "message_not_sent",
}

/** The not-found page's, which has no route of its own. */
export const NOT_FOUND_CONTENT: PageContent = { content_group: "not_found", content_id: "not_found" }

/**
 * The group and id of an English route: "/conditions/anxiety" is condition and anxiety, "/conditions" is condition_list;
 * every other page at the root is a legal or policy page (gatsby/content/page-routes.ts legalPageSlugs).
 */
export function contentOfRoute(englishPath: string): PageContent {
  const path = englishPath.replace(/(.)\/+$/, "$1")
  const fixed = FIXED_PAGES[path]
  if (fixed) return { content_group: fixed, content_id: fixed }
  const [, folder = "", slug] = path.split("/")
  const group = ENTRY_GROUPS[folder]
  if (group && slug) return { content_group: group, content_id: slug }
  if (group) return { content_group: `${group}_list`, content_id: `${group}_list` }
  return { content_group: "legal", content_id: folder }
}

/** The <html> attributes that carry a page's content to the analytics queue. */
export const contentAttributes = (content: PageContent): Record<string, string> => ({
  [CONTENT_GROUP_ATTRIBUTE]: content.content_group,
  [CONTENT_ID_ATTRIBUTE]: content.content_id,
})
