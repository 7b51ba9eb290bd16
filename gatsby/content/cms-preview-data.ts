/**
 * What the editor's previews read besides the entry being edited: the site's facts, the interface's words and the
 * entries the footer lists (in English, as a page's PageLanguage fragment gives them), and the reviewers (as their
 * static query gives them). Taken from data/ when the editor is built, so a preview shows the facts of that build,
 * not unsaved edits of other files.
 */
import { collectionEntries, readDataFiles, SITE_FILE } from "./data-files"
import { phoneFacts } from "./phone"

export function previewData(dataDir: string): Record<string, unknown> {
  const files = readDataFiles(dataDir)
  const site = files[SITE_FILE] as Record<string, unknown> & { phone: string }
  const nodes = (name: Parameters<typeof collectionEntries>[1]) => ({ nodes: collectionEntries(files, name) })
  return {
    languageSite: { ...site, phone: phoneFacts(site.phone) },
    languageInterface: files["interface.yaml"],
    languageCities: nodes("cities"),
    languageServices: nodes("services"),
    languageConditions: nodes("conditions"),
    languageMedications: nodes("medications"),
    interfaceYaml: files["interface.yaml"],
    allReviewersYaml: nodes("reviewers"),
  }
}
