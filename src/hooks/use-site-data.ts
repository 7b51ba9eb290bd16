import { useMemo } from "react"
import { factValues, fillFacts } from "../lib/facts"
import { linkIn } from "../lib/language"
import { usePageFrame } from "./use-page-frame"

/**
 * The clinic's facts and sentences (data/site.yaml), in the page's language; on a French page the navigation's links
 * go to the French pages that exist (data/ writes each link once, as the English route).
 */
export const useSiteData = () => {
  const { data, language, frenchRoutes } = usePageFrame()
  const site = data.languageSite
  if (!site) throw new Error("data/site.yaml is missing: every page reads the clinic's facts from it")
  return useMemo(() => {
    const local = <T extends { path: string }>(links: ReadonlyArray<T>): T[] =>
      links.map((link) => ({ ...link, path: linkIn(link.path, language, frenchRoutes ?? {}) }))
    return {
      ...site,
      nav: local(site.nav),
      servicesMenu: local(site.servicesMenu),
      footer: {
        navigation: local(site.footer.navigation),
        legal: local(site.footer.legal),
        moreLocations: local([site.footer.moreLocations])[0],
        allConditions: local([site.footer.allConditions])[0],
        allMedications: local([site.footer.allMedications])[0],
      },
    }
  }, [site, language, frenchRoutes])
}

export type SiteData = ReturnType<typeof useSiteData>

/** Fills {phone}, {hours} and the other fact tokens of page copy from data/site.yaml, in the page's language. */
export const useFacts = () => {
  const values = factValues(useSiteData())
  return (text: string) => fillFacts(text, values)
}
