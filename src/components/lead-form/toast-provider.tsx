import { useEffect, useState, type ReactNode } from "react"
import { SnackbarProvider } from "notistack"
import styled from "styled-components"
import Toast from "./toast"

// notistack positions its own container; the region only gives it a name.
const Region = styled.section`
  position: fixed;
  right: 0;
  bottom: 0;
  z-index: 1400;
`

const isHotkey = (event: KeyboardEvent) => event.altKey && (event.code === "KeyT" || event.key.toLowerCase() === "t")

/**
 * Toasts for the contact page only (notistack stays out of every other page's
 * JavaScript): one at a time, bottom-right, in a region named "Notifications";
 * Alt+T moves focus to the newest toast.
 */
const ToastProvider = ({ children }: { children: ReactNode }) => {
  const [region, setRegion] = useState<HTMLElement | null>(null)

  useEffect(() => {
    if (!region) return undefined
    const focusNewest = (event: KeyboardEvent) => {
      if (!isHotkey(event)) return
      const toasts = region.querySelectorAll<HTMLElement>('[role="alert"], [role="status"]')
      const newest = toasts[toasts.length - 1]
      if (!newest) return
      event.preventDefault()
      newest.focus()
    }
    document.addEventListener("keydown", focusNewest)
    return () => document.removeEventListener("keydown", focusNewest)
  }, [region])

  return (
    <SnackbarProvider
      maxSnack={1}
      anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
      autoHideDuration={8000}
      domRoot={region ?? undefined}
      Components={{ success: Toast, error: Toast }}
    >
      {children}
      <Region ref={setRegion} aria-label="Notifications" />
    </SnackbarProvider>
  )
}

export default ToastProvider
