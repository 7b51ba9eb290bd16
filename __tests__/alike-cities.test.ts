import { readdirSync } from "fs"
import path from "path"
import { alikeCities, alikeCityWarnings } from "../gatsby/checks/alike-cities"
import { checkContent } from "../gatsby/checks/content-check"

import { entryFile, entryOfFile, readDataTexts } from "../gatsby/content/data-files"
import { loadDataFiles, loadEntries } from "./support/data"
import { oneOfEachKind, sampleTexts } from "./support/sampled-content"

const root = path.resolve(__dirname, "..")
const files = loadDataFiles()
const cityFiles = Object.keys(files).filter((name) => name.startsWith("cities/"))
/** The city the copies below copy: the one a sample keeps, so the other cities (and copies of them) stay out. */
const [{ slug }] = oneOfEachKind("cities", loadEntries("cities"))
const original = { en: entryFile("cities", slug, "en"), fr: entryFile("cities", slug, "fr") }
const city = (files[original.en] as { city: string }).city
const oneCity = Object.fromEntries(
  Object.entries(files).filter(([name]) => !name.startsWith("cities/") || Object.values(original).includes(name)),
)

/** A city entry as an editor's copy leaves it before its words are rewritten: the original's text, another name. */
const copied = (name: string) => JSON.parse(JSON.stringify(files[original.en]).split(city).join(name))
/** A group's entries with their copy numbers taken off (issue 60's copies: "hamilton-2" is a copy of "hamilton"). */
const originalsIn = (group: string[]) => [...new Set(group.map((name) => entryOfFile(name)!.slug.replace(/-\d+$/, "")))]

describe("city pages that read alike (issue 14), in check:content", () => {
  it("never groups two cities each written for itself: a group holds one city and its copies", () => {
    expect(cityFiles.length).toBeGreaterThan(2)
    expect(alikeCities(files).filter((group) => originalsIn(group).length > 1)).toEqual([])
  })

  it("groups a city copied with only its name changed with the city it came from, and warns naming both files", () => {
    const withCopy = { ...oneCity, "cities/barrie.en.yaml": copied("Barrie") }
    expect(alikeCities(withCopy)).toEqual([["cities/barrie.en.yaml", original.en].sort()])
    expect(alikeCityWarnings(withCopy)).toEqual([expect.stringContaining("these city pages say the same")])
    expect(alikeCityWarnings(withCopy)[0]).toMatch(/^data\/cities\/\S+\.en\.yaml, data\/cities\/\S+\.en\.yaml: /)
  })

  it("puts three copies in one group, and never a French file with an English one", () => {
    const withCopies = {
      ...oneCity,
      "cities/barrie.en.yaml": copied("Barrie"),
      "cities/sudbury.en.yaml": copied("Sudbury"),
      "cities/barrie.fr.yaml": files[original.fr],
    }
    expect(alikeCities(withCopies)).toEqual([
      ["cities/barrie.en.yaml", "cities/sudbury.en.yaml", original.en].sort(),
      ["cities/barrie.fr.yaml", original.fr].sort(),
    ])
  })

  it("is a warning of npm run check:content and the build, not an error: the page is still correct", () => {
    const texts = sampleTexts(readDataTexts(path.join(root, "data")))
    const copy = (language: "en" | "fr") =>
      texts[original[language]]
        .split(city)
        .join("Barrie")
        .replace(/^(slug|frenchSlug): .*$/gm, "$1: barrie")
    const report = checkContent(
      { ...texts, "cities/barrie.en.yaml": copy("en"), "cities/barrie.fr.yaml": copy("fr") },
      readdirSync(path.join(root, "src", "pages")),
      () => true,
    )
    expect(report.errors).toEqual([])
    expect(report.warnings.filter((warning) => warning.includes("city pages say the same"))).toEqual([
      expect.stringContaining(["cities/barrie.en.yaml", original.en].sort().join(", data/")),
      expect.stringContaining(["cities/barrie.fr.yaml", original.fr].sort().join(", data/")),
    ])
  })
})
