import { screen } from "@testing-library/dom"

import { REFUSAL_HEADING, REFUSAL_POINTER, refusalReasons, showRefusal } from "../src/cms/refusal-summary"

/** A field as Decap 3.6 draws one: its block, a top bar holding the label and its errors, then the field; a group holds its fields. */
const field = (label: string, errors: string[] = [], inner = "") =>
  `<div><div><label>${label}</label>${
    errors.length ? `<ul class="css-1-ControlErrorsList">${errors.map((error) => `<li>${error}</li>`).join("")}</ul>` : ""
  }</div><input aria-label="${label}">${inner}</div>`

beforeEach(() => {
  document.body.innerHTML = `<div id="pane">${
    field("Web address name", [REFUSAL_POINTER]) +
    field("Phone", ["Phone: A phone number like 1-844-222-7200."]) +
    field("Opening hours", [], field("Opens", ['Opens: A 24-hour time like "08:00".']))
  }</div>`
})

const first = () => document.getElementById("pane")!.firstElementChild!

describe("a refused save's summary", () => {
  it("lists the entry's reasons one by one, then Decap's, each after the labels of the groups around it, not the pointer to it", () => {
    expect(refusalReasons(document, ["one", "two"])).toEqual([
      "one",
      "two",
      "Phone: A phone number like 1-844-222-7200.",
      'Opening hours › Opens: A 24-hour time like "08:00".',
    ])
  })

  it("is an alert named by its heading, above the pane's first field, gone once nothing is left", () => {
    const anchor = first()
    showRefusal(anchor, ["Phone: A phone number like 1-844-222-7200."])
    const summary = screen.getByRole("alert", { name: REFUSAL_HEADING })
    expect(summary.nextElementSibling).toBe(anchor)
    expect(summary).toHaveTextContent("Phone: A phone number")
    showRefusal(anchor, ["Name is empty: please fill it in."])
    expect(screen.getAllByRole("alert")).toHaveLength(1)
    expect(screen.getByRole("alert")).toHaveTextContent("Name is empty")
    showRefusal(anchor, [])
    expect(screen.queryByRole("alert")).toBeNull()
  })
})
