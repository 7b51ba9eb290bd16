// The French not-found page and the addresses it answers for (src/lib/not-found-address.ts claims them at start-up,
// gatsby/post-build/french-not-found.ts writes them into the page's data). No browser or Gatsby code: both sides read it.
import { FRENCH_PREFIX } from "./language"

export const FRENCH_NOT_FOUND_PAGE = `${FRENCH_PREFIX}/404.html`

/** Every French address, in Gatsby's match-path syntax. */
export const FRENCH_ADDRESSES = `${FRENCH_PREFIX}/*`
