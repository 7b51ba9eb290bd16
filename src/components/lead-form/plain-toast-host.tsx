import { useEffect, useState, type ReactNode } from "react"
import { createPortal } from "react-dom"
import styled from "styled-components"
import type { EnqueueSnackbar, OptionsObject } from "notistack"
import ToastCard, { type Tone } from "./toast-card"
import type { ToastHostProps } from "./toast-host"

// Where notistack would put it: the bottom-right corner, over whatever the page shows there, or across the bottom of
// a narrow screen, the toast centred.
const Corner = styled.div`
  position: fixed;
  right: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.md};
  z-index: 1400;
  ${({ theme }) => theme.media.toastsAcross} {
    left: ${({ theme }) => theme.space.md};
  }
`

/**
 * Stands in for notistack when its code cannot be fetched (the connection dropped after the page loaded): the
 * newest message shows as the same toast (title, close button, Alt+T), announced, in the "Notifications" region, so
 * a failed send never goes unsaid. It stays until closed.
 */
const PlainToastHost = ({ region, onReady }: ToastHostProps) => {
  const [toast, setToast] = useState<{ message: ReactNode; tone: Tone } | null>(null)
  useEffect(() => {
    const enqueue = ((message: ReactNode, options?: OptionsObject) => {
      setToast({ message, tone: options?.variant === "error" ? "error" : "success" })
      return "plain-toast"
    }) as EnqueueSnackbar
    onReady(enqueue)
  }, [onReady])
  return toast
    ? createPortal(
        <Corner>
          <ToastCard tone={toast.tone} message={toast.message} onClose={() => setToast(null)} />
        </Corner>,
        region,
      )
    : null
}

export default PlainToastHost
