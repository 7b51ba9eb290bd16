import { css } from "styled-components"

/**
 * The room the fixed header takes at the top of the viewport, at every width, set on a CSS property: the page's
 * top padding and the offset anchors scroll to, so that nothing lands under the header.
 */
export const headerOffset = (property: "padding-top" | "scroll-padding-top") => css`
  ${property}: ${({ theme }) => theme.layout.headerHeight};
  ${({ theme }) => theme.media.shortScreen} {
    ${property}: ${({ theme }) => theme.layout.headerHeightShort};
  }
  ${({ theme }) => theme.media.wideHeader} {
    ${property}: calc(${({ theme }) => `${theme.layout.headerHeight} + ${theme.layout.headerNavRowHeight}`});
  }
`

/** The CSS custom property the header sets to the height of its top row, as it is now (roomy, compact or short). */
export const HEADER_ROW_HEIGHT = "--header-row-height"
