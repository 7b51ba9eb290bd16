import { screen } from "@testing-library/dom"

import { buildCmsConfig, DEFAULT_LOCAL_BACKEND_PORT } from "../gatsby/content/cms-config"
import { previewData } from "../gatsby/content/cms-preview-data"
import type { ControlProps } from "../src/cms/widgets/control"
import { firstTwins } from "./support/french-pane"
import { loadDataFiles } from "./support/data"

// the editor's bundle defines it at build time (gatsby/node/cms.ts): the site's facts its previews show
Object.assign(globalThis, { CMS_PREVIEW_DATA: previewData(`${__dirname}/../data`) })
const { checkingEntry } = require("../src/cms/widgets/entry-check") as typeof import("../src/cms/widgets/entry-check")

type Data = Record<string, any>

const { collections } = buildCmsConfig({ siteUrl: "", localBackendPort: DEFAULT_LOCAL_BACKEND_PORT })
const Checked = checkingEntry(class {} as never, collections)

/** What the entry's first field answers when Decap validates it before a save, for an entry of `collection`. */
function validate(collection: string, english: Data, french: Data = {}) {
  const props = {
    entry: {
      get: () => undefined,
      getIn: (path: string[]) => ({ toJS: () => (path[0] === "data" ? english : french) }),
    },
    collection: { get: () => collection },
  } as unknown as ControlProps
  return (new Checked(props) as unknown as { isValid: () => true | { error: { type: string; message: string } } }).isValid()
}

/** Both panes as Decap draws them, each with a Name, a Hero group holding a Title, and the keywords. */
const field = (label: string, inner = "") => `<div><div><label>${label}</label></div><input aria-label="${label}">${inner}</div>`
const pane = (locale: string) =>
  `<div><div><span role="button">Writing in ${locale}</span></div><div>${field("Name")}${field("Hero", field("Title"))}${field("Search results listing", field("Keywords"))}</div></div>`
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
        message: expect.stringMatching(/^"Hero › Title" on the English side: "Licensed Therapist": .*write \{therapist\}/),
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
    const title = (loadDataFiles()["site.fr.yaml"] as Data).therapistTitle.singular
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
      error: { type: "PRESENCE", message: expect.stringContaining('"Hero › Title" is empty on the French side') },
    })
    expect(result !== true && result.error.message).toContain('"Name" on the English side')
    expect(inPane("FR", "Title")).toHaveAttribute("aria-invalid", "true")
    expect(inPane("EN", "Name")).toHaveAttribute("aria-invalid", "true")
  })
})
