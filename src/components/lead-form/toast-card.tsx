import { forwardRef, useContext, type ElementType, type MouseEvent, type ReactNode } from "react"
import styled from "styled-components"
import { X } from "lucide-react"
import { ReturnFocusContext, ToastTextContext } from "./toast-focus"

export type Tone = "success" | "error"

// "&&" outranks the layout notistack's own class gives SnackbarContent (a row of flex items).
const Box = styled.div<{ $tone: Tone }>`
  && {
    display: block;
    position: relative;
    width: min(24rem, calc(100vw - 2rem));
    /* Centred where the toasts span the screen (below 600 px); elsewhere the box around it is its own width. */
    margin-inline: auto;
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.xl} ${theme.space.md} ${theme.space.md}`};
    border: 1px solid ${({ theme, $tone }) => ($tone === "error" ? theme.colors.danger : theme.colors.accent)};
    border-left-width: 6px;
    border-radius: ${({ theme }) => theme.radii.small};
    background: ${({ theme, $tone }) => ($tone === "error" ? theme.colors.dangerLight : theme.colors.background)};
    color: ${({ theme }) => theme.colors.text};
    box-shadow: ${({ theme }) => theme.shadows.header};
  }
  // Inside the edge: notistack's wrapper clips anything drawn outside the toast.
  &&:focus {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
  p {
    margin: ${({ theme }) => theme.space.xs} 0 0;
  }
  a {
    font-weight: 700;
  }
`

const Title = styled.strong<{ $tone: Tone }>`
  display: block;
  color: ${({ theme, $tone }) => ($tone === "error" ? theme.colors.danger : theme.colors.accent)};
`

const Close = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space.xs};
  right: ${({ theme }) => theme.space.xs};
  display: inline-flex;
  padding: ${({ theme }) => theme.space.sm};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
`

interface ToastCardProps {
  tone: Tone
  message: ReactNode
  onClose: () => void
  /** What the card renders as: notistack's SnackbarContent inside notistack, a div without it. */
  component?: ElementType
}

/**
 * One toast, with or without notistack. An error is an alert (announced at once); a success is a status (announced
 * politely). It can take focus (Alt+T) so a keyboard user can reach its link and its close button; closing it from
 * inside gives focus back instead of dropping it to the page's start.
 */
const ToastCard = forwardRef<HTMLDivElement, ToastCardProps>(function ToastCard({ tone, message, onClose, component }, ref) {
  const returnFocus = useContext(ReturnFocusContext)
  const text = useContext(ToastTextContext)
  if (!text) throw new Error("ToastCard needs a ToastProvider around it")
  const close = (event: MouseEvent<HTMLButtonElement>) => {
    const card = event.currentTarget.parentElement
    const hadFocus = Boolean(card?.contains(document.activeElement))
    onClose()
    if (hadFocus) returnFocus()
  }
  return (
    <Box as={component} ref={ref} $tone={tone} role={tone === "error" ? "alert" : "status"} tabIndex={-1}>
      <Title $tone={tone}>{tone === "error" ? text.error : text.success}</Title>
      {message}
      <Close type="button" aria-label={text.dismiss} onClick={close}>
        <X aria-hidden="true" focusable="false" size={18} />
      </Close>
    </Box>
  )
})

export default ToastCard
