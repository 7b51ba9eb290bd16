/**
 * What the editor (/admin) is given of data/ as it is built, in two parts (issue 60: with every entry built in, cms.js
 * grew from 1.9 to 8.0 MB at ten times the entries, all of it loaded on every visit). Its bundle holds what no entry
 * added makes bigger; what grows with the entries is written beside it under /admin/data/, fetched when needed.
 */
import { buildCmsConfig, type CmsEnvironment, editorTexts } from "./cms-config"
import { editorIndex, previewData } from "./cms-preview-data"
import type { DataSource } from "./data-files"
import { medicationCategories, pageFields } from "./site-pages"
import { entryDataFile, INDEX_FILE } from "../../src/cms/fetched-data"

/** The values gatsby/node/cms.ts defines in the bundle, read by src/cms/built-in-data.ts. */
export function editorBuiltIn({ texts, files }: DataSource, env: CmsEnvironment) {
  return {
    CMS_CONFIG: buildCmsConfig(env, { medicationCategories: medicationCategories(files), pageFields: pageFields(files) }),
    CMS_PREVIEW_DATA: previewData(files),
    CMS_DATA_TEXTS: editorTexts(texts).files,
  }
}

/** The files written beside the bundle, by path under /admin/, as JSON: the index, and each entry's file texts. */
export function editorDataFiles(data: DataSource): Record<string, string> {
  const { entries: written } = editorTexts(data.texts)
  const files: Record<string, string> = { [INDEX_FILE]: JSON.stringify(editorIndex(data, written)) }
  for (const [collection, entries] of Object.entries(written))
    for (const [slug, texts] of Object.entries(entries)) files[entryDataFile(collection, slug)] = JSON.stringify(texts)
  return files
}
