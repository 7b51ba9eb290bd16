import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "fs"
import os from "os"
import path from "path"

import {
  collectionEntries,
  dataDirOf,
  dataFileNames,
  entryFile,
  entryOfFile,
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
    write("cities/toronto.yaml", "slug: toronto\n")
    write("cities/hamilton.yaml", "slug: hamilton\n")
    write("cities/empty.yaml", "")
    write("cities/README.md", "What the cities are for.\n")
    write("services/uti.yaml", "slug: uti\n")
    write("drafts/new.yaml", "slug: new\n")
  })
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it("reads the single files that exist, then each folder's YAML files by name, and nothing else", () => {
    expect(dataFileNames(dataDirOf(root))).toEqual([
      "site.yaml",
      "services/uti.yaml",
      "cities/empty.yaml",
      "cities/hamilton.yaml",
      "cities/toronto.yaml",
    ])
  })

  it("keeps dates as the text typed, as the build does", () => {
    expect(readSite(root)).toEqual({ brand: "Lakeshore", opened: "2026-01-31" })
    expect(parseData("when: 2026-01-31")).toEqual({ when: "2026-01-31" })
  })

  it("gives a folder's entries by file name, leaving out empty files and other folders", () => {
    expect(readCollection("cities", root)).toEqual([{ slug: "hamilton" }, { slug: "toronto" }])
    const files = readDataFiles(dataDirOf(root))
    expect(collectionEntries({ ...files, "cities/aurora.yaml": { slug: "aurora" } }, "cities")).toEqual([
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
  it("is its folder and slug, and only a folder's direct YAML file is an entry's", () => {
    expect(entryFile("cities", "toronto")).toBe("cities/toronto.yaml")
    expect(entryOfFile("cities/toronto.yaml")).toEqual({ collection: "cities", slug: "toronto", language: "en" })
    expect(entryOfFile("drafts/new.yaml")).toBeUndefined()
    expect(entryOfFile("cities/old/toronto.yaml")).toBeUndefined()
    expect(entryOfFile("cities/toronto.yml")).toBeUndefined()
    expect(entryOfFile("site.yaml")).toBeUndefined()
  })

  it("feeds the node type of its folder, a single file its own, any other file none", () => {
    expect(nodeTypeForFile("site.yaml")).toBe("SiteYaml")
    expect(nodeTypeForFile("interface.yaml")).toBe("InterfaceYaml")
    expect(nodeTypeForFile("cities/toronto.yaml")).toBe("CitiesYaml")
    expect(nodeTypeForFile("drafts/new.yaml")).toBeUndefined()
    expect(nodeTypeForFile("notes.yaml")).toBeUndefined()
  })
})
