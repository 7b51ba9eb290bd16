/**
 * Google Analytics from the app, through the queue the inline tag makes (gatsby/post-build/analytics-tag.ts): what is
 * recorded before Google's script has arrived waits in it and is sent once it does. Every helper is a no-op during
 * server rendering and when no tag is configured. No form value, user id or health detail goes into any event.
 */
import { cleanPageUrl } from "./analytics-url"
import { localeOfUrl } from "./language"

type GtagParams = Record<string, string | number | boolean | undefined>

declare global {
  interface Window {
    gtag?: (command: "event" | "set", nameOrParams: string | GtagParams, params?: GtagParams) => void
  }
}

/** Whether this build measures at all (a Google Analytics id was set): without one there is nothing to consent to. */
export const analyticsConfigured = (): boolean => Boolean(process.env.GATSBY_GA_MEASUREMENT_ID)

const gtag = (): Window["gtag"] => (typeof window === "undefined" ? undefined : window.gtag)

export const trackEvent = (name: string, params: GtagParams = {}): boolean => {
  const send = gtag()
  if (typeof send !== "function") return false
  send("event", name, params)
  return true
}

/** A conversion is an event GA is told to count as a key event for this site (docs/analytics.md). */
export const trackConversion = (name: string, params: GtagParams = {}): boolean =>
  trackEvent(name, { ...params, event_category: "conversion" })

export const LEAD_CONVERSION = "lead-form-submit"

/**
 * A client-side navigation's page view. The landing page's own is the inline tag's, so this is for the pages after it:
 * the new address (and the one before it, as referrer) is set for every later hit too, cleaned of anything but
 * campaign parameters.
 */
export const trackPageView = (href: string, referrer: string, title: string): boolean => {
  const send = gtag()
  if (typeof send !== "function") return false
  // page_language: the page's own language (GA's "language" is the browser's), kept for the hits after it
  const page = { page_location: cleanPageUrl(href), page_referrer: cleanPageUrl(referrer), page_language: localeOfUrl(href) }
  send("set", page)
  send("event", "page_view", { ...page, page_title: title })
  return true
}
