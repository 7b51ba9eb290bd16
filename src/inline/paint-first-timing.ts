// When the paint-first loader (paint-first.ts) starts the site's scripts and Google's tag.

/** How long the scripts wait at most for the browser to report the largest paint (it may never, after an early tap). */
export const LARGEST_PAINT_WAIT_MS = 2000

/** How long after the load event third-party scripts start when the visitor has not touched the page before. */
export const THIRD_PARTY_WAIT_MS = 5000

/** The visitor's first touch of the page, any of which starts third-party scripts once the visitor is still again. */
export const FIRST_TOUCH_EVENTS = ["pointerdown", "keydown", "touchstart", "wheel", "scroll", "focusin", "submit"]

/**
 * How long the visitor must have been still (no touch, key or scroll) before third-party scripts start: Google's tag
 * runs one long task as it starts (150 to 220 ms with the CPU 4 times slower, bench/results.md), and a tap meanwhile
 * waits for it. Measured against the bench's tap 100 ms after the first touch.
 */
export const TAG_QUIET_MS = 1000

/** The id of the data block that lists a page's chunk scripts, in the order Gatsby wrote them. */
export const CHUNKS_ID = "paint-first-chunks"
