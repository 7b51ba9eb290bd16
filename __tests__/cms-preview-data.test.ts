import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "fs"
import os from "os"
import path from "path"

import { editorIndex, previewData } from "../gatsby/content/cms-preview-data"
import { readDataFiles, readDataSource } from "../gatsby/content/data-files"

describe("what the editor's previews read besides the entry being edited", () => {
  let dataDir: string
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "preview-data-"))
    const write = (name: string, text: string) => {
      mkdirSync(path.dirname(path.join(dataDir, name)), { recursive: true })
      writeFileSync(path.join(dataDir, name), text)
    }
    write(
      "site.yaml",
      'phone: "905-555-0100"\nbrand: { name: Clinic }\nhours: [{ days: [Monday], opens: "08:00", closes: "21:00" }]\n',
    )
    write("interface.yaml", "menu: Menu\n")
    write("cities/toronto.en.yaml", "slug: toronto\n")
    write("cities/hamilton.en.yaml", "slug: hamilton\n")
    write("reviewers/dr-a.yaml", "slug: dr-a\n")
    write("services/uti.en.yaml", "slug: uti\n")
    write("conditions/acne.en.yaml", "slug: acne\n")
    write("medications/viagra.en.yaml", "slug: viagra\n")
  })
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it("gives the site's facts with the phone and the hours in their derived forms, and the interface's words", () => {
    const data = previewData(readDataFiles(dataDir))
    expect(data.en.languageSite).toEqual({
      brand: { name: "Clinic" },
      phone: { display: "905-555-0100", href: "tel:+19055550100", e164: "+19055550100" },
      hours: [{ days: ["Monday"], opens: "08:00", closes: "21:00" }],
      hoursText: ["Monday 8:00 AM to 9:00 PM"],
      language: "en",
    })
    expect(data.en.languageInterface).toEqual({ menu: "Menu" })
    expect(data.interfaceYaml).toEqual({ menu: "Menu" })
  })

  it("lists each folder's entries by file name in the index it fetches, as the site's page queries give them in English", () => {
    const { lists, allReviewersYaml } = editorIndex(readDataSource(dataDir))
    expect(lists.en.languageCities).toEqual({ nodes: [{ slug: "hamilton" }, { slug: "toronto" }] })
    expect(allReviewersYaml).toEqual({ nodes: [{ slug: "dr-a" }] })
    expect(lists.en.languageServices).toEqual({ nodes: [{ slug: "uti" }] })
    expect(lists.en.languageConditions).toEqual({ nodes: [{ slug: "acne" }] })
    expect(lists.en.languageMedications).toEqual({ nodes: [{ slug: "viagra" }] })
  })

  it("gives the French page each English route has, where a French pane's preview links (none for an untranslated one)", () => {
    const french = mkdtempSync(path.join(os.tmpdir(), "preview-data-"))
    try {
      mkdirSync(path.join(french, "data", "conditions"), { recursive: true })
      writeFileSync(path.join(french, "data", "site.yaml"), "brand: { name: Clinic }\n")
      writeFileSync(path.join(french, "data", "conditions", "acne.en.yaml"), "slug: acne\nfrenchSlug: acne-juvenile\n")
      writeFileSync(path.join(french, "data", "conditions", "acne.fr.yaml"), "name: Acné\n")
      writeFileSync(path.join(french, "data", "conditions", "uti.en.yaml"), "slug: uti\nfrenchSlug: infection-urinaire\n")
      expect(editorIndex(readDataSource(path.join(french, "data"))).frenchRoutes).toEqual({
        "/conditions/acne": "/fr/conditions/acne-juvenile",
      })
    } finally {
      rmSync(french, { recursive: true, force: true })
    }
  })
})
