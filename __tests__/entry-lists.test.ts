import { footerLists, inListOrder } from "../src/lib/entry-lists"
import { loadEntries, loadSite } from "./support/data"

type Entry = { slug: string; order?: number; name: string; city: string; shortName?: string }
type Link = { name: string; path: string; hiddenContext?: string }
const footer = () => loadSite<{ footer: { moreLocations: Link; allMedications: Link } }>().footer
const entries = () => ({
  language: "en" as const,
  more: { locations: footer().moreLocations, medications: footer().allMedications },
  cities: loadEntries<Entry>("cities"),
  services: loadEntries<Entry>("services"),
  conditions: loadEntries<Entry>("conditions"),
  medications: loadEntries<Entry>("medications"),
})
const on = { showMedicationPages: true }

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
    expect(footerLists(reversed, on)).toEqual(footerLists(data, on))
  })

  it("follow an added, a renamed and a removed entry with no other edit", () => {
    const data = entries()
    const [first, ...rest] = data.cities
    const changed = {
      ...data,
      cities: [{ ...first, city: "Renamed" }, ...rest.slice(1), { ...first, slug: "kitchener", city: "Kitchener" }],
    }
    const names = footerLists(changed, on).locations.map((link) => [link.name, link.path])
    expect(names).toContainEqual(["Renamed", `/locations/${first.slug}`])
    expect(names).toContainEqual(["Kitchener", "/locations/kitchener"])
    expect(names.map(([, path]) => path)).not.toContain(`/locations/${rest[0].slug}`)
    expect(names).toHaveLength(data.cities.length + 1)
  })

  it("show a condition's shortName where it has one", () => {
    const data = entries()
    data.conditions[0] = { ...data.conditions[0], shortName: "Short" }
    expect(footerLists(data, on).conditions).toContainEqual({ name: "Short", path: `/conditions/${data.conditions[0].slug}` })
  })

  it("link a French page's entries to their French pages", () => {
    const lists = footerLists({ ...entries(), language: "fr" }, on)
    expect(lists.locations[0].path).toMatch(/^\/fr\/villes\//)
    expect(lists.services[0].path).toMatch(/^\/fr\/services\//)
    expect(lists.medications[0].path).toMatch(/^\/fr\/medicaments\//)
  })

  it("link no medication with compliance.showMedicationPages off", () => {
    expect(footerLists(entries(), { showMedicationPages: false }).medications).toEqual([])
  })
})
