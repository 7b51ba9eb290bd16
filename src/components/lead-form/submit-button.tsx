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
  &:hover:not([aria-disabled="true"]) {
    background: ${({ theme }) => theme.colors.primaryDark};
    border-color: ${({ theme }) => theme.colors.primaryDark};
  }
  &[aria-disabled="true"] {
    cursor: progress;
    opacity: 0.75;
  }
`

/**
 * Its label, or its busy label and marked unavailable while the lead is on its way: aria-disabled, not disabled, which
 * would drop the clicked button's focus to the page. A second submit meanwhile is ignored by final-form.
 */
const SubmitButton = ({ label, busyLabel }: { label: string; busyLabel: string }) => {
  const { submitting } = useFormState({ subscription: { submitting: true } })
  return (
    <Button type="submit" aria-disabled={submitting || undefined}>
      {submitting ? busyLabel : label}
    </Button>
  )
}

export default SubmitButton
