// What gatsby/node/cms.ts writes into the editor's bundle as it builds it (webpack's DefinePlugin), read here alone:
// webpack writes a defined value in full wherever its name stands, and six places made the editor 4.5 MB. Read on
// first use, not as the module loads: tests import the previews with the values set on globalThis. None of it grows
// with the entries; what does is fetched (src/cms/fetched-data.ts).
import type { CmsConfig, EditorTexts } from "./cms-config-types"
import type { PageFrameData } from "../queries/page-frame"

/** The words around every page in one language: the site's facts and the interface's words. */
export type FrameWords = Pick<PageFrameData, "languageSite" | "languageInterface">

/** The previews' data: each language's words, the interface's words, each collection's placeholder entry. */
export interface PreviewData {
  en: FrameWords
  fr: FrameWords
  interfaceYaml: Queries.InterfaceYaml
  entrySkeletons: Record<string, Record<string, unknown>>
}

declare const CMS_CONFIG: CmsConfig
declare const CMS_PREVIEW_DATA: PreviewData
/** The file collections' files as they were when the editor was built (gatsby/content/cms-config.ts editorTexts). */
declare const CMS_DATA_TEXTS: EditorTexts["files"]

let config: CmsConfig | undefined
let preview: PreviewData | undefined
let texts: EditorTexts["files"] | undefined

export const cmsConfig = (): CmsConfig => (config ??= CMS_CONFIG)
export const previewData = (): PreviewData => (preview ??= CMS_PREVIEW_DATA)
export const fileTexts = (): EditorTexts["files"] => (texts ??= CMS_DATA_TEXTS)
