import { useEffect, type RefObject } from "react"

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), summary, [tabindex]:not([tabindex="-1"])'

/**
 * Keeps Tab and Shift+Tab inside `ref` while `active`, and moves focus into it when it opens. `alsoId` names an element
 * outside it that stays reachable in the loop while shown (the privacy banner, fixed over the page's bottom).
 */
export const useFocusTrap = (ref: RefObject<HTMLElement>, active: boolean, alsoId?: string) => {
  useEffect(() => {
    const container = ref.current
    if (!active || !container) return
    const within = (element: HTMLElement | null) =>
      element
        ? Array.from(element.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((item) => item.checkVisibility?.() ?? true)
        : []
    const focusables = () => [
      ...Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)),
      ...within(alsoId ? document.getElementById(alsoId) : null),
    ]
    focusables()[0]?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Tab") return
      const items = focusables()
      const current = items.indexOf(document.activeElement as HTMLElement)
      if (current === -1) return
      // in the loop's order, whatever the document's (the banner comes before the menu in it)
      event.preventDefault()
      items[(current + (event.shiftKey ? items.length - 1 : 1)) % items.length]?.focus()
    }
    document.addEventListener("keydown", onKey)
    return () => document.removeEventListener("keydown", onKey)
  }, [ref, active, alsoId])
}
