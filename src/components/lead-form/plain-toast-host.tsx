import { useEffect, useState, type ReactNode } from "react"
import { createPortal } from "react-dom"
import type { EnqueueSnackbar } from "notistack"
import type { ToastHostProps } from "./toast-host"

/**
 * Stands in for notistack when its code cannot be fetched (the connection dropped after the page loaded): the
 * newest message still shows, announced, in the "Notifications" region, so a failed send never goes unsaid.
 */
const PlainToastHost = ({ region, onReady }: ToastHostProps) => {
  const [message, setMessage] = useState<ReactNode>(null)
  useEffect(() => {
    const enqueue = ((content: ReactNode) => {
      setMessage(content)
      return "plain-toast"
    }) as EnqueueSnackbar
    onReady(enqueue)
  }, [onReady])
  return message ? createPortal(<div role="alert">{message}</div>, region) : null
}

export default PlainToastHost
