// Waiting for a state instead of a pause, and settling what a page has sent before a check that nothing more was.
import type { Page } from "playwright-core"

/** Waits until `done()` holds, checking every 50 ms; past `timeoutMs` it fails, naming `what` it waited for. */
export async function waitUntil(done: () => boolean, what: string, timeoutMs = 15_000): Promise<void> {
  for (const start = Date.now(); !done(); await new Promise((resolve) => setTimeout(resolve, 50)))
    if (Date.now() - start > timeoutMs) throw new Error(`Waited ${timeoutMs} ms for ${what}`)
}

/**
 * Settles what the page has sent a stand-in so far: the page sends a request of its own, to `address(mark)`, after
 * everything it has already sent, and this waits until the stand-in has put the mark in `marks` (apart from what it
 * records for the tests). A check that nothing more was sent reads the stand-in after this, not after a pause.
 */
export async function settleThrough(
  page: Page,
  address: (mark: string) => string,
  marks: ReadonlyArray<string>,
  standIn: string,
): Promise<void> {
  const mark = `${Date.now()}-${Math.random()}`
  await page.evaluate((href) => fetch(href, { method: "POST", mode: "no-cors" }), address(mark))
  await waitUntil(() => marks.includes(mark), `${standIn} to receive the page's settling mark`)
}
