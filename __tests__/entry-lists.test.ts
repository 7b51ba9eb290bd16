import { footerLists, inListOrder } from "../src/lib/entry-lists"
import { loadData } from "./support/data"

type Entry = { slug: string; order?: number; name: string; city: string; shortName?: string }
const entries = () => ({
  cities: loadData<Entry[]>("cities.yaml"),
  services: loadData<Entry[]>("services.yaml"),
  conditions: loadData<Entry[]>("conditions.yaml"),
  medications: loadData<Entry[]>("medications.yaml"),
})
const on = { showMedicationPages: true }

describe("the lists made from data/'s entries", () => {
  it("put entries with an order first, lowest first, and the rest in file order", () => {
    const list = [{ slug: "a" }, { slug: "b", order: 2 }, { slug: "c" }, { slug: "d", order: 1 }]
    expect(inListOrder(list).map((entry) => entry.slug)).toEqual(["d", "b", "a", "c"])
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
    expect(footerLists(data, on).conditions[0]).toEqual({ name: "Short", path: `/conditions/${data.conditions[0].slug}` })
  })

  it("link no medication with compliance.showMedicationPages off", () => {
    expect(footerLists(entries(), { showMedicationPages: false }).medications).toEqual([])
  })
})
