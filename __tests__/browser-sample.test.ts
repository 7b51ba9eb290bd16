import { rmSync } from "fs"
import path from "path"

import { readDataFiles } from "../gatsby/content/data-files"
import { siteSource } from "../gatsby/content/site-pages"
import { browserSample, notFoundPaths, routeTable, type RouteTable, unlistedRoutes } from "./browser/routes"
import { loadDataFiles } from "./support/data"
import { multipliedSample } from "./support/multiplied-data"

const ROOT = path.resolve(__dirname, "..")

/** The route table of the site as data/ is. */
const today = routeTable(siteSource(ROOT, loadDataFiles()).pages)

/**
 * The route table of the site with one entry of each kind (sampleContent) there `times` times: multiplying all of
 * data/ would make this test grow with the content it shows the browser tests do not grow with (issue 60).
 */
const sampleAt = (times: number): RouteTable => {
  const data = multipliedSample(path.join(ROOT, "data"), times)
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
  const sample = sampleAt(1)
  const tenfold = sampleAt(10)

  it("are as many at ten times the entries as today, while the pages the built files are read for grow", () => {
    // the entries' pages ten times over, the fixed pages once
    expect(tenfold.routes.length).toBeGreaterThan(3 * sample.routes.length)
    expect(browserVisits(tenfold)).toBe(browserVisits(sample))
    expect(browserVisits(today)).toBe(browserVisits(sample))
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
