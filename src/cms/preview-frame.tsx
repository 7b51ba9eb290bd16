import { type ReactNode, useEffect } from "react"
import { StyleSheetManager, ThemeProvider } from "styled-components"
import { type PageFrame, PageFrameContext } from "../hooks/use-page-frame"
import type { Language } from "../lib/language"
import { previewData } from "./built-in-data"
import { GlobalStyles } from "../styles/global-styles"
import { theme } from "../styles/theme"

interface PreviewFrameProps {
  /** The preview's iframe document, where the site's styles must go (Decap renders into that frame). */
  document: Document
  /** The language of the pane previewed: a French pane shows the page as a French page. */
  language: Language
  children: ReactNode
}

/**
 * The words around a page in `language`, as its page query gives them on the site, and on a French page the French
 * routes its links go to, as its page context gives them (without them a French page links to the English pages).
 */
const pageFrame = (language: Language): PageFrame =>
  language === "fr"
    ? { language, data: previewData().frenchFrame, frenchRoutes: previewData().frenchRoutes }
    : { language, data: previewData() }

/** The preview frame's name for screen readers: Decap's frame has none (axe: frame-title). */
export const PREVIEW_TITLE = "Preview of the page as it will look"

/** A screen as on the site: the theme, the global styles and the components' styles inside the preview frame. */
const PreviewFrame = ({ document, language, children }: PreviewFrameProps) => {
  useEffect(() => {
    document.defaultView?.frameElement?.setAttribute("title", PREVIEW_TITLE)
    document.documentElement.lang = language === "fr" ? "fr-CA" : "en"
  }, [document, language])
  return (
    <StyleSheetManager target={document.head}>
      <ThemeProvider theme={theme}>
        <PageFrameContext.Provider value={pageFrame(language)}>
          <GlobalStyles />
          <main>{children}</main>
        </PageFrameContext.Provider>
      </ThemeProvider>
    </StyleSheetManager>
  )
}

export default PreviewFrame
