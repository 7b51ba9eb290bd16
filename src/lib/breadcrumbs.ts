/** The trail an entry page shows above its title and gives search engines as a BreadcrumbList. */

export interface Crumb {
  name: string
  path: string
}

/**
 * Home, the listing page the entry sits under (its parent path: /services for /services/x), and the entry. The listing
 * is named as the site's navigation names it; a parent the navigation does not list (/locations has no page, a policy
 * page sits at the root) leaves the trail without that step rather than pointing at a page that does not exist.
 */
export const breadcrumbTrail = (home: string, navigation: ReadonlyArray<Crumb>, entry: Crumb, homePath = "/"): Crumb[] => {
  const parent = entry.path.slice(0, entry.path.lastIndexOf("/"))
  // a French page at the root of /fr has the home page as its parent: the trail names home once
  const listing = parent && parent !== homePath ? navigation.find((link) => link.path === parent) : undefined
  return [{ name: home, path: homePath }, ...(listing ? [{ name: listing.name, path: listing.path }] : []), entry]
}
