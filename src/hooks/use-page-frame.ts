import { createContext, useContext } from "react"
import { type FrenchRoutes, type Language, linkIn } from "../lib/language"
import type { PageFrameData } from "../queries/page-frame"

export interface PageFrame {
  language: Language
  /** The same page in the other language, where it exists (an untranslated entry has none). */
  twin?: string | null
  /** Where the language switch goes on a page with no twin that still has one: the not-found page's, the other home. */
  switchTo?: string | null
  /** On a French page, every French page the build made by its English route (links go to them, or to English where none exists). */
  frenchRoutes?: FrenchRoutes | null
  /** The page query's PageFrame fragment: the words around the page, in its language. */
  data: PageFrameData
}

export const PageFrameContext = createContext<PageFrame | undefined>(undefined)

/** The page's language, its twin and the words around it (wrapPageElement provides them from the page's query). */
export const usePageFrame = (): PageFrame => {
  const value = useContext(PageFrameContext)
  // a page query without ...PageFrame
  if (!value) throw new Error("No PageFrame")
  return value
}

/**
 * Where a link to an English route goes from this page: its French twin on a French page, where one exists. A part
 * rendered outside a page (a component test) links as written.
 */
export const useRoute = (): ((englishPath: string) => string) => {
  const page = useContext(PageFrameContext)
  return (englishPath) => (page ? linkIn(englishPath, page.language, page.frenchRoutes ?? {}) : englishPath)
}
