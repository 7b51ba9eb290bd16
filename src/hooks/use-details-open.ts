import { useEffect, useState, type RefObject } from "react"

/**
 * Whether a <details> is open, as the browser has it. Its summary opens and closes it natively, before the page's
 * scripts run too: the state follows the element's toggle events, starting from whatever a visitor opened before
 * hydration, so a press is neither lost nor applied a second time.
 */
export const useDetailsOpen = (ref: RefObject<HTMLDetailsElement>): boolean => {
  const [open, setOpen] = useState(false)
  useEffect(() => {
    const details = ref.current
    if (!details) return
    const follow = () => setOpen(details.open)
    follow()
    details.addEventListener("toggle", follow)
    return () => details.removeEventListener("toggle", follow)
  }, [ref])
  return open
}
