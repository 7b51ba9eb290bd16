import { nodeTypes } from "../gatsby/content/content-model"
import { translationProblems } from "../gatsby/content/translation"
import { type CmsField } from "../src/cms/cms-config-types"
import { labelsOf } from "../src/cms/field-labels"
import { frenchFileData, frenchSideCopies, frenchSideGaps } from "../src/cms/french-side"
import { loadDataFiles } from "./support/data"
import { editorFieldsOf, firstTwins } from "./support/french-pane"

/** What the editor says of the French side's gaps, as the entry's first field reports them. */
const frenchSideProblems = (fields: CmsField[], english: Record<string, unknown>, french: Record<string, unknown>) =>
  frenchSideGaps(fields, english, french).map(({ message }) => message)

/** A field of a city as the editor labels it ("Benefits › Boxes › 2 › Title"). */
const cityField = (path: string) => labelsOf(editorFieldsOf("cities"), path).join(" › ")

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
      '"Top of page › Title" is empty on the French side: write it in French, as the English side has it',
    ])
    expect(frenchSideProblems(editorFieldsOf("services"), english, { ...french, name: undefined })).toHaveLength(1)
  })

  it("names every empty field of a French list's items at once, each by its item's place, in the French pane", () => {
    const { english, french } = firstTwins("cities")
    const items = french.benefits.items.map((item: Record<string, unknown>, index: number) =>
      index === 1 ? { ...item, title: "" } : index === 3 ? { ...item, description: " " } : item,
    )
    const gaps = frenchSideGaps(editorFieldsOf("cities"), english, { ...french, benefits: { ...french.benefits, items } })
    expect(gaps).toEqual([
      {
        language: "fr",
        labels: labelsOf(editorFieldsOf("cities"), "benefits.items.1.title"),
        message: `"${cityField("benefits.items.1.title")}" is empty on the French side: write it in French, as the English side has it`,
      },
      expect.objectContaining({ labels: labelsOf(editorFieldsOf("cities"), "benefits.items.3.description") }),
    ])
  })

  it("names a French list with an item more or fewer than the English one, whose icons its items take", () => {
    const { english, french } = firstTwins("cities")
    const items = french.benefits.items.slice(0, -1)
    expect(frenchSideProblems(editorFieldsOf("cities"), english, { ...french, benefits: { ...french.benefits, items } })).toEqual(
      [
        `"${cityField("benefits.items")}" has 3 items on the French side and 4 on the English side: each French item translates the English item at its place, and shows its icon, picture or link`,
      ],
    )
  })

  it("asks nothing of a French field the English side leaves empty, nor of a shared one", () => {
    const { english, french } = firstTwins("services")
    expect(frenchSideProblems(editorFieldsOf("services"), { ...english, name: "" }, { ...french, name: "" })).toEqual([])
    expect(frenchSideProblems(editorFieldsOf("services"), english, { ...french, slug: undefined })).toEqual([])
  })
})

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

  it("leaves out the icons of a list's items, which each French item takes from the English item at its place", () => {
    const { english, french } = firstTwins("cities")
    // the French pane after "Copy from the other language", then translated: each item has the English item's icon
    const items = french.benefits.items.map((item: Record<string, unknown>, index: number) => ({
      ...item,
      icon: english.benefits.items[index].icon,
    }))
    const pane = { ...french, benefits: { ...french.benefits, items } }
    expect(frenchFileData(pane, editorFieldsOf("cities"))).toEqual(french)
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

describe("a French side copied from the English, as Copy from the other language leaves it", () => {
  const { english, french } = firstTwins("services")
  const fields = editorFieldsOf("services")
  const named = (path: string) => labelsOf(fields, path).join(" › ")

  it("is refused, naming each field whose words are the English ones, in a group and in a list's item, in the French pane", () => {
    const items = french.benefits.items.map((item: Record<string, unknown>, index: number) =>
      index === 1 ? { ...item, description: english.benefits.items[1].description } : item,
    )
    const copied = {
      ...french,
      hero: { ...french.hero, description: english.hero.description },
      benefits: { ...french.benefits, items },
    }
    expect(frenchSideCopies(fields, english, copied)).toEqual([
      {
        language: "fr",
        labels: labelsOf(fields, "hero.description"),
        message: `"${named("hero.description")}" on the French side is word for word the English: write it in French`,
      },
      expect.objectContaining({ labels: labelsOf(fields, "benefits.items.1.description") }),
    ])
  })

  it("takes a name or a few words that are the same in both languages", () => {
    const same = { ...french, name: english.name, seo: { ...french.seo, keywords: english.seo.keywords } }
    expect(frenchSideCopies(fields, english, same)).toEqual([])
  })

  it("takes every French file of data/ as it is", () => {
    const files = loadDataFiles() as Record<string, Record<string, unknown>>
    for (const folder of ["services", "conditions", "medications", "cities", "pages"]) {
      const fields = editorFieldsOf(folder)
      for (const file of Object.keys(files).filter((name) => name.startsWith(`${folder}/`) && name.endsWith(".fr.yaml"))) {
        const twin = files[file.replace(/\.fr\.yaml$/, ".en.yaml")]
        expect([file, frenchSideCopies(fields, twin, files[file])]).toEqual([file, []])
      }
    }
  })
})
