// The French not-found page's data names the addresses it answers for, as a build-time match path would (Gatsby's
// router renders a page only at the addresses its data names), without joining the match paths every page's first
// load carries (docs/decisions.md, "The French not-found page keeps the visitor's address").
import { existsSync, readFileSync, writeFileSync } from "fs"
import path from "path"

import { FRENCH_ADDRESSES, FRENCH_NOT_FOUND_PAGE } from "../../src/lib/not-found-routes"

/** Writes the claim into the page's page-data.json; false when the build has no French not-found page. */
export function claimFrenchAddresses(publicDir: string): boolean {
  const file = path.join(publicDir, "page-data", ...FRENCH_NOT_FOUND_PAGE.split("/").filter(Boolean), "page-data.json")
  if (!existsSync(file)) return false
  const data = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>
  writeFileSync(file, JSON.stringify({ ...data, matchPath: FRENCH_ADDRESSES }))
  return true
}
