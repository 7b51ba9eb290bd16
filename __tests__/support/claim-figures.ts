/**
 * Finds access claims typed as figures ("booking takes under 2 minutes", "appointments within 1-3 days") in page
 * copy. Those claims live once in data/site.yaml (claims) and copy names them by token, so a typed figure is a
 * second source that will drift from the first: the build's tests report each one with its file and field.
 */

/** Words that make a sentence a claim about getting care, not about a medicine or an illness. */
const ACCESS =
  /\b(appointments?|booking|book(ed)? (in|online)|registration|register|sign(ing)? up|visits? (typically|take place)|seen within)\b/i
const FIGURE = /\b(under|within|in)\s+\d+(\s*(-|–|to)\s*\d+)?\s*(minutes?|hours?|days?)\b|\b24\/7\b/i

/** The sentences of a text that state an access claim as a typed figure. */
export const typedClaimFigures = (text: string): string[] =>
  text.split(/(?<=[.!?])\s+/).filter((sentence) => ACCESS.test(sentence) && FIGURE.test(sentence))
