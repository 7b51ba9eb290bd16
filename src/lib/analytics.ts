/**
 * Google Analytics through the gtag snippet of gatsby-plugin-google-gtag.
 * Every helper is a no-op during server rendering and when no tag is configured.
 */

type GtagParams = Record<string, string | number | boolean | undefined>

declare global {
  interface Window {
    gtag?: (command: "event", name: string, params?: GtagParams) => void
  }
}

const gtag = (): Window["gtag"] => (typeof window === "undefined" ? undefined : window.gtag)

export const trackEvent = (name: string, params: GtagParams = {}): boolean => {
  const send = gtag()
  if (typeof send !== "function") return false
  send("event", name, params)
  return true
}

/** A conversion is an event GA is told to count as a key event for this site. */
export const trackConversion = (name: string, params: GtagParams = {}): boolean =>
  trackEvent(name, { ...params, event_category: "conversion" })

export const LEAD_CONVERSION = "lead-form-submit"

export const trackPageView = (
  location: { pathname: string; search: string; hash: string; href: string },
  title: string,
): boolean =>
  trackEvent("page_view", {
    page_path: `${location.pathname}${location.search}${location.hash}`,
    page_title: title,
    page_location: location.href,
  })
