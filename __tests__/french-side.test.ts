import { buildCmsConfig } from "../gatsby/content/cms-config"
import { frenchSideProblems } from "../src/cms/french-side"
import { firstFileIn, loadDataFiles } from "./support/data"

type Yaml = Record<string, any>

const files = loadDataFiles() as Record<string, Yaml>
const fieldsOf = (collection: string) =>
  buildCmsConfig({ siteUrl: "https://x.ca" }).collections.find((each) => each.name === collection)!.fields!
const twins = (folder: string) => {
  const english = firstFileIn(files, folder)
  return { english: files[english], french: files[english.replace(/\.en\.yaml$/, ".fr.yaml")] }
}

describe("the French side of an entry, checked in the editor before a save", () => {
  it("passes every entry of data/ as it is", () => {
    for (const folder of ["services", "conditions", "medications", "cities", "pages"]) {
      const { english, french } = twins(folder)
      expect([folder, frenchSideProblems(fieldsOf(folder), english, french)]).toEqual([folder, []])
    }
  })

  it("names a French field left empty or blank by its labels, inside a group too", () => {
    const { english, french } = twins("services")
    const blank = { ...french, name: "  ", hero: { ...french.hero, title: "" } }
    expect(frenchSideProblems(fieldsOf("services"), english, blank)).toEqual([
      '"Name" is empty on the French side: write it in French, as the English side has it',
      '"Hero › Title" is empty on the French side: write it in French, as the English side has it',
    ])
    expect(frenchSideProblems(fieldsOf("services"), english, { ...french, name: undefined })).toHaveLength(1)
  })

  it("asks nothing of a French field the English side leaves empty, nor of a shared one", () => {
    const { english, french } = twins("services")
    expect(frenchSideProblems(fieldsOf("services"), { ...english, name: "" }, { ...french, name: "" })).toEqual([])
    expect(frenchSideProblems(fieldsOf("services"), english, { ...french, slug: undefined })).toEqual([])
  })
})
