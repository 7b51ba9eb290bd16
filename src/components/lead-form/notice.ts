import styled from "styled-components"

/** A note of the form's own: blue for what to know, red for what went wrong. */
export const Notice = styled.p<{ $tone: "info" | "error" }>`
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: ${({ theme }) => theme.space.md};
  border-left: 6px solid ${({ theme, $tone }) => ($tone === "error" ? theme.colors.danger : theme.colors.primary)};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme, $tone }) => ($tone === "error" ? theme.colors.dangerLight : theme.colors.surface)};
  a {
    font-weight: 700;
    white-space: nowrap;
  }
`

// Before the fields rather than after them: the notices that open the form.
export const OpeningNotice = styled(Notice)`
  margin: 0 0 ${({ theme }) => theme.space.md};
`
