import { type ReactNode, useEffect } from "react"
import { StyleSheetManager, ThemeProvider } from "styled-components"
import { type PageFrame, PageFrameContext } from "../hooks/use-page-frame"
import type { Language } from "../lib/language"
import type { PageFrameData } from "../queries/page-frame"
import { cmsConfig, previewData } from "./built-in-data"
import { type EditorIndex, entryFileIn, type EntryTexts, IndexContext, INDEX_FILE, useFetched } from "./fetched-data"
import { NotLoaded, NotShownYet } from "./preview-guard"
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
const pageFrame = (language: Language, index: EditorIndex): PageFrame => {
  const data = { ...previewData()[language], ...index.lists[language] } as PageFrameData
  return language === "fr" ? { language, data, frenchRoutes: index.frenchRoutes } : { language, data }
}

interface SiteAroundProps {
  language: Language
  collection: string
  /** The entry's slug: a folder collection's entry has its files as built fetched (none for a new entry). */
  slug: string | undefined
  /** The page, given the index and the entry's files as built. */
  children: (index: EditorIndex, texts: EntryTexts) => ReactNode
}

/**
 * The page with what the site puts around it (the footer's lists, the routes, the reviewers) once fetched: until then
 * a note says what is coming, and if it cannot come, what happened and that the entry can still be saved.
 */
export const SiteAround = ({ language, collection, slug, children }: SiteAroundProps) => {
  const folder = cmsConfig().collections.find((each) => each.name === collection)?.folder !== undefined
  const index = useFetched<EditorIndex>(INDEX_FILE)
  // asked once the index says the build wrote the entry's file
  const texts = useFetched<EntryTexts>(folder && index.state === "ready" ? entryFileIn(index.value, collection, slug) : undefined)
  const failed = [index, texts].find((fetched) => fetched.state === "failed")
  if (failed?.state === "failed") return <NotLoaded reason={failed.reason} />
  if (index.state !== "ready" || texts.state !== "ready")
    return <NotShownYet notes={["The page around this entry (its menus, lists and links) is still loading."]} />
  return (
    <IndexContext.Provider value={index.value}>
      <PageFrameContext.Provider value={pageFrame(language, index.value)}>
        {children(index.value, texts.value)}
      </PageFrameContext.Provider>
    </IndexContext.Provider>
  )
}

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
        <GlobalStyles />
        <main>{children}</main>
      </ThemeProvider>
    </StyleSheetManager>
  )
}

export default PreviewFrame
