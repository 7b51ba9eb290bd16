import styled, { css } from "styled-components"

/** Out of sight, still read out. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`

/** Text for screen readers only. */
const VisuallyHidden = styled.span`
  ${visuallyHidden}
`

export default VisuallyHidden
