/**
 * @jest-environment node
 */
// npm run bench:scale builds the site with every medication, condition and city ten times over: the copy must be
// content the build accepts (check:content's checks), ten times as many entries, each with its own slug, name and titles.
import { cpSync, mkdtempSync, readdirSync, rmSync } from "fs"
import os from "os"
import path from "path"

import { collectionEntries, readDataFiles, readDataTexts } from "../gatsby/content/data-files"
import { copyText, GROWING, multiplyContent } from "../scripts/bench/multiply-content"
import { checkTexts } from "./support/checked-content"
import { sampleContent } from "./support/sampled-content"

const root = path.join(__dirname, "..")
const entryFiles = (dataDir: string, folder: string) =>
  readdirSync(path.join(dataDir, folder)).filter((name) => name.endsWith(".yaml"))

describe("the content multiplied for npm run bench:scale", () => {
  let dataDir: string
  /** The entry files of each growing folder before the multiplying. */
  const before: Record<string, number> = {}
  // One entry of each kind is multiplied alike to all of data/, and multiplying every entry would make this test grow
  // with the content (issue 60); bench:scale checks its whole copy itself before it builds it.
  beforeAll(() => {
    dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), "multiply-content-")), "data")
    cpSync(path.join(root, "data"), dataDir, { recursive: true })
    sampleContent(dataDir)
    for (const folder of GROWING) before[folder] = entryFiles(dataDir, folder).length
  })
  afterAll(() => rmSync(path.dirname(dataDir), { recursive: true, force: true }))

  it("holds ten times the entries, each language's file beside the other, and passes check:content's checks", () => {
    const counts = multiplyContent(dataDir, 10)
    for (const folder of GROWING) {
      expect(entryFiles(dataDir, folder)).toHaveLength(10 * before[folder])
      expect(counts[folder] * 2).toBe(entryFiles(dataDir, folder).length)
    }
    const { errors, warnings } = checkTexts(readDataTexts(dataDir))
    expect(errors).toEqual([])
    // a number added to a name can take a title or description past what search results show, and a description
    // without the name stays its original's, and a copied city reads as its original: warnings, as an editor's copy
    // gets them
    expect(
      warnings.filter((warning) => !/search results (show about|could not tell)|city pages say the same/.test(warning)),
    ).toEqual([])
  }, 60_000)

  it("never writes over an entry: data already holding <slug>-<n> entries (a copy's) multiplies to ten times too", () => {
    const again = path.join(mkdtempSync(path.join(os.tmpdir(), "multiply-again-")), "data")
    try {
      cpSync(dataDir, again, { recursive: true })
      multiplyContent(again, 10)
      for (const folder of GROWING)
        expect([folder, entryFiles(again, folder).length]).toEqual([folder, 10 * entryFiles(dataDir, folder).length])
      const entries = collectionEntries<{ slug: string; frenchSlug: string }>(readDataFiles(again), "medications")
      expect(new Set(entries.map((entry) => entry.frenchSlug)).size).toBe(entries.length)
    } finally {
      rmSync(path.dirname(again), { recursive: true, force: true })
    }
  }, 60_000)

  it("gives every copy its own slug, French slug, name and page title in both languages", () => {
    const files = readDataFiles(dataDir)
    for (const folder of GROWING)
      for (const language of ["en", "fr"] as const) {
        const entries = collectionEntries<{ slug: string; frenchSlug: string; seo: { title: string } }>(files, folder, language)
        for (const field of ["slug", "frenchSlug", "name", "city"] as const) {
          const values = entries.map((entry) => (entry as Record<string, unknown>)[field]).filter((value) => value !== undefined)
          expect(new Set(values).size).toBe(values.length)
        }
        expect(new Set(entries.map((entry) => entry.seo.title)).size).toBe(entries.length)
      }
  })
})

describe("a copy of one entry's file", () => {
  it("numbers its slugs and each whole name, the longest name first", () => {
    const text =
      'slug: ed\nfrenchSlug: "dysfonction-erectile"\nname: "Erectile Dysfunction (ED)"\nshortName: Erectile Dysfunction\n'
    expect(copyText(text, ["Erectile Dysfunction (ED)", "Erectile Dysfunction"], 3, "ed")).toBe(
      'slug: ed-3\nfrenchSlug: dysfonction-erectile-3\nname: "Erectile Dysfunction (ED) 3"\nshortName: Erectile Dysfunction 3\n',
    )
    expect(
      copyText("city: Toronto\nlocal: Torontonians of Toronto.\nurl: https://www.toronto.ca/\n", ["Toronto"], 2, "toronto"),
    ).toBe("city: Toronto 2\nlocal: Torontonians of Toronto 2.\nurl: https://www.toronto.ca/\n")
    expect(copyText("title: Traitement de l'infection urinaire\n", ["Infection urinaire"], 4, "uti")).toBe(
      "title: Traitement de l'infection urinaire 4\n",
    )
  })

  it("leaves out the brand that only the brand's own address may show", () => {
    expect(
      copyText("name: Sildenafil (Viagra)\ntitle: À propos du sildénafil (Viagra)\n", ["Sildenafil (Viagra)"], 2, "viagra"),
    ).toBe("name: Sildenafil 2\ntitle: À propos du sildénafil\n")
  })
})
