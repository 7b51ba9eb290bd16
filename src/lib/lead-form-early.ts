/**
 * The lead form before its scripts have arrived. The contact page's scripts start after the largest paint, and on a
 * slow phone, with a blocked chunk or with JavaScript off they are not there yet; the browser's own submit would then
 * lose the lead. So the form posts (never a GET, which would put the visitor's details into the URL) to a page that
 * says the message was not sent (src/lib/site-routes.ts), and a small inline script, in the page's HTML right after the
 * form (src/inline/lead-form-early.ts), holds a submit until the app takes over.
 */

/** The elements the inline script works on, rendered by the lead form. */
export const LEAD_FORM_IDS = {
  form: "lead-form",
  /** Shown while a held submit waits for the scripts. */
  waiting: "lead-form-waiting",
  /** Shown when the scripts could not load: the message was not sent. */
  notSent: "lead-form-not-sent",
} as const

/** The script element after the form that the build fills with the compiled early script (src/inline/lead-form-early.ts). */
export const LEAD_FORM_SCRIPT_ID = "lead-form-early"

/** How long a held submit waits for the scripts before the visitor is told the message was not sent. */
export const LEAD_FORM_WAIT_MS = 15_000

/** What the inline script held, handed to the app once: a submit to send now, or a wait that already failed. */
export interface EarlySubmit {
  pending: boolean
  failed: boolean
}

declare global {
  interface Window {
    /** Set by the inline script until the app takes over (once: it removes itself). */
    leadFormEarly?: { takeOver: () => EarlySubmit }
  }
}

/** The app's side: stops the inline script, puts back the elements it showed and says what it held. */
export const takeOverEarlySubmit = (): EarlySubmit => window.leadFormEarly?.takeOver() ?? { pending: false, failed: false }
