import { buildCmsConfig } from "../gatsby/content/cms-config"
import { nodeTypes } from "../gatsby/content/content-model"
import { translationProblems } from "../gatsby/content/translation"
import { frenchFileData } from "../src/cms/french-file"
import { firstFileIn, loadDataFiles } from "./support/data"

type Yaml = Record<string, any>

const files = loadDataFiles() as Record<string, Yaml>
const fieldsOf = (collection: string) =>
  buildCmsConfig({ siteUrl: "https://x.ca" }).collections.find((each) => each.name === collection)!.fields!
const twins = (folder: string) => {
  const english = firstFileIn(files, folder)
  return { english: files[english], french: files[english.replace(/\.en\.yaml$/, ".fr.yaml")] }
}

describe("what the editor writes in an entry's French file", () => {
  it("leaves out the shared values Decap's French pane carries, top-level and inside a translated group", () => {
    const { english, french } = twins("cities")
    // the French pane after "Fill in from another locale → EN": the group's shared link comes with its words
    const pane = { ...french, slug: english.slug, local: { ...english.local, ...french.local } }
    expect(translationProblems(nodeTypes.CitiesYaml.fields, english, pane)).toEqual(
      expect.arrayContaining([expect.stringContaining("is shared by both languages")]),
    )
    const written = frenchFileData(pane, fieldsOf("cities"))
    expect(written).toEqual(french)
    expect(translationProblems(nodeTypes.CitiesYaml.fields, english, written)).toEqual([])
  })

  it("leaves out a condition's reviewer and review date, which only the English file holds", () => {
    const { english, french } = twins("conditions")
    const pane = { ...french, reviewedBy: english.reviewedBy, lastReviewed: english.lastReviewed }
    expect(frenchFileData(pane, fieldsOf("conditions"))).toEqual(french)
  })

  it("writes every translated value of every kind of entry as it was", () => {
    for (const folder of ["services", "conditions", "medications", "cities", "pages"]) {
      const { french } = twins(folder)
      expect([folder, frenchFileData(french, fieldsOf(folder))]).toEqual([folder, french])
    }
  })

  it("keeps a key the editor has no field for, for the check to name", () => {
    expect(frenchFileData({ nmae: "x" }, fieldsOf("conditions"))).toEqual({ nmae: "x" })
  })
})
