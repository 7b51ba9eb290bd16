import path from "path"

import { frenchRouteTable } from "../gatsby/content/page-routes"
import { siteSource } from "../gatsby/content/site-pages"
import { FOOTER_ENTRIES, footerLists, inListOrder } from "../src/lib/entry-lists"
import { linkIn } from "../src/lib/language"
import { loadDataFiles, loadEntries, loadSite } from "./support/data"

type Entry = { slug: string; order?: number; name: string; city: string; shortName?: string }
type Link = { name: string; path: string; hiddenContext?: string }
const footer = () => loadSite<{ footer: { moreLocations: Link; allConditions: Link; allMedications: Link } }>().footer
const entries = () => ({
  more: { locations: footer().moreLocations, conditions: footer().allConditions, medications: footer().allMedications },
  cities: loadEntries<Entry>("cities"),
  services: loadEntries<Entry>("services"),
  conditions: loadEntries<Entry>("conditions"),
  medications: loadEntries<Entry>("medications"),
})
const on = { showMedicationPages: true }
/** Links from an English page: as data/ writes them. */
const english = (route: string) => route

describe("the lists made from data/'s entries", () => {
  it("put entries with an order first, lowest first, and the rest by slug", () => {
    const list = [{ slug: "c" }, { slug: "b", order: 2 }, { slug: "a" }, { slug: "d", order: 1 }]
    expect(inListOrder(list).map((entry) => entry.slug)).toEqual(["d", "b", "a", "c"])
  })

  it("keep the order data/ gives them whatever order the build reads the entries' files in", () => {
    const data = entries()
    const reversed = {
      ...data,
      cities: [...data.cities].reverse(),
      services: [...data.services].reverse(),
      conditions: [...data.conditions].reverse(),
      medications: [...data.medications].reverse(),
    }
    expect(footerLists(reversed, on, english)).toEqual(footerLists(data, on, english))
  })

  it("follow an added, a renamed and a removed entry with no other edit", () => {
    const data = entries()
    // the first two in list order, which the footer names whatever the number of cities (FOOTER_ENTRIES)
    const [first, second] = inListOrder(data.cities)
    const added = { ...first, slug: "kitchener", city: "Kitchener", order: 0 }
    const changed = {
      ...data,
      cities: [
        ...data.cities.filter((city) => city !== second).map((city) => (city === first ? { ...city, city: "Renamed" } : city)),
        added,
      ],
    }
    const names = footerLists(changed, on, english).locations.map((link) => [link.name, link.path])
    expect(names).toContainEqual(["Renamed", `/locations/${first.slug}`])
    expect(names[0]).toEqual(["Kitchener", "/locations/kitchener"])
    expect(names.map(([, path]) => path)).not.toContain(`/locations/${second.slug}`)
    expect(names).toHaveLength(Math.min(data.cities.length, FOOTER_ENTRIES) + 1)
  })

  // a clinic ten times the size (issue 60) would list 50 cities and 50 conditions on every page: the footer names the
  // first ones, then the page that lists every one
  it("name the first cities, conditions and medications, then the link to all of them, however many there are", () => {
    const data = entries()
    const tenTimes = <T extends { slug: string }>(list: T[]) =>
      Array.from({ length: 10 }, (_, copy) => list.map((entry) => ({ ...entry, slug: `${entry.slug}-${copy}` }))).flat()
    const grown = {
      ...data,
      cities: tenTimes(data.cities),
      conditions: tenTimes(data.conditions),
      medications: tenTimes(data.medications),
    }
    const lists = footerLists(grown, on, english)
    const firstOf = (list: Entry[], base: string) =>
      inListOrder(list)
        .slice(0, FOOTER_ENTRIES)
        .map((entry) => `${base}/${entry.slug}`)
    expect(lists.locations.map((link) => link.path)).toEqual([...firstOf(grown.cities, "/locations"), "/contact"])
    expect(lists.conditions.map((link) => link.path)).toEqual([...firstOf(grown.conditions, "/conditions"), "/conditions"])
    expect(lists.medications.map((link) => link.path)).toEqual([...firstOf(grown.medications, "/medications"), "/medications"])
  })

  it("show a condition's shortName where it has one", () => {
    const data = entries()
    data.conditions[0] = { ...data.conditions[0], shortName: "Short" }
    expect(footerLists(data, on, english).conditions).toContainEqual({
      name: "Short",
      path: `/conditions/${data.conditions[0].slug}`,
    })
  })

  it("link a French page's entries to their French pages, at their French web addresses", () => {
    const pages = siteSource(path.join(__dirname, ".."), loadDataFiles()).pages
    const lists = footerLists(entries(), on, (route) => linkIn(route, "fr", frenchRouteTable(pages)))
    const frenchPaths = new Set(pages.filter((page) => page.path.startsWith("/fr/")).map((page) => page.path))
    const entryLinks = [
      ...lists.locations.slice(0, -1),
      ...lists.services,
      ...lists.conditions.slice(0, -1),
      ...lists.medications.slice(0, -1),
    ]
    expect(entryLinks.filter((link) => !frenchPaths.has(link.path))).toEqual([])
    const [condition] = inListOrder(entries().conditions as Array<Entry & { frenchSlug: string }>)
    expect(lists.conditions[0].path).toBe(`/fr/conditions/${condition.frenchSlug}`)
    expect(lists.locations[0].path).toMatch(/^\/fr\/villes\//)
    expect(lists.medications[0].path).toMatch(/^\/fr\/medicaments\//)
  })

  it("link no medication with compliance.showMedicationPages off", () => {
    expect(footerLists(entries(), { showMedicationPages: false }, english).medications).toEqual([])
  })
})
