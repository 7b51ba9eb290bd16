import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "fs"
import os from "os"
import path from "path"

import {
  collectionEntries,
  dataDirOf,
  dataFileNames,
  entryFile,
  englishFileOf,
  entryOfFile,
  fileIn,
  languageOfFile,
  misnamedFileProblem,
  nodeTypeForFile,
  parseData,
  readCollection,
  readDataFiles,
  readSite,
} from "../gatsby/content/data-files"

describe("the reader of data/", () => {
  let root: string
  beforeAll(() => {
    root = mkdtempSync(path.join(os.tmpdir(), "data-files-"))
    const write = (name: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, "data", name)), { recursive: true })
      writeFileSync(path.join(root, "data", name), text)
    }
    write("site.yaml", "brand: Lakeshore\nopened: 2026-01-31\n")
    write("cities/toronto.en.yaml", "slug: toronto\n")
    write("cities/toronto.fr.yaml", "local:\n  title: Toronto\n")
    write("cities/hamilton.en.yaml", "slug: hamilton\n")
    write("cities/empty.en.yaml", "")
    write("cities/README.md", "What the cities are for.\n")
    write("services/uti.en.yaml", "slug: uti\n")
    write("reviewers/dr-lee.yaml", "slug: dr-lee\n")
    write("drafts/new.yaml", "slug: new\n")
  })
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it("reads the single files that exist, then each folder's YAML files by name, and nothing else", () => {
    expect(dataFileNames(dataDirOf(root))).toEqual([
      "site.yaml",
      "services/uti.en.yaml",
      "cities/empty.en.yaml",
      "cities/hamilton.en.yaml",
      "cities/toronto.en.yaml",
      "cities/toronto.fr.yaml",
      "reviewers/dr-lee.yaml",
    ])
  })

  it("keeps dates as the text typed, as the build does", () => {
    expect(readSite(root)).toEqual({ brand: "Lakeshore", opened: "2026-01-31" })
    expect(parseData("when: 2026-01-31")).toEqual({ when: "2026-01-31" })
  })

  it("gives a folder's entries by file name, leaving out empty files and other folders", () => {
    expect(readCollection("cities", root)).toEqual([{ slug: "hamilton" }, { slug: "toronto" }])
    const files = readDataFiles(dataDirOf(root))
    expect(readCollection("reviewers", root)).toEqual([{ slug: "dr-lee" }])
    expect(collectionEntries({ ...files, "cities/aurora.en.yaml": { slug: "aurora" } }, "cities")).toEqual([
      { slug: "aurora" },
      { slug: "hamilton" },
      { slug: "toronto" },
    ])
  })

  it("reads data/ of the working directory unless told", () => {
    expect(dataDirOf()).toBe(path.join(process.cwd(), "data"))
  })
})

describe("the file an entry lives in", () => {
  it("is its folder, slug and language in a translated kind, its folder and slug for a reviewer", () => {
    expect(entryFile("cities", "toronto")).toBe("cities/toronto.en.yaml")
    expect(entryFile("cities", "toronto", "fr")).toBe("cities/toronto.fr.yaml")
    expect(entryFile("reviewers", "dr-lee")).toBe("reviewers/dr-lee.yaml")
    expect(entryOfFile("cities/toronto.en.yaml")).toEqual({ collection: "cities", slug: "toronto", language: "en" })
    expect(entryOfFile("cities/toronto.fr.yaml")).toEqual({ collection: "cities", slug: "toronto", language: "fr" })
    expect(entryOfFile("reviewers/dr-lee.yaml")).toEqual({ collection: "reviewers", slug: "dr-lee", language: "en" })
  })

  it("is only a folder's direct YAML file named as its kind names them", () => {
    expect(entryOfFile("cities/toronto.yaml")).toBeUndefined()
    expect(entryOfFile("reviewers/dr-lee.en.yaml")).toBeUndefined()
    expect(entryOfFile("reviewers/dr-lee.fr.yaml")).toBeUndefined()
    expect(entryOfFile("drafts/new.yaml")).toBeUndefined()
    expect(entryOfFile("cities/old/toronto.en.yaml")).toBeUndefined()
    expect(entryOfFile("cities/toronto.en.yml")).toBeUndefined()
    expect(entryOfFile("cities/toronto.de.yaml")).toBeUndefined()
    expect(entryOfFile("site.yaml")).toBeUndefined()
  })

  it("has a twin in the other language, the single files beside their English name", () => {
    expect(fileIn("cities/toronto.en.yaml", "fr")).toBe("cities/toronto.fr.yaml")
    expect(fileIn("cities/toronto.en.yaml", "en")).toBe("cities/toronto.en.yaml")
    expect(fileIn("site.yaml", "fr")).toBe("site.fr.yaml")
    expect(englishFileOf("cities/toronto.fr.yaml")).toBe("cities/toronto.en.yaml")
    expect(englishFileOf("cities/toronto.en.yaml")).toBe("cities/toronto.en.yaml")
    expect(englishFileOf("interface.fr.yaml")).toBe("interface.yaml")
    expect(englishFileOf("site.yaml")).toBe("site.yaml")
    expect(languageOfFile("pages/home.fr.yaml")).toBe("fr")
    expect(languageOfFile("pages/home.en.yaml")).toBe("en")
    expect(languageOfFile("site.yaml")).toBe("en")
  })

  it("named the old way, or a reviewer's named for a language, is refused with the name to give it", () => {
    expect(misnamedFileProblem("services/uti.yaml")).toBe(
      "data/services/uti.yaml: an English entry's file is named <slug>.en.yaml, beside its French <slug>.fr.yaml: rename it to data/services/uti.en.yaml",
    )
    expect(misnamedFileProblem("reviewers/dr-lee.en.yaml")).toBe(
      "data/reviewers/dr-lee.en.yaml: a reviewers entry is one file in one language, named <slug>.yaml: rename it to data/reviewers/dr-lee.yaml",
    )
    expect(misnamedFileProblem("services/uti.en.yaml")).toBeUndefined()
    expect(misnamedFileProblem("services/uti.fr.yaml")).toBeUndefined()
    expect(misnamedFileProblem("reviewers/dr-lee.yaml")).toBeUndefined()
    expect(misnamedFileProblem("site.yaml")).toBeUndefined()
    expect(misnamedFileProblem("drafts/new.yaml")).toBeUndefined()
  })

  it("feeds the node type of its folder, a single file its own, any other file none", () => {
    expect(nodeTypeForFile("site.yaml")).toBe("SiteYaml")
    expect(nodeTypeForFile("site.fr.yaml")).toBe("SiteYaml")
    expect(nodeTypeForFile("interface.yaml")).toBe("InterfaceYaml")
    expect(nodeTypeForFile("cities/toronto.en.yaml")).toBe("CitiesYaml")
    expect(nodeTypeForFile("cities/toronto.fr.yaml")).toBe("CitiesYaml")
    expect(nodeTypeForFile("reviewers/dr-lee.yaml")).toBe("ReviewersYaml")
    expect(nodeTypeForFile("cities/toronto.yaml")).toBeUndefined()
    expect(nodeTypeForFile("drafts/new.yaml")).toBeUndefined()
    expect(nodeTypeForFile("notes.yaml")).toBeUndefined()
  })
})
