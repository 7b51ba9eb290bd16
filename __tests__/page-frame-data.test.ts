import { contentEntries } from "../gatsby/content/load-content"
import { pageFrameData } from "../gatsby/content/page-frame-data"

const files = {
  "site.yaml": {
    phone: "905-555-0100",
    hours: [{ days: ["Monday"], opens: "08:00", closes: "21:00" }],
    brand: { name: "Clinic" },
  },
  "site.fr.yaml": { brand: { tagline: 'Des soins "proches"' } },
  "interface.yaml": { layout: { menu: "Menu" } },
  "interface.fr.yaml": { layout: { menu: "Menu FR" } },
  "cities/toronto.en.yaml": { slug: "toronto", name: "Toronto" },
  "cities/toronto.fr.yaml": { name: "Toronto (FR)" },
}

describe("the words around a page, as its PageFrame fragment gives them, made from the loader's entries", () => {
  it("gives a French page the French words over the English file's shared facts, with the hours in French", () => {
    const frame = pageFrameData(contentEntries(files), "fr")
    expect(frame.languageSite?.phone?.display).toBe("905-555-0100")
    expect(frame.languageSite?.hoursText).toEqual([expect.stringMatching(/^Lundi/i)])
    expect(frame.languageInterface?.layout.menu).toBe("Menu FR")
    expect(frame.languageCities.nodes).toEqual([expect.objectContaining({ slug: "toronto", name: "Toronto (FR)" })])
  })

  it("gives an English page the English files alone", () => {
    const frame = pageFrameData(contentEntries(files), "en")
    expect(frame.languageInterface?.layout.menu).toBe("Menu")
    expect(frame.languageCities.nodes).toEqual([{ slug: "toronto", name: "Toronto" }])
  })
})
