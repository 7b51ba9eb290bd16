import { rmSync } from "fs"
import path from "path"

import { readDataFiles } from "../gatsby/content/data-files"
import { siteSource } from "../gatsby/content/site-pages"
import { browserSample, notFoundPaths, routeTable, type RouteTable, unlistedRoutes } from "./browser/routes"
import { multipliedData } from "./support/multiplied-data"

const ROOT = path.resolve(__dirname, "..")

/** The route table of the site with every city, condition and medication there `times` times (issue 60's measure). */
const tableAt = (times: number): RouteTable => {
  const data = multipliedData(path.join(ROOT, "data"), times)
  try {
    return routeTable(siteSource(ROOT, readDataFiles(data)).pages)
  } finally {
    rmSync(path.dirname(data), { recursive: true, force: true })
  }
}

/**
 * The browser's page visits that a route list decides, as the browser files make them: the core suite's sweep in
 * Chromium, Firefox and WebKit, axe at two widths with the not-found page named, and the CSP sweep through nginx.
 * Every other browser test names its pages.
 */
const browserVisits = (table: RouteTable) =>
  3 * browserSample([], table).length + 2 * browserSample(notFoundPaths, table).length + table.templateRoutes.length

describe("the browser's pages (issue 60: a suite whose time does not grow with the content)", () => {
  const today = tableAt(1)
  const tenfold = tableAt(10)

  it("are as many at ten times the entries as today, while the pages the built files are read for grow", () => {
    expect(tenfold.routes.length).toBeGreaterThan(5 * today.routes.length)
    expect(browserVisits(tenfold)).toBe(browserVisits(today))
    expect(browserSample([], tenfold).length).toBe(browserSample([], today).length)
  })

  it("are one page of each kind in each language and the unlisted pages, then whatever a test names", () => {
    const sample = browserSample([], today)
    expect(sample).toEqual(expect.arrayContaining(["/", "/fr", "/contact", "/fr/contact", ...unlistedRoutes]))
    // one entry of each folder in each language, never two
    for (const base of ["/conditions/", "/fr/conditions/", "/medications/", "/fr/medicaments/", "/locations/", "/fr/villes/"])
      expect([base, sample.filter((route) => route.startsWith(base)).length]).toEqual([base, 1])
    expect(sample.filter((route) => !today.routes.includes(route) && !unlistedRoutes.includes(route))).toEqual([])
    const named = today.routes.filter((route) => !sample.includes(route)).slice(-1)
    expect(browserSample(named, today)).toEqual([...sample, ...named])
  })
})
