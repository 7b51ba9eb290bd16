// An unknown French address keeps its address. The servers answer it with the French not-found page; Gatsby's start-up
// then moves any page served at an address not its own to its own (/fr/404.html), unless a "match path" claims the
// address, and only the root /404.html is exempt. A build-time match path would cost every page's first load 0.8 KB
// gzip (docs/decisions.md, "The French not-found page keeps the visitor's address"): the claim is made at start-up.
import { setMatchPaths } from "gatsby-find-path"

import { FRENCH_ADDRESSES, FRENCH_NOT_FOUND_PAGE } from "./not-found-routes"

/** At Gatsby's onClientEntry: the French not-found page, served at another address, claims that address. */
export function claimNotFoundAddress(pagePath: string | undefined, pathname: string): void {
  if (pagePath === FRENCH_NOT_FOUND_PAGE && pathname !== FRENCH_NOT_FOUND_PAGE)
    setMatchPaths([{ path: FRENCH_NOT_FOUND_PAGE, matchPath: FRENCH_ADDRESSES }])
}

/** After the first render: the claim let go, so that a link followed from the page finds its own page. */
export const releaseNotFoundAddress = (): void => setMatchPaths([])
