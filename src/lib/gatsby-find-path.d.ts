// Gatsby's cache-dir/find-path.js, as the browser bundles resolve "gatsby-find-path" (src/lib/gatsby-internals.ts).
declare module "gatsby-find-path" {
  /** Replaces the "match paths" (client-only routes) Gatsby's loader looks an address up in before its own page. */
  export function setMatchPaths(matchPaths: Array<{ path: string; matchPath: string }>): void
  /** The page whose match path claims an address, or null. */
  export function findMatchPath(pathname: string): string | null
}
