import { render, screen, within } from "@testing-library/react"
import { ThemeProvider } from "styled-components"

import ReadingLevelNote from "../src/cms/reading-level-note"
import { theme } from "../src/styles/theme"

const long =
  "If you notice any unusual symptoms after starting this medication, including persistent headaches, dizziness, blurred vision or swelling of your ankles, contact your prescribing clinician promptly for advice."

const note = (data: Record<string, unknown>, language: "en" | "fr" = "en") => {
  render(
    <ThemeProvider theme={theme}>
      <ReadingLevelNote data={data} language={language} />
    </ThemeProvider>,
  )
  return screen.getByRole("complementary", { name: "Reading level" })
}

describe("the reading level above an entry's preview in the editor", () => {
  it("says a plain entry is easy enough to read, with its figures and the ceilings", () => {
    const shown = note({ slug: "x", hero: { title: "Care by video", description: "Book a visit. A doctor calls you." } })
    expect(shown).toHaveTextContent(/Easy enough to read: school grade [\d.]+ \(8 or lower\), LIX [\d.]+ \(45 or lower\)/)
    expect(within(shown).queryByRole("list")).toBeNull()
  })

  it("says a hard entry is too hard and names each sentence over 25 words, with its count", () => {
    const shown = note({ about: { safety: [long, long.replace("promptly", "right away")] } })
    expect(shown).toHaveTextContent(/Too hard to read for many patients/)
    expect(within(shown).getAllByRole("listitem")).toHaveLength(2)
    expect(within(shown).getAllByRole("listitem")[0]).toHaveTextContent(/\(29 words\)$/)
  })

  it("measures a French pane in French, by LIX alone", () => {
    const shown = note({ hero: { title: "Des soins par vidéo" } }, "fr")
    expect(shown).toHaveTextContent("Measured on the French text")
    expect(shown).not.toHaveTextContent("school grade")
  })
})
