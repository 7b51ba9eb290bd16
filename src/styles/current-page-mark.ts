import { css } from "styled-components"

/**
 * The header's mark of where the visitor is (aria-current): its colour and a bar beneath. Only the current item has a
 * border: a transparent one on the others is drawn in forced colors (Windows high contrast), where every item then
 * looked current. The others keep the bar's room as padding, so their words sit level with the current one's.
 */
export const currentPageMark = css`
  padding-bottom: 3px;
  &[aria-current] {
    padding-bottom: 0;
    border-bottom: 3px solid ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
`
