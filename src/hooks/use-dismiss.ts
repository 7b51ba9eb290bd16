import { useEffect, type RefObject } from "react"

/**
 * Calls `onDismiss` on Escape or on a pointer press outside the <details> at `ref`, while it is open. Read from the
 * element when the key or press comes: the summary opens it at once, its toggle event (and any state kept from it)
 * only follows in a later task.
 */
export const useDismiss = (ref: RefObject<HTMLDetailsElement>, onDismiss: (reason: "escape" | "outside") => void) => {
  useEffect(() => {
    const open = () => Boolean(ref.current?.open)
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && open()) onDismiss("escape")
    }
    const onPointer = (event: PointerEvent) => {
      if (open() && !ref.current!.contains(event.target as Node)) onDismiss("outside")
    }
    document.addEventListener("keydown", onKey)
    document.addEventListener("pointerdown", onPointer)
    return () => {
      document.removeEventListener("keydown", onKey)
      document.removeEventListener("pointerdown", onPointer)
    }
  }, [ref, onDismiss])
}
