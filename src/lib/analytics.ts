/**
 * Google Analytics from the app, through the queue the inline tag makes (src/inline/analytics-queue.ts): it adds the
 * page each hit happened on, keeps what is recorded before the visitor's choice, and sends nothing they did not accept.
 * Every helper is a no-op during server rendering and when no tag is configured. No form value, user id or health
 * detail goes into any event: the measurement plan (docs/analytics.md) lists each event and parameter.
 */
import { ANALYTICS_EVENTS, type AnalyticsEventName, type LeadFailureReason } from "./analytics-events"

type GtagParams = Record<string, string | number | boolean | undefined>

declare global {
  interface Window {
    gtag?: (command: "event" | "set", nameOrParams: string | GtagParams, params?: GtagParams) => void
  }
}

/** Whether this build measures at all (a Google Analytics id was set): without one there is nothing to consent to. */
export const analyticsConfigured = (): boolean => Boolean(process.env.GATSBY_GA_MEASUREMENT_ID)

const gtag = (): Window["gtag"] => (typeof window === "undefined" ? undefined : window.gtag)

export const trackEvent = (name: AnalyticsEventName, params: GtagParams = {}): boolean => {
  const send = gtag()
  if (typeof send !== "function") return false
  send("event", name, params)
  return true
}

/**
 * A client-side navigation's page view. The landing page's own is the inline queue's; the queue reads the new page
 * (address, title, language, content group) and takes the page before it as referrer.
 */
export const trackPageView = (): boolean => trackEvent(ANALYTICS_EVENTS.pageView)

/** The key event: a lead the form sent (the queue adds the page before the form's, where the visitor came from). */
export const trackLead = (): boolean => trackEvent(ANALYTICS_EVENTS.lead)

/** The visitor started typing into the contact form: once a page load. */
export const trackLeadFormStart = (): boolean => trackEvent(ANALYTICS_EVENTS.leadFormStart)

/** A send the form refused: which fields, by name only, never what was typed in them. */
export const trackLeadFormRefused = (fields: ReadonlyArray<string>): boolean =>
  trackEvent(ANALYTICS_EVENTS.leadFormRefused, { fields: fields.join(",") })

/** A lead that did not leave, and why. */
export const trackLeadFormError = (reason: LeadFailureReason): boolean => trackEvent(ANALYTICS_EVENTS.leadFormError, { reason })
