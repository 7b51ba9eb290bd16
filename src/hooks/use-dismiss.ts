import { useEffect, type RefObject } from "react"

/** Calls `onDismiss` on Escape or on a pointer press outside `ref`, while `active`. */
export const useDismiss = (ref: RefObject<HTMLElement>, active: boolean, onDismiss: (reason: "escape" | "outside") => void) => {
  useEffect(() => {
    if (!active) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onDismiss("escape")
    }
    const onPointer = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) onDismiss("outside")
    }
    document.addEventListener("keydown", onKey)
    document.addEventListener("pointerdown", onPointer)
    return () => {
      document.removeEventListener("keydown", onKey)
      document.removeEventListener("pointerdown", onPointer)
    }
  }, [ref, active, onDismiss])
}
