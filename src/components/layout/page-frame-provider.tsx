import { useMemo, type ReactNode } from "react"
import { PageFrameContext } from "../../hooks/use-page-frame"
import type { PageFrameData } from "../../queries/page-frame"
import type { FrenchRoutes, Language } from "../../lib/language"

interface PageFrameProviderProps {
  pageContext: { language?: unknown; twin?: string | null; switchTo?: string | null; frenchRoutes?: FrenchRoutes | null }
  data: unknown
  children: ReactNode
}

/** The page's language and the words around it, from its context and query, for every component of the page. */
const PageFrameProvider = ({ pageContext, data, children }: PageFrameProviderProps) => {
  const language: Language = pageContext.language === "fr" ? "fr" : "en"
  const value = useMemo(
    () => ({
      language,
      twin: pageContext.twin,
      switchTo: pageContext.switchTo,
      frenchRoutes: pageContext.frenchRoutes,
      data: data as PageFrameData,
    }),
    [language, pageContext.twin, pageContext.switchTo, pageContext.frenchRoutes, data],
  )
  return <PageFrameContext.Provider value={value}>{children}</PageFrameContext.Provider>
}

export default PageFrameProvider
