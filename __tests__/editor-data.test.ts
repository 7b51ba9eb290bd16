import { rmSync } from "fs"
import path from "path"

import { type DataSource, entryFile, readCollection, readDataSource } from "../gatsby/content/data-files"
import { editorBuiltIn, editorDataFiles } from "../gatsby/content/editor-data"
import type { EditorIndex, EntryTexts } from "../src/cms/fetched-data"
import { entryDataFile, INDEX_FILE } from "../src/cms/fetched-data"
import { loadDataSource } from "./support/data"
import { multipliedSample } from "./support/multiplied-data"

const DATA = path.resolve(__dirname, "../data")
const ENV = { siteUrl: "https://www.example.ca" }
const bytes = (value: unknown) => JSON.stringify(value).length

describe("what the build gives the editor (issue 60: cms.js grew from 1.9 to 8.0 MB at ten times the entries)", () => {
  let tenfold: string
  let tenfoldData: DataSource
  beforeAll(() => {
    // one entry of each kind ten times: what the build gives the editor for each entry is alike for all of them
    tenfold = multipliedSample(DATA, 10, [entryFile("conditions", "anxiety"), entryFile("medications", "viagra")])
    tenfoldData = readDataSource(tenfold)
  })
  afterAll(() => rmSync(path.dirname(tenfold), { recursive: true, force: true }))

  it("builds into the editor's bundle nothing that grows with the entries", () => {
    const today = editorBuiltIn(loadDataSource(), ENV)
    const bigger = editorBuiltIn(tenfoldData, ENV)
    for (const name of Object.keys(today) as Array<keyof typeof today>)
      expect([name, bytes(bigger[name])]).toEqual([name, bytes(today[name])])
  })

  it("writes each entry's files beside the bundle, one small file an entry, fetched when it is opened", () => {
    const files = editorDataFiles(tenfoldData)
    const anxiety = JSON.parse(files[entryDataFile("conditions", "anxiety-7")]) as EntryTexts
    expect(anxiety.en).toMatch(/^slug: anxiety-7$/m)
    expect(anxiety.fr).toContain("Anxiété 7")
    const entries = Object.entries(files).filter(([name]) => name !== INDEX_FILE)
    const index = JSON.parse(files[INDEX_FILE]) as EditorIndex
    for (const { slug } of index.lists.en.languageMedications.nodes)
      expect(files).toHaveProperty([entryDataFile("medications", slug)])
    expect(Math.max(...entries.map(([, text]) => text.length))).toBeLessThan(32 * 1024)
  })

  it("lists every entry in the index, in both languages, with only the fields the footer and the index pages show", () => {
    const index = JSON.parse(editorDataFiles(tenfoldData)[INDEX_FILE]) as EditorIndex
    expect(index.lists.en.languageMedications.nodes).toHaveLength(readCollection("medications", path.dirname(tenfold)).length)
    expect(index.lists.fr.languageMedications.nodes.find((node) => node.slug === "viagra-3")).toEqual({
      slug: "viagra-3",
      name: "Sildénafil 3",
      order: 1,
      category: "mens-health",
    })
    expect(index.frenchRoutes["/conditions/anxiety-2"]).toBe("/fr/conditions/anxiete-2")
    expect(index.sitePaths).toContain("/medications/viagra-10")
    expect(index.allReviewersYaml.nodes.length).toBeGreaterThan(0)
    // fetched once, when the first preview opens: about 350 bytes a medication, condition or city (90 KB at ten times
    // today's entries, about 10 KB over the wire)
    const entries = (["languageMedications", "languageConditions", "languageCities"] as const).reduce(
      (sum, list) => sum + index.lists.en[list].nodes.length,
      0,
    )
    expect(bytes(index)).toBeLessThan(16 * 1024 + 400 * entries)
  })
})
