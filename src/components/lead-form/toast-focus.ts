import { createContext } from "react"

/** Gives focus back to where it was before Alt+T took it to a toast (or to the form's button) when a toast closes. */
export const ReturnFocusContext = createContext<() => void>(() => undefined)
