/**
 * The names of the events the site sends, each one GA4 accepts (letters, digits and underscores, starting with a
 * letter): the measurement plan in docs/analytics.md lists each with its parameters.
 */
export const ANALYTICS_EVENTS = {
  pageView: "page_view",
  /** The key event: a lead the contact form sent. */
  lead: "lead_form_submit",
  leadFormStart: "lead_form_start",
  leadFormRefused: "lead_form_refused",
  leadFormError: "lead_form_error",
  clickToCall: "click_to_call",
  /** Clicks on this site's links to the portal, not the portal's own sign-in or sign-up (GA's `login`, `sign_up`). */
  portalLoginClick: "portal_login_click",
  portalSignUpClick: "portal_sign_up_click",
} as const

export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS]

/** Why a lead was not sent, as lead_form_error's `reason` says it. */
export type LeadFailureReason = "network" | "provider" | "rate_limit" | "not_configured" | "scripts_not_loaded"
