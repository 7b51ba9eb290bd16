import { frenchSideProblems } from "../src/cms/french-side"
import { editorFieldsOf, firstTwins } from "./support/french-pane"

describe("the French side of an entry, checked in the editor before a save", () => {
  it("passes every entry of data/ as it is", () => {
    for (const folder of ["services", "conditions", "medications", "cities", "pages"]) {
      const { english, french } = firstTwins(folder)
      expect([folder, frenchSideProblems(editorFieldsOf(folder), english, french)]).toEqual([folder, []])
    }
  })

  it("names a French field left empty or blank by its labels, inside a group too", () => {
    const { english, french } = firstTwins("services")
    const blank = { ...french, name: "  ", hero: { ...french.hero, title: "" } }
    expect(frenchSideProblems(editorFieldsOf("services"), english, blank)).toEqual([
      '"Name" is empty on the French side: write it in French, as the English side has it',
      '"Hero › Title" is empty on the French side: write it in French, as the English side has it',
    ])
    expect(frenchSideProblems(editorFieldsOf("services"), english, { ...french, name: undefined })).toHaveLength(1)
  })

  it("asks nothing of a French field the English side leaves empty, nor of a shared one", () => {
    const { english, french } = firstTwins("services")
    expect(frenchSideProblems(editorFieldsOf("services"), { ...english, name: "" }, { ...french, name: "" })).toEqual([])
    expect(frenchSideProblems(editorFieldsOf("services"), english, { ...french, slug: undefined })).toEqual([])
  })
})
