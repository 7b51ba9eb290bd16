import type { ReactNode } from "react"
import { StyleSheetManager, ThemeProvider } from "styled-components"
import { PageLanguageContext } from "../hooks/page-language"
import type { PageLanguageData } from "../queries/page-language"
import { GlobalStyles } from "../styles/global-styles"
import { theme } from "../styles/theme"

interface PreviewFrameProps {
  /** The preview's iframe document, where the site's styles must go (Decap renders into that frame). */
  document: Document
  children: ReactNode
}

declare const CMS_PREVIEW_DATA: PageLanguageData

/** The words around a page, as its page query gives them on the site (an English page's). */
const pageLanguage = { language: "en" as const, data: CMS_PREVIEW_DATA }

/** A screen as on the site: the theme, the global styles and the components' styles inside the preview frame. */
const PreviewFrame = ({ document, children }: PreviewFrameProps) => (
  <StyleSheetManager target={document.head}>
    <ThemeProvider theme={theme}>
      <PageLanguageContext.Provider value={pageLanguage}>
        <GlobalStyles />
        <main>{children}</main>
      </PageLanguageContext.Provider>
    </ThemeProvider>
  </StyleSheetManager>
)

export default PreviewFrame
