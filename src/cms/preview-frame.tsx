import type { ReactNode } from "react"
import { StyleSheetManager, ThemeProvider } from "styled-components"
import { GlobalStyles } from "../styles/global-styles"
import { theme } from "../styles/theme"

interface PreviewFrameProps {
  /** The preview's iframe document, where the site's styles must go (Decap renders into that frame). */
  document: Document
  children: ReactNode
}

/** A screen as on the site: the theme, the global styles and the components' styles inside the preview frame. */
const PreviewFrame = ({ document, children }: PreviewFrameProps) => (
  <StyleSheetManager target={document.head}>
    <ThemeProvider theme={theme}>
      <GlobalStyles />
      <main>{children}</main>
    </ThemeProvider>
  </StyleSheetManager>
)

export default PreviewFrame
