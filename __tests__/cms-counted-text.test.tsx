import { render, screen } from "@testing-library/react"

import type { Control, ControlProps } from "../src/cms/widgets/control"
import { countedText } from "../src/cms/widgets/counted-text"

/** Decap's text box, as far as the count needs it. */
const TextControl = (({ value }: ControlProps) => <input aria-label="Title" defaultValue={String(value)} />) as unknown as Control

const titleField = (value: string) => {
  const CountedText = countedText(TextControl)
  const props = { value, forID: "title-1", field: { get: (key: string) => (key === "counter" ? 60 : undefined) } }
  render(<CountedText {...(props as unknown as ControlProps)} />)
}

describe("a search title's count, under its box in the editor", () => {
  it("says how many characters there are against what search results show", () => {
    titleField("Online doctor in Hamilton")
    expect(screen.getByText("25 of about 60 characters search results show")).toBeTruthy()
  })

  it("says what is cut off once the title is longer than search results show", () => {
    titleField("x".repeat(72))
    expect(screen.getByText("72 characters: search results show about 60, the rest is cut off")).toBeTruthy()
  })
})
