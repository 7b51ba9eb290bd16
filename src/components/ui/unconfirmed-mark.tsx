import styled from "styled-components"

const Mark = styled.strong`
  display: inline-block;
  margin-inline-start: ${({ theme }) => theme.space.xs};
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.warningLight};
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-style: normal;
  font-weight: 700;
`

/**
 * The label beside something a preview shows but the launch may not ("Sample", "Placeholder"): nothing once the
 * fact is confirmed, so a launch-ready build carries no mark.
 */
const UnconfirmedMark = ({ shown, label }: { shown: boolean; label: string }) => (shown ? <Mark>{label}</Mark> : null)

export default UnconfirmedMark
