// Gatsby's private browser globals the site relies on, kept here because src/ may not import gatsby/: gatsby/internals.ts
// lists them with the rest, and __tests__/gatsby-internals.test.ts checks them against the installed Gatsby.

/** The part of Gatsby's page loader the site calls. */
export interface GatsbyLoader {
  loadPage: (path: string) => Promise<unknown>
}

/** The window property Gatsby's runtime (cache-dir/production-app.js) puts its page loader on. */
export const LOADER_GLOBAL = "___loader"

/**
 * Gatsby's page loader: the page transition waits on its loadPage so the page stays until the next can render at once;
 * without it the fade starts at once, and a slow next page leaves the visitor on a faded-out, empty page.
 */
export const gatsbyLoader = (): GatsbyLoader | undefined =>
  (window as unknown as Partial<Record<typeof LOADER_GLOBAL, GatsbyLoader>>)[LOADER_GLOBAL]

/**
 * The module name the browser bundles resolve to Gatsby's own copy of cache-dir/find-path.js in .cache (an alias of
 * gatsby/node/webpack.ts): the one whose match paths Gatsby's start-up and page loader read.
 */
export const FIND_PATH_MODULE = "gatsby-find-path"
