import styled from "styled-components"
import { useLayoutText } from "../../hooks/use-layout-text"

const SkipAnchor = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.md};
  top: -100px;
  z-index: 1000;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.primaryDark};
  color: ${({ theme }) => theme.colors.onPrimary};
  border-radius: ${({ theme }) => theme.radii.small};
  &:focus {
    top: ${({ theme }) => theme.space.sm};
  }
  ${({ theme }) => theme.media.print} {
    display: none;
  }
`

export const MAIN_ID = "main-content"

const SkipLink = () => <SkipAnchor href={`#${MAIN_ID}`}>{useLayoutText().layout.skipLink}</SkipAnchor>

export default SkipLink
