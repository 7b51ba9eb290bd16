/**
 * Routes both the browser code and the HTTP layer name: a plain module with no browser or server code in it, so each
 * side imports the constant without importing the other.
 */

/** Where the lead form's native submit goes: the servers answer a POST with 303 to this page (gatsby/server-config/). */
export const LEAD_FORM_FALLBACK_PATH = "/message-not-sent"
