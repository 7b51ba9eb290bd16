// When the paint-first loader (paint-first.ts) starts the site's scripts and Google's tag.

/** How long the scripts wait at most for the browser to report the largest paint (it may never, after an early tap). */
export const LARGEST_PAINT_WAIT_MS = 2000

/** How long after the load event third-party scripts start when the visitor has not touched the page before. */
export const THIRD_PARTY_WAIT_MS = 5000

/** The visitor's first touch of the page, any of which starts third-party scripts at once. */
export const FIRST_TOUCH_EVENTS = ["pointerdown", "keydown", "touchstart", "wheel", "scroll", "focusin", "submit"]

/** The id of the data block that lists a page's chunk scripts, in the order Gatsby wrote them. */
export const CHUNKS_ID = "paint-first-chunks"
