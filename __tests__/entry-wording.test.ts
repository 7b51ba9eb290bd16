import { labelsOf } from "../src/cms/field-labels"
import { entryWordingProblems } from "../src/cms/entry-wording"
import { editorFieldsOf, firstTwins } from "./support/french-pane"

const TITLE = { therapist: "registered psychotherapist", therapists: "registered psychotherapists" }
const TITRE = { therapist: "psychothérapeute autorisé", therapists: "psychothérapeutes autorisés" }

/** What the editor says of one side of a service entry (the first of data/services) before a save. */
const servicesSide = (language: "en" | "fr", data: Record<string, unknown>) =>
  entryWordingProblems(editorFieldsOf("services"), data, {
    language,
    therapistTitle: language === "fr" ? TITRE : TITLE,
    collection: "services",
    slug: String(firstTwins("services").english.slug),
  })

describe("a field named as the editor shows it", () => {
  it("by its labels, a list's item by its position from 1", () => {
    const fields = editorFieldsOf("services")
    expect(labelsOf(fields, "hero.title")).toEqual(["Top of page", "Title"])
    expect(labelsOf(fields, "seo.keywords.2")).toEqual(["Search results listing", "Keywords", "3"])
    expect(labelsOf(fields, "benefits.items.1.title")).toEqual(["Benefits", "Boxes", "2", "Title"])
  })
})

describe("the words the editor refuses before a save, as check:content does", () => {
  it("finds nothing in either side of every kind of entry of data/ as it is", () => {
    for (const folder of ["services", "conditions", "medications", "cities", "pages"]) {
      const { english, french } = firstTwins(folder)
      const check = (language: "en" | "fr", data: Record<string, unknown>) =>
        entryWordingProblems(editorFieldsOf(folder), data, {
          language,
          therapistTitle: language === "fr" ? TITRE : TITLE,
          collection: folder,
          slug: String(english.slug),
        })
      expect([folder, check("en", english), check("fr", french)]).toEqual([folder, [], []])
    }
  })

  it('names "licensed therapist" on the English side by the field\'s labels, with the fix', () => {
    const { english } = firstTwins("services")
    const problems = servicesSide("en", { ...english, hero: { ...english.hero, title: "See a Licensed Therapist Today" } })
    expect(problems).toEqual([
      {
        language: "en",
        labels: ["Top of page", "Title"],
        message: expect.stringMatching(
          /^"Top of page › Title" on the English side: "Licensed Therapist": a therapist is not "licensed": write \{therapist\}/,
        ),
      },
    ])
  })

  it("names a brand keyword on the French side by the list's label and the item's position, with the generic name", () => {
    const { french } = firstTwins("services")
    const keywords = [...french.seo.keywords, "ordonnance Zoloft"]
    const [problem] = servicesSide("fr", { ...french, seo: { ...french.seo, keywords } })
    expect(problem.labels).toEqual(["Search results listing", "Keywords", String(keywords.length)])
    expect(problem.message).toContain(
      `"Search results listing › Keywords › ${keywords.length}" on the French side: "ordonnance Zoloft" names the brand "Zoloft"`,
    )
    expect(problem.message).toContain('"sertraline"')
  })

  it("names a French dose that could break across lines, pasted with a thin space, on the French side", () => {
    const { french } = firstTwins("services")
    const [problem] = servicesSide("fr", { ...french, hero: { ...french.hero, title: "Jusqu'à 1\u2009000 mg" } })
    expect(problem.message).toMatch(/^"Top of page › Title" on the French side: « 1 000 » can break across two lines/)
  })

  it("names a wait promised in a list item's heading, and reads a therapist token as the page shows it", () => {
    const { english } = firstTwins("services")
    const items = english.benefits.items.map((item: object, index: number) =>
      index === 1 ? { ...item, title: "Seen Within Hours" } : item,
    )
    const data = { ...english, benefits: { ...english.benefits, items }, name: "A licensed {therapist} online" }
    expect(servicesSide("en", data).map((problem) => problem.labels.join(" › "))).toEqual([
      "Name",
      "Benefits › Boxes › 2 › Title",
    ])
  })
})
