/**
 * Inline in every page where Gatsby's chunk scripts were (gatsby/post-build/paint-first.ts): it starts them once the
 * browser reports the largest paint, which comes once that frame is on screen (a frame callback fires before the frame
 * is presented, and scripts fetched in between were counted against the paint). A hidden tab paints nothing, so there
 * the scripts load at once; a browser with no such report waits for one frame. A visitor who focuses a control or
 * submits a form needs the scripts now (the lead form holds an early submit until they arrive), so either starts them
 * at once. Third-party scripts (THIRD_PARTY_SCRIPTS, Google's tag) start after the visitor's first touch, on Accept or
 * THIRD_PARTY_WAIT_MS after the load event, whichever is first, once the visitor has been still for TAG_QUIET_MS (the
 * tag's first long task would hold up a tap meanwhile); at once when the tab is hidden (a visitor leaving, or a page
 * opened in the background); and only while the visitor's choice lets the page measure (the inline analytics queue).
 */
import { CONSENT_GRANTED_EVENT } from "../lib/analytics-consent"
import { CHUNKS_ID, FIRST_TOUCH_EVENTS, LARGEST_PAINT_WAIT_MS, TAG_QUIET_MS, THIRD_PARTY_WAIT_MS } from "./paint-first-timing"

const add = (src: string) => {
  const script = document.createElement("script")
  script.src = src
  script.async = true
  document.body.appendChild(script)
}

/** Runs `start` the first time it is called while `allowed`. */
const once = (start: () => void, allowed = () => true) => {
  let done = false
  return () => {
    if (done || !allowed()) return
    done = true
    start()
  }
}

const chunks: string[] = JSON.parse(document.getElementById(CHUNKS_ID)?.textContent || "[]")
const startChunks = once(() => chunks.forEach(add))
for (const type of ["focusin", "submit"]) document.addEventListener(type, startChunks, true)

if (THIRD_PARTY_SCRIPTS.length > 0) {
  const startThirdParty = once(
    () => THIRD_PARTY_SCRIPTS.forEach(add),
    () => window.analyticsConsent?.measuring() ?? true,
  )
  let quiet: ReturnType<typeof setTimeout> | undefined
  // every touch puts the start off again, so it comes in the visitor's first still moment
  const startWhenStill = () => {
    clearTimeout(quiet)
    quiet = setTimeout(startThirdParty, TAG_QUIET_MS)
  }
  document.addEventListener(CONSENT_GRANTED_EVENT, startWhenStill)
  for (const type of FIRST_TOUCH_EVENTS) document.addEventListener(type, startWhenStill, { capture: true, passive: true })
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") startThirdParty()
  })
  if (document.visibilityState === "hidden") startThirdParty()
  window.addEventListener("load", () => setTimeout(startWhenStill, THIRD_PARTY_WAIT_MS))
}

const Observer = window.PerformanceObserver
if (document.visibilityState === "hidden") startChunks()
else if (Observer?.supportedEntryTypes?.includes("largest-contentful-paint")) {
  new Observer((_, observer) => {
    observer.disconnect()
    setTimeout(startChunks, 0)
  }).observe({ type: "largest-contentful-paint", buffered: true })
  setTimeout(startChunks, LARGEST_PAINT_WAIT_MS)
} else requestAnimationFrame(() => setTimeout(startChunks, 0))
