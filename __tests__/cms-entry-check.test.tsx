import { fireEvent, render, screen, waitFor } from "@testing-library/react"

import { buildCmsConfig, DEFAULT_LOCAL_BACKEND_PORT } from "../gatsby/content/cms-config"
import { previewData } from "../gatsby/content/cms-preview-data"
import { labelsOf } from "../src/cms/field-labels"
import { REFUSAL_POINTER } from "../src/cms/refusal-summary"
import type { ControlProps } from "../src/cms/widgets/control"
import { editorFieldsOf, firstTwins } from "./support/french-pane"
import { loadDataFile, loadDataFiles } from "./support/data"

// the editor's bundle defines it at build time (gatsby/node/cms.ts): the site's facts its previews show
Object.assign(globalThis, { CMS_PREVIEW_DATA: previewData(loadDataFiles()) })
const { checkingEntry } = require("../src/cms/widgets/entry-check") as typeof import("../src/cms/widgets/entry-check")

type Data = Record<string, any>

const { collections } = buildCmsConfig({ siteUrl: "", localBackendPort: DEFAULT_LOCAL_BACKEND_PORT })
const Checked = checkingEntry(class {} as never, collections)

type Answer = true | { error: { type: string; message: string } }

/**
 * A refused save as staff read it: Decap's note beside the first field points to the summary at the top, which lists
 * the reasons the check found (its `reasons`, private to the control, read here as the summary reads them).
 */
function asListed(control: unknown, answer: Answer): Answer {
  if (answer === true) return true
  expect(answer.error.message).toBe(REFUSAL_POINTER)
  return { error: { type: answer.error.type, message: (control as { reasons: string[] }).reasons.join("; ") } }
}

/** What the entry's first field answers when Decap validates it before a save, for an entry of `collection`. */
function validate(collection: string, english: Data, french: Data = {}, slug?: string) {
  const props = {
    forID: "first-field",
    entry: {
      // a file collection's entry is named by its file's name ("site", "site-fr")
      get: (key: string) => (key === "slug" ? slug : undefined),
      getIn: (path: string[]) => ({ toJS: () => (path[0] === "data" ? english : french) }),
    },
    collection: { get: () => collection },
  } as unknown as ControlProps
  const control = new Checked(props) as unknown as { isValid: () => Answer }
  return asListed(control, control.isValid())
}

/** Both panes as Decap draws them, each with a Name, a Top of page group holding a Title, and the keywords. */
const field = (label: string, inner = "") => `<div><div><label>${label}</label></div><input aria-label="${label}">${inner}</div>`
const pane = (locale: string) =>
  `<div><div><span role="button">Writing in ${locale}</span></div><div>${field("Name")}${field("Top of page", field("Title"))}${field("Search results listing", field("Keywords"))}</div></div>`
beforeEach(() => {
  document.body.innerHTML = `<div>${pane("EN")}${pane("FR")}</div>`
})
const inPane = (locale: "EN" | "FR", label: string) =>
  screen.getAllByLabelText(label, { selector: "input" })[locale === "EN" ? 0 : 1]

describe("a save the editor refuses for its words, as check:content would", () => {
  const { english, french } = firstTwins("services")

  it("takes an entry of data/ as it is", () => {
    expect(validate("services", english, french)).toBe(true)
  })

  it('refuses "licensed therapist" on the English side, naming the field and the fix, and marks it there', () => {
    const result = validate("services", { ...english, hero: { ...english.hero, title: "A Licensed Therapist by Video" } }, french)
    expect(result).toEqual({
      error: {
        type: "CUSTOM",
        message: expect.stringMatching(/^"Top of page › Title" on the English side: "Licensed Therapist": .*write \{therapist\}/),
      },
    })
    expect(inPane("EN", "Title")).toHaveAttribute("aria-invalid", "true")
    expect(inPane("FR", "Title")).not.toHaveAttribute("aria-invalid")
  })

  it("refuses a brand keyword on the French side, marking the French keywords", () => {
    const keywords = [...french.seo.keywords, "ordonnance Zoloft en ligne"]
    const result = validate("services", english, { ...french, seo: { ...french.seo, keywords } })
    expect(result).toEqual({
      error: { type: "CUSTOM", message: expect.stringContaining('on the French side: "ordonnance Zoloft en ligne"') },
    })
    expect(inPane("FR", "Keywords")).toHaveAttribute("aria-invalid", "true")
    expect(inPane("EN", "Keywords")).not.toHaveAttribute("aria-invalid")
  })

  it("reads the therapist title the site's facts give in each language", () => {
    const title = (loadDataFile("site.fr.yaml") as Data).therapistTitle.singular
    expect(validate("services", english, { ...french, name: `Un ${title}` })).toBe(true)
    expect(validate("services", english, { ...french, name: "Un thérapeute autorisé" })).toEqual({
      error: { type: "CUSTOM", message: expect.stringContaining('"Name" on the French side') },
    })
  })

  it("checks an entry in English alone, a reviewer's", () => {
    const result = validate("reviewers", { slug: "x", name: "Dr X", bio: "A licensed therapist." })
    expect(result).toEqual({
      error: { type: "CUSTOM", message: expect.stringContaining('on the English side: "licensed therapist"') },
    })
  })

  it("still refuses a French gap as an empty field, listed with the words at fault", () => {
    const result = validate(
      "services",
      { ...english, name: "Licensed therapists" },
      { ...french, hero: { ...french.hero, title: "" } },
    )
    expect(result).toEqual({
      error: { type: "PRESENCE", message: expect.stringContaining('"Top of page › Title" is empty on the French side') },
    })
    expect(result !== true && result.error.message).toContain('"Name" on the English side')
    expect(inPane("FR", "Title")).toHaveAttribute("aria-invalid", "true")
    expect(inPane("EN", "Name")).toHaveAttribute("aria-invalid", "true")
  })
})

describe("coverage said without its condition, or of a fee, refused as check:content refuses it", () => {
  const { english, french: twin } = firstTwins("services")
  // a badge on the English side has its French twin
  const french = { ...twin, hero: { ...twin.hero, badge: "Consultations couvertes par l'OHIP avec votre carte Santé" } }

  it('refuses "OHIP Covered" in a badge, naming the field and the short form to write', () => {
    const badge = labelsOf(editorFieldsOf("services"), "hero.badge").join(" › ")
    const result = validate("services", { ...english, hero: { ...english.hero, badge: "OHIP Covered" } }, french)
    expect(result).toEqual({
      error: {
        type: "CUSTOM",
        message: expect.stringContaining(
          `"${badge}" on the English side: "OHIP Covered" says covered without its condition (your health card)`,
        ),
      },
    })
    expect(result !== true && result.error.message).toContain('"Doctor visits covered by OHIP with your health card"')
  })

  it("refuses a sick note called free, by the fee items of the site's facts in the editor", () => {
    const result = validate("services", english, {
      ...french,
      hero: { ...french.hero, description: "Les billets médicaux sont gratuits." },
    })
    expect(result).toEqual({
      error: { type: "CUSTOM", message: expect.stringContaining("calls billets médicaux free or covered") },
    })
  })
})

describe("the site facts and the interface words, checked by their first field", () => {
  const files = loadDataFiles() as Record<string, Data>
  const { collections: editor } = buildCmsConfig({ siteUrl: "", localBackendPort: DEFAULT_LOCAL_BACKEND_PORT })
  const fileFields = (collection: string, file: string) =>
    editor.find((each) => each.name === collection)!.files!.find((each) => each.name === file)!.fields

  it("have a first field that checks the whole file, in each language, as an entry's web address name does", () => {
    for (const collection of ["site", "interface"])
      for (const file of [collection, `${collection}-fr`])
        expect([file, fileFields(collection, file)[0].widget]).toEqual([file, expect.stringMatching(/^entry-check-/)])
  })

  it("take each file as it is", () => {
    expect(validate("site", files["site.yaml"], {}, "site")).toBe(true)
    expect(validate("site", files["site.fr.yaml"], {}, "site-fr")).toBe(true)
    expect(validate("interface", files["interface.yaml"], {}, "interface")).toBe(true)
    expect(validate("interface", files["interface.fr.yaml"], {}, "interface-fr")).toBe(true)
  })

  it("refuse a tagline that says covered without the health card, and a brand as a default keyword", () => {
    const site = files["site.yaml"]
    const keywords = [...site.seo.defaultKeywords, "Viagra online"]
    const result = validate(
      "site",
      {
        ...site,
        brand: { ...site.brand, tagline: "Virtual doctor visits, covered by OHIP" },
        seo: { ...site.seo, defaultKeywords: keywords },
      },
      {},
      "site",
    )
    const tagline = labelsOf(fileFields("site", "site"), "brand.tagline").join(" › ")
    expect(result).toEqual({ error: { type: "CUSTOM", message: expect.stringContaining(`"${tagline}" on the English side`) } })
    expect(result !== true && result.error.message).toContain('names the brand "Viagra" as a search keyword')
  })

  it("refuse the French file's words on the French side, and mark them in the one pane the file has", () => {
    document.body.innerHTML = `<div>${field("Brand", field("Tagline"))}</div>`
    const site = files["site.fr.yaml"]
    const result = validate(
      "site",
      { ...site, brand: { ...site.brand, tagline: "Médecins en ligne, couverts par l'OHIP" } },
      {},
      "site-fr",
    )
    expect(result).toEqual({
      error: {
        type: "CUSTOM",
        message: expect.stringContaining('on the French side: "Médecins en ligne, couverts par l\'OHIP" says covered'),
      },
    })
    expect(screen.getByLabelText("Tagline", { selector: "input" })).toHaveAttribute("aria-invalid", "true")
  })

  it("refuse OHIP Covered in the interface's hero badge", () => {
    const words = files["interface.yaml"]
    const sections = { ...words.sections, hero: { ...words.sections.hero, badge: "OHIP Covered" } }
    expect(validate("interface", { ...words, sections }, {}, "interface")).toEqual({
      error: { type: "CUSTOM", message: expect.stringContaining('"OHIP Covered" says covered without its condition') },
    })
  })
})

describe("a refused save shows its reason at the top", () => {
  it("brings the first field, under the list of every problem with its field, into view", () => {
    const { english, french } = firstTwins("services")
    document.body.innerHTML = `<label for="first-field">Web address name</label>`
    const scrolled = jest.fn()
    document.querySelector("label")!.scrollIntoView = scrolled
    expect(validate("services", english, french)).toBe(true)
    expect(scrolled).not.toHaveBeenCalled()
    const result = validate(
      "services",
      { ...english, name: "Licensed therapists", seo: { ...english.seo, title: "Free visits" } },
      french,
    )
    expect(result !== true && result.error.message).toMatch(
      /^"Name" on the English side: "Licensed therapists": .*; "[^"]+ › [^"]+" on the English side: "Free visits" says covered/,
    )
    expect(scrolled).toHaveBeenCalledTimes(1)
  })
})

/**
 * An entry open in the editor as Decap's Widget meets the check on its first field: a save validates it, and so does
 * leaving the field when it has a pattern (the web address name has one). `shown` is what the summary at the top lists.
 */
function openEntry(collection: string, english: Data, french: Data) {
  const entry = { english, french }
  let control: { isValid: () => Answer } | null = null
  const opened = { shown: [] as string[], save: () => {}, entry }
  opened.save = () => {
    const result = asListed(control, control!.isValid())
    opened.shown = result === true ? [] : [result.error.message]
  }
  const Input = (props: ControlProps) => <input aria-label="Web address name" onBlur={props.setInactiveStyle} />
  const Checking = checkingEntry(Input as never, collections)
  const props = {
    forID: "first-field",
    entry: { get: () => undefined, getIn: () => ({ toJS: () => ({}) }) },
    // Decap's store as it is now: the entry prop a control is given can be stale
    getEntry: () => ({
      get: () => undefined,
      getIn: (path: string[]) => ({ toJS: () => (path[0] === "data" ? entry.english : entry.french) }),
    }),
    collection: { get: () => collection },
    setInactiveStyle: () => opened.save(),
    validate: () => opened.save(),
  }
  render(<Checking {...(props as unknown as ControlProps)} ref={(instance) => (control = instance as never)} />)
  return opened
}

describe("French gaps, as a coordinator meets them", () => {
  const { english, french } = firstTwins("services")
  const gappy = { ...french, name: "", hero: { ...french.hero, title: "" } }

  it("are not shown before a save: leaving the web address name says nothing", () => {
    const opened = openEntry("services", english, gappy)
    fireEvent.blur(screen.getByLabelText("Web address name"))
    expect(opened.shown).toEqual([])
    expect(inPane("FR", "Name")).not.toHaveAttribute("aria-invalid")
  })

  it("are all listed at a save, at the top and each next to its field in the French pane", () => {
    const opened = openEntry("services", english, gappy)
    opened.save()
    expect(opened.shown).toEqual([expect.stringMatching(/"Name" is empty on the French side.*"Top of page › Title" is empty/)])
    expect(inPane("FR", "Name")).toHaveAccessibleDescription(
      '"Name" is empty on the French side: write it in French, as the English side has it',
    )
    expect(inPane("FR", "Title")).toHaveAccessibleDescription(expect.stringContaining('"Top of page › Title" is empty'))
    expect(inPane("EN", "Name")).not.toHaveAccessibleDescription(expect.stringContaining("empty"))
  })

  it("leave one by one as they are filled, and the list at the top with the last", async () => {
    const opened = openEntry("services", english, gappy)
    opened.save()
    opened.entry.french = { ...gappy, name: "Orientation" }
    fireEvent.input(inPane("FR", "Name"))
    await waitFor(() => expect(opened.shown).toEqual([expect.not.stringContaining('"Name"')]))
    expect(inPane("FR", "Name")).not.toHaveAttribute("aria-invalid")
    expect(inPane("FR", "Name")).not.toHaveAccessibleDescription(expect.stringContaining("empty"))
    expect(inPane("FR", "Title")).toHaveAttribute("aria-invalid", "true")
    opened.entry.french = french
    fireEvent.input(inPane("FR", "Title"))
    await waitFor(() => expect(opened.shown).toEqual([]))
    expect(document.querySelectorAll("[aria-invalid]")).toHaveLength(0)
  })
})

describe("a French side left in English by Copy from the other language", () => {
  it("is refused at a save, each field in English named at the top and marked in the French pane", () => {
    const { english } = firstTwins("cities")
    // Decap copies every translated field of the English side into the French pane, after one confirm
    const result = validate("cities", english, english)
    const heading = labelsOf(editorFieldsOf("cities"), "heroDescription").join(" › ")
    expect(result).toEqual({
      error: {
        type: "CUSTOM",
        message: expect.stringContaining(`"${heading}" on the French side is word for word the English: write it in French`),
      },
    })
    expect(result !== true && result.error.message.split("; ").length).toBeGreaterThan(10)
    expect(result !== true && result.error.message).not.toContain('"City" on the French side')
  })
})
