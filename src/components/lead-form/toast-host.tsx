import { useEffect } from "react"
import { SnackbarProvider, useSnackbar, type EnqueueSnackbar } from "notistack"
import Toast from "./toast"

export interface ToastHostProps {
  /** Where the toasts render: the page's "Notifications" region. */
  region: HTMLElement
  /** Receives notistack's enqueue function once the toasts can show. */
  onReady: (enqueue: EnqueueSnackbar) => void
}

const HandOver = ({ onReady }: Pick<ToastHostProps, "onReady">) => {
  const { enqueueSnackbar } = useSnackbar()
  useEffect(() => onReady(enqueueSnackbar), [enqueueSnackbar, onReady])
  return null
}

/** notistack, loaded apart from the page (see ToastProvider): one toast at a time, bottom-right. */
const ToastHost = ({ region, onReady }: ToastHostProps) => (
  <SnackbarProvider
    maxSnack={1}
    anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
    autoHideDuration={8000}
    domRoot={region}
    Components={{ success: Toast, error: Toast }}
  >
    <HandOver onReady={onReady} />
  </SnackbarProvider>
)

export default ToastHost
