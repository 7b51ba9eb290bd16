import { createContext } from "react"
import type { ToastsText } from "../../queries/interface-fragments"

/** Gives focus back to where it was before Alt+T took it to a toast (or to the form's button) when a toast closes. */
export const ReturnFocusContext = createContext<() => void>(() => undefined)

/** The toasts' words (data/interface.yaml) for the cards notistack renders, which the contact page's props cannot reach. */
export const ToastTextContext = createContext<Pick<ToastsText, "success" | "error" | "dismiss"> | null>(null)
