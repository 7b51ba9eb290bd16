import { breadcrumbTrail, type Crumb } from "../lib/breadcrumbs"
import { useRoute } from "./use-page-frame"
import { useSiteData } from "./use-site-data"

/** The trail to an entry page (its English route and name), as the page shows it and its structured data lists it. */
export const useBreadcrumbs = (entry: Crumb): Crumb[] => {
  const site = useSiteData()
  const route = useRoute()
  return breadcrumbTrail(site.breadcrumbs.home, site.footer.navigation, { ...entry, path: route(entry.path) }, route("/"))
}
