import type { ListEntries } from "../lib/entry-lists"
import { usePageFrame } from "./use-page-frame"
import { useSiteData } from "./use-site-data"

/** The entries the footer and the clinic's structured data list, in the page's language (ordered by src/lib/entry-lists.ts). */
export const useListEntries = (): ListEntries => {
  const { data } = usePageFrame()
  const { footer } = useSiteData()
  return {
    cities: data.languageCities.nodes,
    services: data.languageServices.nodes,
    conditions: data.languageConditions.nodes,
    medications: data.languageMedications.nodes,
    more: { locations: footer.moreLocations, conditions: footer.allConditions, medications: footer.allMedications },
  }
}
