/**
 * The height of the toasts on screen, as a CSS property of <html> that the global styles add to the page's bottom
 * scroll padding: a focused control scrolls clear of a toast as it does of the analytics banner (WCAG 2.2 Focus Not
 * Obscured), and a toast that appears over the focused control moves it clear at once.
 */
export const TOAST_CLEARANCE = "--toast-clearance"

const TOAST = '[role="alert"], [role="status"]'

// Room between a toast and the control scrolled clear of it: flush, a control's sub-pixel edge can still touch the toast.
const GAP = 8

/** Follows the toasts shown in `region` until the returned function is called. */
export function keepFocusClearOfToasts(region: HTMLElement): () => void {
  // a browser without these (Safari before 13.1, jsdom) shows toasts as before
  if (typeof ResizeObserver === "undefined" || typeof MutationObserver === "undefined") return () => undefined
  const root = document.documentElement
  const measure = () => {
    // the toasts are fixed in place by their own container, so the region itself has no height: measure them
    const tops = [...region.querySelectorAll(TOAST)].map((toast) => toast.getBoundingClientRect().top)
    const clearance = tops.length > 0 ? Math.ceil(Math.max(0, window.innerHeight - Math.min(...tops))) + GAP : 0
    root.style.setProperty(TOAST_CLEARANCE, `${clearance}px`)
    const focused = document.activeElement
    if (clearance === 0 || !(focused instanceof HTMLElement) || region.contains(focused)) return
    if (focused.getBoundingClientRect().bottom > window.innerHeight - clearance) focused.scrollIntoView({ block: "nearest" })
  }
  const resizes = new ResizeObserver(measure)
  const changes = new MutationObserver(() => {
    resizes.disconnect()
    for (const toast of region.querySelectorAll(TOAST)) resizes.observe(toast)
    measure()
  })
  changes.observe(region, { childList: true, subtree: true })
  // a toast slides in: where it stops is known once its transition ends
  region.addEventListener("transitionend", measure)
  return () => {
    changes.disconnect()
    resizes.disconnect()
    region.removeEventListener("transitionend", measure)
    root.style.removeProperty(TOAST_CLEARANCE)
  }
}
