import { screen } from "@testing-library/dom"

import { GAP_MARK, markFrenchGaps } from "../src/cms/french-marks"

/** A field as Decap 3.6 draws one: its block, a top bar holding the label, then the input; a group holds its fields. */
const field = (label: string, inner = "") =>
  `<div><div><label for="${label}">${label}</label></div><input id="${label}" aria-label="${label}">${inner}</div>`
const pane = (locale: string, fields: string) =>
  `<div><div><span role="button">Writing in ${locale}</span></div><div>${fields}</div></div>`

beforeEach(() => {
  // the two panes side by side, each with a Name and a Hero group holding a Title
  const fields = field("Name") + field("Hero", field("Title"))
  document.body.innerHTML = `<div>${pane("EN", fields)}${pane("FR", fields)}</div>`
})

const inPane = (locale: "EN" | "FR", label: string) =>
  screen.getAllByLabelText(label, { selector: "input" })[locale === "EN" ? 0 : 1]

describe("the French fields a refused save names", () => {
  it("are marked in the French pane alone, a group's field by its labels from the top", () => {
    markFrenchGaps(document, [["Name"], ["Hero", "Title"]])
    expect(inPane("FR", "Name")).toHaveAttribute("aria-invalid", "true")
    expect(inPane("FR", "Title")).toHaveAttribute("aria-invalid", "true")
    // the group itself is not the gap
    expect(inPane("FR", "Hero")).not.toHaveAttribute("aria-invalid")
    for (const label of ["Name", "Hero", "Title"]) expect(inPane("EN", label)).not.toHaveAttribute("aria-invalid")
  })

  it("lose their mark when the editor types in them, or when the next save names other fields", () => {
    markFrenchGaps(document, [["Name"], ["Hero", "Title"]])
    inPane("FR", "Name").dispatchEvent(new Event("input", { bubbles: true }))
    expect(inPane("FR", "Name")).not.toHaveAttribute("aria-invalid")
    expect(inPane("FR", "Title")).toHaveAttribute("aria-invalid", "true")
    markFrenchGaps(document, [])
    expect(document.querySelectorAll(`[${GAP_MARK}], [aria-invalid]`)).toHaveLength(0)
  })

  it("leave the page as it is when a label is not found", () => {
    markFrenchGaps(document, [["Nowhere"], ["Hero", "Nowhere"]])
    expect(document.querySelectorAll("[aria-invalid]")).toHaveLength(0)
  })
})
