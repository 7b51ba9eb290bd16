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
  return screen.getByRole("complementary", { name: language === "fr" ? "Niveau de lecture" : "Reading level" })
}

const NO_BREAK = "\u00a0"

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

  it("says what LIX is, in a line", () => {
    const shown = note({ hero: { title: "Care by video" } })
    expect(within(shown).getByText(/^LIX adds/)).toHaveTextContent(/words in a sentence.+over six letters/)
  })

  it("speaks French on a French pane: measured by LIX alone, with LIX said in a line, in French typography", () => {
    const shown = note({ hero: { title: "Des soins par vidéo. Un médecin vous appelle." } }, "fr")
    expect(shown.textContent).toMatch(new RegExp(`^Assez facile à lire${NO_BREAK}: LIX [\\d,]+ \\(45 ou moins\\)\\.`))
    expect(shown).toHaveTextContent("Mesuré sur le texte français")
    expect(within(shown).getByText(/^Le LIX/)).toHaveTextContent(/mots par phrase.+plus de six lettres/)
    expect(shown).not.toHaveTextContent(/school grade|Measured|Easy enough|LIX adds|words/)
  })

  it("names a long French sentence in French, with its count of words", () => {
    const long = `${"Votre médecin peut vous prescrire un traitement adapté à votre état de santé ".repeat(2)}lors de la consultation.`
    const shown = note({ hero: { title: long } }, "fr")
    expect(shown.textContent).toContain(`Trop difficile à lire pour bien des personnes${NO_BREAK}:`)
    expect(shown).toHaveTextContent(/Phrases de plus de 25 mots, de la plus longue à la plus courte/)
    expect(within(shown).getByRole("listitem")).toHaveTextContent(/\(30 mots\)$/)
  })
})
