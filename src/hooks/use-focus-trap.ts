import { useEffect, type RefObject } from "react"

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), summary, [tabindex]:not([tabindex="-1"])'

/** Keeps Tab and Shift+Tab inside `ref` while `active`, and moves focus into it when it opens. */
export const useFocusTrap = (ref: RefObject<HTMLElement>, active: boolean) => {
  useEffect(() => {
    const container = ref.current
    if (!active || !container) return
    const focusables = () => Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE))
    focusables()[0]?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Tab") return
      const items = focusables()
      const first = items[0]
      const last = items[items.length - 1]
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault()
        last?.focus()
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault()
        first?.focus()
      }
    }
    container.addEventListener("keydown", onKey)
    return () => container.removeEventListener("keydown", onKey)
  }, [ref, active])
}
