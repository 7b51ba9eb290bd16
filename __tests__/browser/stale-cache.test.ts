import { existsSync } from "fs"
import path from "path"

import { siteSource } from "../../gatsby/content/site-pages"
import { breakFirstEntry, copyCheckout, gatsby } from "./support/site-copy"

// Four real builds of a copy of the site, two of them whole: minutes on a two-core machine.
jest.setTimeout(15 * 60_000)

const builtHtml = (dir: string, route: string) =>
  path.join(dir, "public", route === "/" ? "index.html" : path.join(route.slice(1), "index.html"))

describe("builds after failed builds", () => {
  const copy = copyCheckout()
  afterAll(() => copy.remove())

  it("report every content error and, once fixed, build every page, as a first build would", async () => {
    const first = await gatsby(copy.dir, ["build"])
    expect(first.status).toBe(0)

    // The sequence: an error in the services, then one in another file as well, then both fixed.
    const services = breakFirstEntry(copy.dir, "services")
    const servicesOnly = await gatsby(copy.dir, ["build"])
    expect(servicesOnly.status).not.toBe(0)
    expect(servicesOnly.output).toContain(services.file)

    const cities = breakFirstEntry(copy.dir, "cities")
    const both = await gatsby(copy.dir, ["build"])
    expect(both.status).not.toBe(0)
    // The services' error too: a failed build once left its nodes cached and the unchanged file went unchecked.
    expect(both.output).toContain(services.file)
    expect(both.output).toContain(cities.file)

    services.restore()
    cities.restore()
    const fixed = await gatsby(copy.dir, ["build"])
    expect(fixed.status).toBe(0)
    expect(fixed.output).not.toContain("will not be run")
    const { pages } = siteSource(copy.dir)
    expect(pages.length).toBeGreaterThan(0)
    expect(pages.filter((page) => !existsSync(builtHtml(copy.dir, page.path))).map((page) => page.path)).toEqual([])
  })
})
