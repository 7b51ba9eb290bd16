import { nodeTypes } from "../gatsby/content/content-model"
import { translationProblems } from "../gatsby/content/translation"
import { frenchFileData } from "../src/cms/french-file"
import { editorFieldsOf, firstTwins } from "./support/french-pane"

describe("what the editor writes in an entry's French file", () => {
  it("leaves out the shared values Decap's French pane carries, top-level and inside a translated group", () => {
    const { english, french } = firstTwins("cities")
    // the French pane after "Fill in from another locale → EN": the group's shared link comes with its words
    const pane = { ...french, slug: english.slug, local: { ...english.local, ...french.local } }
    expect(translationProblems(nodeTypes.CitiesYaml.fields, english, pane)).toEqual(
      expect.arrayContaining([expect.stringContaining("is shared by both languages")]),
    )
    const written = frenchFileData(pane, editorFieldsOf("cities"))
    expect(written).toEqual(french)
    expect(translationProblems(nodeTypes.CitiesYaml.fields, english, written)).toEqual([])
  })

  it("leaves out a condition's reviewer and review date, which only the English file holds", () => {
    const { english, french } = firstTwins("conditions")
    const pane = { ...french, reviewedBy: english.reviewedBy, lastReviewed: english.lastReviewed }
    expect(frenchFileData(pane, editorFieldsOf("conditions"))).toEqual(french)
  })

  it("writes every translated value of every kind of entry as it was", () => {
    for (const folder of ["services", "conditions", "medications", "cities", "pages"]) {
      const { french } = firstTwins(folder)
      expect([folder, frenchFileData(french, editorFieldsOf(folder))]).toEqual([folder, french])
    }
  })

  it("keeps a key the editor has no field for, for the check to name", () => {
    expect(frenchFileData({ nmae: "x" }, editorFieldsOf("conditions"))).toEqual({ nmae: "x" })
  })
})
