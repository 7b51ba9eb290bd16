import { forwardRef } from "react"
import { SnackbarContent, useSnackbar, type CustomContentProps } from "notistack"
import ToastCard from "./toast-card"

/** A toast as notistack shows it (see ToastCard). */
const Toast = forwardRef<HTMLDivElement, CustomContentProps>(function Toast({ id, message, variant }, ref) {
  const { closeSnackbar } = useSnackbar()
  return (
    <ToastCard
      ref={ref}
      component={SnackbarContent}
      tone={variant === "error" ? "error" : "success"}
      message={message}
      onClose={() => closeSnackbar(id)}
    />
  )
})

export default Toast
