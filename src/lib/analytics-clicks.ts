import { ANALYTICS_EVENTS } from "./analytics-events"

/** The links whose clicks are events: the clinic's phone (tel: hrefs) and the patient portal's two doors. */
export interface TrackedLinks {
  phoneHrefs: string[]
  loginUrls: string[]
  signupUrls: string[]
}

export type AnalyticsClick = [
  name: (typeof ANALYTICS_EVENTS)["clickToCall" | "portalLoginClick" | "portalSignUpClick"],
  params: { link_location: string },
]

/**
 * The GA4 event a click on `target` stands for, or null. Where on the page is read from the landmarks around the link
 * (the site's header and footer, a toast, the contact card's address), so no component needs to know about analytics.
 * Only the clinic's own number is a call: a tap on a crisis line or 911 is neither a lead nor anything to tell Google.
 * The portal's are named as clicks on this site, not as the portal's own `login` and `sign_up`, which it may measure.
 * The portal links compare without their query, which gtag's cross-domain linker adds (_gl) as the link is pressed.
 * It runs in the inline analytics queue (src/inline/analytics-queue.ts), before the app's scripts have loaded.
 */
export function analyticsClick(target: EventTarget | null, links: TrackedLinks): AnalyticsClick | null {
  const link = target instanceof Element ? target.closest("a[href]") : null
  if (!link) return null
  const href = link.getAttribute("href") || ""
  const base = (url: string) => url.split(/[?#]/)[0]
  const where = link.closest("header")
    ? "header"
    : link.closest("footer")
      ? "footer"
      : link.closest('[role="alert"], [role="status"]')
        ? "toast"
        : link.closest("address")
          ? "contact_card"
          : "body"
  if (links.phoneHrefs.indexOf(href) >= 0) return [ANALYTICS_EVENTS.clickToCall, { link_location: where }]
  if (links.loginUrls.map(base).indexOf(base(href)) >= 0) return [ANALYTICS_EVENTS.portalLoginClick, { link_location: where }]
  if (links.signupUrls.map(base).indexOf(base(href)) >= 0) return [ANALYTICS_EVENTS.portalSignUpClick, { link_location: where }]
  return null
}
