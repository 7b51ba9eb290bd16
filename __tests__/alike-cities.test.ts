import { readdirSync } from "fs"
import path from "path"
import { alikeCities, alikeCityWarnings } from "../gatsby/checks/alike-cities"
import { checkContent } from "../gatsby/checks/content-check"

import { readDataTexts } from "../gatsby/content/data-files"
import { loadDataFiles } from "./support/data"

const files = loadDataFiles()
const cityFiles = Object.keys(files).filter((name) => name.startsWith("cities/"))
const toronto = files["cities/toronto.en.yaml"] as { city: string }

/** A city entry as an editor's copy leaves it before its words are rewritten: Toronto's text, another name. */
const copiedToronto = (name: string) => JSON.parse(JSON.stringify(toronto).split(toronto.city).join(name))

describe("city pages that read alike (issue 14), in check:content", () => {
  it("finds none among today's cities, in either language", () => {
    expect(cityFiles.length).toBeGreaterThan(2)
    expect(alikeCities(files)).toEqual([])
  })

  it("groups a city copied with only its name changed with the city it came from, and warns naming both files", () => {
    const copied = { ...files, "cities/barrie.en.yaml": copiedToronto("Barrie") }
    expect(alikeCities(copied)).toEqual([["cities/barrie.en.yaml", "cities/toronto.en.yaml"]])
    expect(alikeCityWarnings(copied)).toEqual([
      expect.stringMatching(/^data\/cities\/barrie\.en\.yaml, data\/cities\/toronto\.en\.yaml: these city pages say the same/),
    ])
  })

  it("puts three copies in one group, and never a French file with an English one", () => {
    const copied = {
      ...files,
      "cities/barrie.en.yaml": copiedToronto("Barrie"),
      "cities/sudbury.en.yaml": copiedToronto("Sudbury"),
      "cities/barrie.fr.yaml": files["cities/toronto.fr.yaml"],
    }
    expect(alikeCities(copied)).toEqual([
      ["cities/barrie.en.yaml", "cities/sudbury.en.yaml", "cities/toronto.en.yaml"],
      ["cities/barrie.fr.yaml", "cities/toronto.fr.yaml"],
    ])
  })

  it("is a warning of npm run check:content and the build, not an error: the page is still correct", () => {
    const root = path.resolve(__dirname, "..")
    const texts = readDataTexts(path.join(root, "data"))
    const copy = (language: "en" | "fr") =>
      texts[`cities/toronto.${language}.yaml`]
        .split(toronto.city)
        .join("Barrie")
        .replace(/^(slug|frenchSlug): toronto$/gm, "$1: barrie")
    const report = checkContent(
      { ...texts, "cities/barrie.en.yaml": copy("en"), "cities/barrie.fr.yaml": copy("fr") },
      readdirSync(path.join(root, "src", "pages")),
      () => true,
    )
    expect(report.errors).toEqual([])
    expect(report.warnings.filter((warning) => warning.includes("city pages say the same"))).toEqual([
      expect.stringContaining("data/cities/barrie.en.yaml, data/cities/toronto.en.yaml"),
      expect.stringContaining("data/cities/barrie.fr.yaml, data/cities/toronto.fr.yaml"),
    ])
  })
})
