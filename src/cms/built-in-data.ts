// What gatsby/node/cms.ts writes into the editor's bundle as it builds it (webpack's DefinePlugin), read here alone:
// webpack writes a defined value in full wherever its name stands, and six places made the editor 4.5 MB. Read on
// first use, not as the module loads: tests import the previews with the values set on globalThis.
import type { CmsConfig, EditorTexts } from "./cms-config-types"
import type { FrenchRoutes } from "../lib/language"
import type { PageFrameData } from "../queries/page-frame"

/** The previews' data: each language's page frame, the interface words, the reviewers, each collection's skeleton. */
export type PreviewData = PageFrameData & {
  frenchFrame: PageFrameData
  /** Every French page of the build by the English route it translates: where a French pane's preview links. */
  frenchRoutes: FrenchRoutes
  interfaceYaml: Queries.InterfaceYaml
  allReviewersYaml: { nodes: Array<{ slug: string }> }
  languageConditions: { nodes: never[] }
  languageMedications: { nodes: never[] }
  entrySkeletons: Record<string, Record<string, unknown>>
}

declare const CMS_CONFIG: CmsConfig
declare const CMS_PREVIEW_DATA: PreviewData
/** data/'s files as they were when the editor was built (gatsby/content/cms-config.ts editorTexts). */
declare const CMS_DATA_TEXTS: EditorTexts

let config: CmsConfig | undefined
let preview: PreviewData | undefined
let texts: EditorTexts | undefined

export const cmsConfig = (): CmsConfig => (config ??= CMS_CONFIG)
export const previewData = (): PreviewData => (preview ??= CMS_PREVIEW_DATA)
export const dataTexts = (): EditorTexts => (texts ??= CMS_DATA_TEXTS)
