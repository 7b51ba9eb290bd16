import { breadcrumbTrail, type Crumb } from "../lib/breadcrumbs"
import { useSiteData } from "./use-site-data"

/** The trail to an entry page (path and the name it goes by), as the page shows it and its structured data lists it. */
export const useBreadcrumbs = (entry: Crumb): Crumb[] => {
  const site = useSiteData()
  return breadcrumbTrail(site.breadcrumbs.home, site.footer.navigation, entry)
}
