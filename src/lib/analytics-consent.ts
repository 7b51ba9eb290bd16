/**
 * The visitor's choice about analytics, as the inline queue (src/inline/analytics-queue.ts), the paint-first loader and
 * the consent banner share it. Nothing reaches Google until the visitor accepts (data/site.yaml analytics.consent:
 * opt-in), or, in notice mode, unless they decline; a browser's Global Privacy Control counts as declining. The choice
 * is kept in localStorage (no cookie) for a year.
 */

export type ConsentChoice = "granted" | "denied"

/** How the site asks: opt-in (nothing before Accept) or notice (counsel's choice: measured unless declined). */
export type ConsentMode = "opt-in" | "notice"

export const CONSENT_STORAGE_KEY = "analytics-consent"

/** A choice counts for twelve months, then the banner asks again. */
export const CONSENT_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000

/** On <html>: "ask" while the banner asks (its CSS shows it then only), else the choice. Absent without scripts. */
export const CONSENT_ATTRIBUTE = "data-analytics-consent"

/** A CSS property of <html>: the band at the screen's foot that the banner may cover while it asks (global-styles.ts). */
export const CONSENT_CLEARANCE = "--consent-clearance"

/** The banner's element id: the footer's "Privacy choices" moves focus to it, the phone menu's focus trap lets it in. */
export const CONSENT_BANNER_ID = "analytics-choices"

/**
 * On the banner's buttons, the choice each makes: the inline queue's click listener reads it, so the buttons work from
 * the first paint, before the app's scripts arrive, and if they never do.
 */
export const CONSENT_CHOICE_ATTRIBUTE = "data-consent-choice"

/** Fired on the document when measuring starts after the page loaded (Accept): the paint-first loader starts the tag. */
export const CONSENT_GRANTED_EVENT = "analytics-consent-granted"

/** What the inline queue offers the page: the banner and the footer's "Privacy choices" use it. */
export interface AnalyticsConsent {
  choice: () => ConsentChoice | undefined
  /** Whether the page measures now: accepted, or notice mode without a refusal. */
  measuring: () => boolean
  choose: (choice: ConsentChoice) => void
  /** Shows the banner again, to change the choice. */
  reopen: () => void
}

declare global {
  interface Window {
    analyticsConsent?: AnalyticsConsent
  }
}

/** The stored choice, unless it is older than a year or unreadable; a Global Privacy Control signal declines. */
export function storedChoice(
  storage: Pick<Storage, "getItem"> | undefined,
  now: number,
  gpc: boolean,
): ConsentChoice | undefined {
  let saved: { choice?: unknown; at?: unknown } | undefined
  try {
    // Stryker disable next-line OptionalChaining,StringLiteral: no storage, or nothing stored, ends as no choice either way (a throw is caught)
    saved = JSON.parse(storage?.getItem(CONSENT_STORAGE_KEY) ?? "null") ?? undefined
    // Stryker disable next-line BlockStatement: saved is still undefined when JSON.parse throws
  } catch {
    saved = undefined
  }
  const fresh = typeof saved?.at === "number" && now - saved.at < CONSENT_LIFETIME_MS && now >= saved.at
  // Stryker disable next-line OptionalChaining: a fresh choice has a saved record
  if (fresh && (saved?.choice === "granted" || saved?.choice === "denied")) return saved.choice
  return gpc ? "denied" : undefined
}

export const choiceRecord = (choice: ConsentChoice, now: number): string => JSON.stringify({ choice, at: now })

/** The Google Analytics cookies of a document.cookie string (_ga, _ga_<id>, _gid, _gat...). */
export const analyticsCookieNames = (cookies: string): string[] =>
  cookies
    .split(";")
    .map((cookie) => cookie.split("=")[0].trim())
    .filter((name) => /^_g(a|id|at)(_|$)/.test(name))

/** The domains a cookie of `hostname` may have been set on: the host and each parent domain ("www.a.ca", ".a.ca"). */
export const cookieDomains = (hostname: string): string[] => {
  const parts = hostname.split(".")
  return [hostname, ...parts.slice(1, -1).map((_, index) => `.${parts.slice(index + 1).join(".")}`)]
}
