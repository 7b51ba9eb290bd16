// What Google's tag costs a visitor when it starts. Lighthouse does not see it: the tag starts after the load event,
// a still moment after the visitor's first touch or some seconds later (gatsby/post-build/paint-first.ts), after
// Lighthouse's window. So each production page is opened again (several times: tag-cost-median.ts) in the benchmark's
// Chromium (the stand-in answering Google's hosts, the CPU slowed 4 times as Lighthouse's mobile profile assumes),
// scrolled once as a reading visitor does, which arms the tag, and the main thread's long tasks from its start until
// its page view is sent are what the tag cost.
import { type Browser, chromium } from "playwright-core"

import { DISCLOSURES } from "../../__tests__/browser/support/suite-page"
import { CONSENT_STORAGE_KEY } from "../../src/lib/analytics-consent"

export interface TagCost {
  /** From the load event to the tag being put in (the scroll comes right after the load event). */
  startedAfterLoadMs: number
  longestTaskMs: number
  /** Lighthouse's blocking time: what each long task lasted beyond 50 ms, summed. */
  blockingMs: number
  pageViewSent: boolean
  /**
   * The visitor's next tap, on the menu 100 ms after the touch that armed the tag: from the tap to the next paint
   * (Event Timing's duration, the figure INP reads). Null: under Event Timing's 16 ms threshold.
   */
  interactionMs: number | null
  /**
   * A tap (closing the menu) the moment the tag is put in, so it meets the tag's start-up task: what the still moment
   * before the start spares the taps above. Not budgeted. Null as above.
   */
  startupTapMs: number | null
}

/** How soon after the touch that arms the tag the visitor taps again. */
const NEXT_TAP_AFTER_MS = 100

/** Lighthouse's mobile profile: a phone's CPU taken as 4 times slower than the machine's. */
const CPU_SLOWDOWN = 4

const longest = (interactions: Array<[number, number]>): number | null =>
  interactions.length ? Math.max(...interactions.map(([, duration]) => duration)) : null

export const connectToChrome = (port: number): Promise<Browser> => chromium.connectOverCDP(`http://127.0.0.1:${port}`)

export async function measureTagCost(browser: Browser, pageUrl: string, pageViews: () => number): Promise<TagCost> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true })
  try {
    // A visitor who accepted analytics on an earlier visit: only they load Google's tag (src/lib/analytics-consent.ts).
    await context.addInitScript(
      (key) => localStorage.setItem(key, JSON.stringify({ choice: "granted", at: Date.now() })),
      CONSENT_STORAGE_KEY,
    )
    await context.addInitScript(() => {
      const seen = window as unknown as { tasks: Array<[number, number]>; loadedAt?: number; tagAddedAt?: number }
      seen.tasks = []
      Object.assign(seen, { interactions: [] })
      new PerformanceObserver((list) => {
        // interactionId and durationThreshold are Event Timing's, newer than TypeScript's DOM types.
        for (const entry of list.getEntries() as Array<PerformanceEventTiming & { interactionId?: number }>)
          if (entry.interactionId)
            (seen as unknown as { interactions: Array<[number, number]> }).interactions.push([entry.startTime, entry.duration])
      }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit)
      new PerformanceObserver((list) => {
        for (const task of list.getEntries()) seen.tasks.push([task.startTime, task.duration])
      }).observe({ type: "longtask", buffered: true })
      window.addEventListener("load", () => (seen.loadedAt = performance.now()))
      new MutationObserver(() => {
        if (document.querySelector('script[src*="/gtag/js"]')) seen.tagAddedAt ??= performance.now()
      }).observe(document, { childList: true, subtree: true })
    })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN })
    const viewsBefore = pageViews()
    await page.goto(pageUrl, { waitUntil: "load" })
    await page.mouse.wheel(0, 400)
    await page.waitForTimeout(NEXT_TAP_AFTER_MS)
    await page.tap(DISCLOSURES.menu)
    await page.waitForFunction(() => (window as unknown as { tagAddedAt?: number }).tagAddedAt !== undefined, null, {
      timeout: 20_000,
      polling: 10,
    })
    await page.tap(DISCLOSURES.menu)
    for (let waited = 0; pageViews() === viewsBefore && waited < 20_000; waited += 100) await page.waitForTimeout(100)
    // The tag's work after its page view (timers, a second beacon) is its cost too.
    await page.waitForTimeout(1000)
    const { tasks, loadedAt, tagAddedAt, interactions } = await page.evaluate(() => {
      const seen = window as unknown as {
        tasks: Array<[number, number]>
        loadedAt: number
        tagAddedAt?: number
        interactions: Array<[number, number]>
      }
      return { tasks: seen.tasks, loadedAt: seen.loadedAt, tagAddedAt: seen.tagAddedAt, interactions: seen.interactions }
    })
    const start = tagAddedAt ?? Number.POSITIVE_INFINITY
    const after = tasks.filter(([startTime]) => startTime >= start).map(([, duration]) => duration)
    return {
      startedAfterLoadMs: start - loadedAt,
      longestTaskMs: Math.max(0, ...after),
      blockingMs: after.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
      pageViewSent: pageViews() > viewsBefore,
      // Event Timing reports only interactions over its 16 ms threshold: none means a quicker one.
      interactionMs: longest(interactions.filter(([startTime]) => startTime < start)),
      startupTapMs: longest(interactions.filter(([startTime]) => startTime >= start)),
    }
  } finally {
    await context.close()
  }
}
