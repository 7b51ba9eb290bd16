import { buildCmsConfig } from "../../gatsby/content/cms-config"
import type { CmsField } from "../../src/cms/cms-config-types"
import { firstFileIn, loadDataFiles } from "./data"

type Yaml = Record<string, any>

/** A folder collection's fields as the editor is configured with them (their labels and `i18n` marks). */
export const editorFieldsOf = (collection: string): CmsField[] =>
  buildCmsConfig({ siteUrl: "https://x.ca" }).collections.find((each) => each.name === collection)!.fields!

/** The first entry of a folder of data/, as its English and its French file hold it. */
export const firstTwins = (folder: string): { english: Yaml; french: Yaml } => {
  const files = loadDataFiles() as Record<string, Yaml>
  const english = firstFileIn(files, folder)
  return { english: files[english], french: files[english.replace(/\.en\.yaml$/, ".fr.yaml")] }
}
