/**
 * The page a hit belongs to, as the inline analytics queue (src/inline/analytics-queue.ts) reads it at the moment of
 * each page view and event: every hit carries these as its own parameters, which win over gtag's `config` and `set`
 * (docs/analytics.md), so a lead sent on /contact is reported on /contact whatever page the visitor accepted on.
 */
import { campaignQuery, cleanPageUrl } from "./analytics-url"
import { CONTENT_GROUP_ATTRIBUTE, CONTENT_ID_ATTRIBUTE } from "./content-group"
import { localeOfUrl } from "./language"

export interface PageHit {
  page_location: string
  page_referrer: string
  page_title: string
  /** The page's own language (GA's "language" is the browser's). */
  page_language: string
  content_group: string
  content_id: string
}

/** A page without the attributes (none of the site's own): GA's "(not set)" would hide it among missing values. */
const UNKNOWN = "other"

/** The page at `href`, its referrer already cleaned, titled `title`, whose <html> is `root`. */
export const describePage = (href: string, referrer: string, title: string, root: Pick<Element, "getAttribute">): PageHit => ({
  page_location: cleanPageUrl(href),
  page_referrer: referrer,
  page_title: title,
  page_language: localeOfUrl(href),
  content_group: root.getAttribute(CONTENT_GROUP_ATTRIBUTE) || UNKNOWN,
  content_id: root.getAttribute(CONTENT_ID_ATTRIBUTE) || UNKNOWN,
})

/**
 * The first hit after a late Accept: the page accepted on, carrying how the visitor arrived on the landing page (its
 * campaign tags and its referrer), which GA attributes the session to. On the landing page itself it is unchanged.
 */
export function withArrival(hit: PageHit, landing: Pick<PageHit, "page_location" | "page_referrer">): PageHit {
  if (landing.page_location === hit.page_location) return hit
  const campaign = campaignQuery(landing.page_location)
  const ownCampaign = campaignQuery(hit.page_location)
  return {
    ...hit,
    page_location: ownCampaign || !campaign ? hit.page_location : hit.page_location + campaign,
    page_referrer: landing.page_referrer,
  }
}

/** Which page a visitor came from, for the lead: the content of the page viewed before, or nothing on a landing page. */
export const cameFrom = (previous: PageHit | undefined): Record<string, string> =>
  previous ? { previous_content_group: previous.content_group, previous_content_id: previous.content_id } : {}
