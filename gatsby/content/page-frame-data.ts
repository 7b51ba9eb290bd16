/**
 * The PageFrame fragment's answer (src/queries/page-frame.ts) made from the loader's entries, for what renders a
 * screen outside a page query: the editor's previews and the tests. The same entries the data layer's nodes are made
 * from, with the site's derived fields from the resolvers the schema uses.
 */
import type { Language } from "../../src/lib/language"
import { queriedSite } from "../../src/lib/queried-site"
import type { PageFrameData } from "../../src/queries/page-frame"
import type { ContentEntry } from "./load-content"

export function pageFrameData(entries: ReadonlyArray<ContentEntry>, language: Language): PageFrameData {
  const inLanguage = entries
    .filter((entry) => entry.language === language)
    .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0))
  const fieldsOf = (type: string) => inLanguage.filter((entry) => entry.type === type).map((entry) => entry.fields)
  const nodes = (type: string) => ({ nodes: fieldsOf(type) })
  return {
    languageSite: queriedSite({ ...fieldsOf("SiteYaml")[0], language }),
    languageInterface: fieldsOf("InterfaceYaml")[0],
    languageCities: nodes("CitiesYaml"),
    languageServices: nodes("ServicesYaml"),
    languageConditions: nodes("ConditionsYaml"),
    languageMedications: nodes("MedicationsYaml"),
  } as never
}
