import { useMemo, type ReactNode } from "react"
import { PageLanguageContext } from "../../hooks/page-language"
import { isLanguage } from "../../lib/language"
import type { PageLanguageData } from "../../queries/page-language"

interface PageLanguageProviderProps {
  pageContext: { language?: unknown; twin?: string | null; frenchRoutes?: ReadonlyArray<string> | null }
  data: unknown
  children: ReactNode
}

/** The page's language and the words around it, from its context and query, for every component of the page. */
const PageLanguageProvider = ({ pageContext, data, children }: PageLanguageProviderProps) => {
  const language = isLanguage(pageContext.language) ? pageContext.language : "en"
  const value = useMemo(
    () => ({ language, twin: pageContext.twin, frenchRoutes: pageContext.frenchRoutes, data: data as PageLanguageData }),
    [language, pageContext.twin, pageContext.frenchRoutes, data],
  )
  return <PageLanguageContext.Provider value={value}>{children}</PageLanguageContext.Provider>
}

export default PageLanguageProvider
