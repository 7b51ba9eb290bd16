import { useMemo, type ReactNode } from "react"
import { PageLanguageContext } from "../../hooks/page-language"
import type { PageLanguageData } from "../../queries/page-language"
import type { Language } from "../../lib/language"

interface PageLanguageProviderProps {
  pageContext: { language?: unknown; twin?: string | null; frenchRoutes?: ReadonlyArray<string> | null }
  data: unknown
  children: ReactNode
}

/** The page's language and the words around it, from its context and query, for every component of the page. */
const PageLanguageProvider = ({ pageContext, data, children }: PageLanguageProviderProps) => {
  const language: Language = pageContext.language === "fr" ? "fr" : "en"
  const value = useMemo(
    () => ({ language, twin: pageContext.twin, frenchRoutes: pageContext.frenchRoutes, data: data as PageLanguageData }),
    [language, pageContext.twin, pageContext.frenchRoutes, data],
  )
  return <PageLanguageContext.Provider value={value}>{children}</PageLanguageContext.Provider>
}

export default PageLanguageProvider
