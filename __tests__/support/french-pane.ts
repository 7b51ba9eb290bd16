import { buildCmsConfig } from "../../gatsby/content/cms-config"
import { fileIn } from "../../gatsby/content/data-files"
import type { CmsField } from "../../src/cms/cms-config-types"
import { firstDataFile, loadDataFile } from "./data"

type Yaml = Record<string, any>

/** A folder collection's fields as the editor is configured with them (their labels and `i18n` marks). */
export const editorFieldsOf = (collection: string): CmsField[] =>
  buildCmsConfig({ siteUrl: "https://x.ca" }).collections.find((each) => each.name === collection)!.fields!

/** The first entry of a folder of data/, as its English and its French file hold it: a fresh copy of those two files. */
export const firstTwins = (folder: string): { english: Yaml; french: Yaml } => {
  const english = firstDataFile(folder)
  return { english: loadDataFile<Yaml>(english), french: loadDataFile<Yaml>(fileIn(english, "fr")) }
}
