/**
 * The lead form before its scripts have arrived. The contact page's scripts start after the largest paint, and on a
 * slow phone, with a blocked chunk or with JavaScript off they are not there yet; the browser's own submit would then
 * lose the lead. So the form posts (never a GET, which would put the visitor's details into the URL) to a page that
 * says the message was not sent, and a small inline script, in the page's HTML right after the form, holds a submit
 * until the app takes over.
 */

/** Where a native submit goes: the servers answer a POST with 303 to this page (gatsby/server-config/). */
export const LEAD_FORM_FALLBACK_PATH = "/message-not-sent"

/** The elements the inline script works on, rendered by the lead form. */
export const LEAD_FORM_IDS = {
  form: "lead-form",
  /** Shown while a held submit waits for the scripts. */
  waiting: "lead-form-waiting",
  /** Shown when the scripts could not load: the message was not sent. */
  notSent: "lead-form-not-sent",
} as const

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

/**
 * The inline script (ES5: it runs before any polyfill). A submit is held (the native POST prevented) and shows the
 * waiting note; the paint-first loader, which listens for the same submit, starts the scripts at once. An error loading
 * one of the site's own scripts, or no app after LEAD_FORM_WAIT_MS, turns the note into "not sent", with the phone
 * number; the typed values stay where they are. Its hash goes into the page's Content-Security-Policy with the others.
 */
export const LEAD_FORM_EARLY_SCRIPT = ((id: (name: keyof typeof LEAD_FORM_IDS) => string) =>
  `(function(){var f=${id("form")},w=${id("waiting")},n=${id("notSent")},s=0,b=0,t;if(!f||!w||!n)return;` +
  "function fail(){if(s!==1)return;s=2;clearTimeout(t);w.hidden=true;n.hidden=false}" +
  "function hold(e){e.preventDefault();if(s===1)return;s=1;n.hidden=true;" +
  `if(b)return fail();w.hidden=false;t=setTimeout(fail,${LEAD_FORM_WAIT_MS})}` +
  'function error(e){var x=e.target;if(x&&x.tagName==="SCRIPT"&&x.src.indexOf(location.origin+"/")===0){b=1;fail()}}' +
  'f.addEventListener("submit",hold);addEventListener("error",error,true);' +
  "window.leadFormEarly={takeOver:function(){var r={pending:s===1,failed:s===2};" +
  'f.removeEventListener("submit",hold);removeEventListener("error",error,true);clearTimeout(t);' +
  "w.hidden=n.hidden=true;delete window.leadFormEarly;return r}}})()")(
  (name) => `document.getElementById(${JSON.stringify(LEAD_FORM_IDS[name])})`,
)
