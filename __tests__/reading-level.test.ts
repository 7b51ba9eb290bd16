import { pageReadings, readingProblems } from "../gatsby/checks/reading-check"
import { entryBlocks, readingLevel } from "../src/lib/reading-level"

const longSentence =
  "Patients experiencing persistent gastrointestinal discomfort accompanied by unexplained dehydration should immediately contact their designated healthcare practitioner regarding appropriate diagnostic investigations, medication adjustments, laboratory evaluations and specialist consultations."

describe("how hard a page is to read", () => {
  it("reads short, plain sentences at a low grade and LIX", () => {
    const level = readingLevel(["Book a visit. A doctor calls you by video.", "Bring your health card."], "en")
    expect(level.sentences).toBe(3)
    expect(level.words).toBe(13)
    expect(level.grade).toBeLessThan(4)
    expect(level.lix).toBeLessThan(30)
  })

  it("names the longest sentences, longest first, with their words counted", () => {
    const level = readingLevel(["Call us.", longSentence, "Bring your card today."], "en", 2)
    expect(level.longest).toEqual([
      { text: longSentence, words: 27 },
      { text: "Bring your card today.", words: 4 },
    ])
    expect(level.grade).toBeGreaterThan(12)
  })

  it("counts each sentence's own words where a paragraph holds several", () => {
    const level = readingLevel(["Call us today. Bring your health card to the visit. It is free."], "en")
    expect(level.longest).toEqual([
      { text: "Bring your health card to the visit.", words: 7 },
      { text: "Call us today.", words: 3 },
      { text: "It is free.", words: 3 },
    ])
  })

  it("measures French by LIX alone, its words cut as French cuts them", () => {
    const level = readingLevel(["Prenez rendez-vous aujourd’hui. L’infirmière vous appelle."], "fr")
    expect(level.grade).toBeUndefined()
    expect(level.sentences).toBe(2)
    expect(level.lix).toBeGreaterThan(0)
  })

  it("reads what a patient reads of an entry: not its slug, links, icons or search keywords", () => {
    const entry = {
      slug: "very-long-technical-slug",
      icon: "ShieldCheck",
      seo: { title: "Search title", keywords: ["keyword"] },
      hero: { title: "Care by video", description: "{coverage} Book today." },
      cta: { buttonLabel: "Book", buttonLink: "/contact" },
    }
    expect(entryBlocks(entry)).toEqual(["Care by video", "{coverage} Book today.", "Book"])
    expect(readingLevel(["{coverage} Book today."], "en").words).toBe(3)
  })
})

describe("the build's plain-language check", () => {
  const page = (text: string) => ({
    "pages/fees.en.yaml": { slug: "fees", title: "Fees", paragraphs: [text] },
  })

  it("refuses a page over the ceiling with its file, its figure, the ceiling and its longest sentences", () => {
    const problems = readingProblems(pageReadings({ "pages/new-page.en.yaml": { slug: "new-page", intro: longSentence } }))
    expect(problems).toEqual([expect.stringContaining("data/pages/new-page.en.yaml: too hard to read, grade ")])
    expect(problems[0]).toMatch(/grade [\d.]+ over 8 and LIX [\d.]+ over 45/)
    expect(problems[0]).toContain(`"${longSentence}" (27 words)`)
  })

  it("lets a page within the ceilings pass", () => {
    expect(readingProblems(pageReadings(page("Most visits are covered. Some forms have a fee.")))).toEqual([])
  })

  it("refuses a French page by its LIX alone", () => {
    const long =
      "Les établissements pharmaceutiques communautaires transmettent électroniquement les renseignements thérapeutiques."
    const problems = readingProblems(
      pageReadings({ "pages/fees.en.yaml": { slug: "fees" }, "pages/fees.fr.yaml": { title: long } }),
    )
    expect(problems).toEqual([expect.stringMatching(/^data\/pages\/fees\.fr\.yaml: too hard to read, LIX [\d.]+ over 45 /)])
  })
})
