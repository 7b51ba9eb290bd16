import styled, { keyframes } from "styled-components"
import VisuallyHidden from "../ui/visually-hidden"
import { useLayoutText } from "../../hooks/use-layout-text"

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`

// Drawn over the top edge of the header, where it hides nothing the visitor could need while waiting.
const Bar = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: 101;
  height: 4px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.primaryLight};
  &::after {
    content: "";
    display: block;
    width: 40%;
    height: 100%;
    background: ${({ theme }) => theme.colors.primary};
    animation: ${slide} 1.2s ease-in-out infinite;
  }
  ${({ theme }) => theme.media.reducedMotion} {
    &::after {
      width: 100%;
      animation: none;
    }
  }
  ${({ theme }) => theme.media.print} {
    display: none;
  }
`

/** Says the next page is on its way once the wait is long enough to notice: a bar for the eye, a status for the ear. */
const LoadingNotice = ({ shown }: { shown: boolean }) => {
  const text = useLayoutText().layout
  return (
    <>
      <VisuallyHidden role="status">{shown ? text.loading : ""}</VisuallyHidden>
      {shown && <Bar aria-hidden="true" />}
    </>
  )
}

export default LoadingNotice
