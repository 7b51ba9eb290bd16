import { type ReactNode, useEffect } from "react"
import { StyleSheetManager, ThemeProvider } from "styled-components"
import { GlobalStyles } from "../styles/global-styles"
import { theme } from "../styles/theme"

interface PreviewFrameProps {
  /** The preview's iframe document, where the site's styles must go (Decap renders into that frame). */
  document: Document
  children: ReactNode
}

/** The preview frame's name for screen readers: Decap's frame has none (axe: frame-title). */
export const PREVIEW_TITLE = "Preview of the page as it will look"

/** A screen as on the site: the theme, the global styles and the components' styles inside the preview frame. */
const PreviewFrame = ({ document, children }: PreviewFrameProps) => {
  useEffect(() => {
    document.defaultView?.frameElement?.setAttribute("title", PREVIEW_TITLE)
    document.documentElement.lang = "en"
  }, [document])
  return (
    <StyleSheetManager target={document.head}>
      <ThemeProvider theme={theme}>
        <GlobalStyles />
        <main>{children}</main>
      </ThemeProvider>
    </StyleSheetManager>
  )
}

export default PreviewFrame
