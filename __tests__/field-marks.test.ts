import { screen } from "@testing-library/dom"

import { FIELD_MARK, markFields } from "../src/cms/field-marks"

/** A field as Decap 3.6 draws one: its block, a top bar holding the label, then the input; a group holds its fields. */
const field = (label: string, inner = "") =>
  `<div><div><label for="${label}">${label}</label></div><input id="${label}" aria-label="${label}">${inner}</div>`
const pane = (locale: string, fields: string) =>
  `<div><div><span role="button">Writing in ${locale}</span></div><div>${fields}</div></div>`

/** Each pane's fields: a Name, a Hero group holding a Title, and a Keywords list (its items drawn collapsed). */
const FIELDS = field("Name") + field("Hero", field("Title")) + field("Keywords")

beforeEach(() => {
  document.body.innerHTML = `<div>${pane("EN", FIELDS)}${pane("FR", FIELDS)}</div>`
})

const inPane = (locale: "EN" | "FR", label: string) =>
  screen.getAllByLabelText(label, { selector: "input" })[locale === "EN" ? 0 : 1]

describe("the fields a refused save names", () => {
  it("are marked in the French pane alone, a group's field by its labels from the top", () => {
    markFields(document, [
      { language: "fr", labels: ["Name"], message: "why" },
      { language: "fr", labels: ["Hero", "Title"], message: "why" },
    ])
    expect(inPane("FR", "Name")).toHaveAttribute("aria-invalid", "true")
    expect(inPane("FR", "Title")).toHaveAttribute("aria-invalid", "true")
    // the group itself is not the gap
    expect(inPane("FR", "Hero")).not.toHaveAttribute("aria-invalid")
    for (const label of ["Name", "Hero", "Title"]) expect(inPane("EN", label)).not.toHaveAttribute("aria-invalid")
  })

  it("are marked in the English pane alone when the English side is at fault", () => {
    markFields(document, [{ language: "en", labels: ["Hero", "Title"], message: "why" }])
    expect(inPane("EN", "Title")).toHaveAttribute("aria-invalid", "true")
    for (const label of ["Name", "Title"]) expect(inPane("FR", label)).not.toHaveAttribute("aria-invalid")
  })

  it("are marked in an entry written in English alone, which has no language switcher", () => {
    document.body.innerHTML = `<div>${FIELDS}</div>`
    markFields(document, [{ language: "en", labels: ["Name"], message: "why" }])
    expect(screen.getByLabelText("Name", { selector: "input" })).toHaveAttribute("aria-invalid", "true")
  })

  it("are marked in a file written in French alone, the site facts' French file, which has no language switcher", () => {
    document.body.innerHTML = `<div>${FIELDS}</div>`
    markFields(document, [{ language: "fr", labels: ["Name"], message: "why" }])
    expect(screen.getByLabelText("Name", { selector: "input" })).toHaveAttribute("aria-invalid", "true")
  })

  it("mark a list whose item is at fault, its items being folded", () => {
    markFields(document, [{ language: "en", labels: ["Keywords", "3"], message: "why" }])
    expect(inPane("EN", "Keywords")).toHaveAttribute("aria-invalid", "true")
  })

  it("lose their mark when the editor types in them, or when the next save names other fields", () => {
    markFields(document, [
      { language: "fr", labels: ["Name"], message: "why" },
      { language: "en", labels: ["Hero", "Title"], message: "why" },
    ])
    inPane("FR", "Name").dispatchEvent(new Event("input", { bubbles: true }))
    expect(inPane("FR", "Name")).not.toHaveAttribute("aria-invalid")
    expect(inPane("EN", "Title")).toHaveAttribute("aria-invalid", "true")
    markFields(document, [])
    expect(document.querySelectorAll(`[${FIELD_MARK}], [aria-invalid]`)).toHaveLength(0)
  })

  it("say why under their label, every message of a field, and lose it when the editor types in them", () => {
    markFields(document, [
      { language: "fr", labels: ["Keywords", "2"], message: '"Keywords › 2" is empty on the French side' },
      { language: "fr", labels: ["Keywords", "3"], message: '"Keywords › 3" is empty on the French side' },
    ])
    expect(inPane("FR", "Keywords")).toHaveAccessibleDescription(
      '"Keywords › 2" is empty on the French side "Keywords › 3" is empty on the French side',
    )
    // beside the label, as Decap lists a field's own errors
    expect(screen.getByText('"Keywords › 3" is empty on the French side').closest("div")).toContainElement(
      screen.getAllByText("Keywords", { selector: "label" })[1],
    )
    inPane("FR", "Keywords").dispatchEvent(new Event("input", { bubbles: true }))
    expect(screen.queryByText(/is empty on the French side/)).toBeNull()
    expect(inPane("FR", "Keywords")).not.toHaveAccessibleDescription(expect.stringContaining("empty"))
  })

  it("leave the page as it is when a label is not found", () => {
    markFields(document, [
      { language: "fr", labels: ["Nowhere"], message: "why" },
      { language: "en", labels: ["Hero", "Nowhere"], message: "why" },
    ])
    expect(document.querySelectorAll("[aria-invalid]")).toHaveLength(0)
  })
})
