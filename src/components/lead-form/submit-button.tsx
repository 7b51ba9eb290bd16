import { useEffect, useRef } from "react"
import { useFormState } from "react-final-form"
import styled from "styled-components"

const Button = styled.button`
  min-height: 48px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.primaryDark};
    border-color: ${({ theme }) => theme.colors.primaryDark};
  }
  &:disabled {
    cursor: progress;
    opacity: 0.75;
  }
`

/** Its label, or its busy label and disabled while the lead is on its way. */
const SubmitButton = ({ label, busyLabel }: { label: string; busyLabel: string }) => {
  const { submitting } = useFormState({ subscription: { submitting: true } })
  const ref = useRef<HTMLButtonElement>(null)
  const wasSubmitting = useRef(false)

  // Disabling the clicked button drops its focus to the page; give it back once the send is over.
  useEffect(() => {
    if (wasSubmitting.current && !submitting && document.activeElement === document.body) ref.current?.focus()
    wasSubmitting.current = Boolean(submitting)
  }, [submitting])

  return (
    <Button ref={ref} type="submit" disabled={submitting}>
      {submitting ? busyLabel : label}
    </Button>
  )
}

export default SubmitButton
