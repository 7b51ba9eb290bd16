import type { Language } from "../src/lib/language"
import { type WordingContext, wordingProblems } from "../src/lib/wording-rules"

const TITLES: Record<Language, WordingContext["therapistTitle"]> = {
  en: { therapist: "registered psychotherapist", therapists: "registered psychotherapists" },
  fr: { therapist: "psychothérapeute autorisé", therapists: "psychothérapeutes autorisés" },
}

/** One field's text as a page of `collection` would hold it, in `language`. */
const problems = (path: string, text: string, language: Language = "en", collection = "services", slug = "consultation") =>
  wordingProblems(path, text, { language, therapistTitle: TITLES[language], collection, slug })

describe("a therapist named by the regulated title", () => {
  it("refuses a therapist called licensed, quoting the words and saying what to write", () => {
    expect(problems("hero.description", "Video visits with licensed Ontario physicians and therapists.")).toEqual([
      expect.stringMatching(/^"licensed Ontario physicians and therapists": a therapist is not "licensed": write \{therapist\}/),
    ])
  })

  it("reads a title token as the page shows it: a licensed {therapist} is a licensed therapist", () => {
    expect(problems("hero.description", "See a licensed {therapist} by video.")).toHaveLength(1)
  })

  it("refuses « thérapeute autorisé » in French and accepts the regulated « psychothérapeute autorisé »", () => {
    expect(problems("hero.description", "Parlez à un thérapeute autorisé.", "fr")).toEqual([
      expect.stringContaining("« thérapeute autorisé » is no regulated title"),
    ])
    expect(problems("hero.description", "Parlez à un {therapist} ou à un psychothérapeute autorisé.", "fr")).toEqual([])
  })

  it("accepts a licensed clinician, and the title token alone", () => {
    expect(problems("hero.description", "A licensed clinician decides. Ontario physicians and {therapists}.")).toEqual([])
  })
})

describe("brand names", () => {
  it("refuses a brand as a search keyword on any page, naming the generic name in the field's language", () => {
    expect(problems("seo.keywords.2", "Zoloft refill online")).toEqual([
      expect.stringMatching(/^"Zoloft refill online" names the brand "Zoloft" as a search keyword.*"sertraline"/),
    ])
    expect(problems("seo.defaultKeywords.0", "ordonnance Viagra", "fr", "site", "")).toEqual([
      expect.stringContaining('"sildénafil"'),
    ])
  })

  it("names each brand a keyword gives", () => {
    expect(problems("seo.keywords.0", "Viagra or Cialis online")).toHaveLength(2)
  })

  it("refuses a brand in a medication's name or title unless the page's address is that brand", () => {
    expect(problems("hero.title", "Oseltamivir (Tamiflu) Online", "en", "medications", "oseltamivir")).toEqual([
      expect.stringContaining('a medication\'s name and titles give the generic name alone, "oseltamivir"'),
    ])
    expect(problems("name", "Sildenafil (Viagra)", "en", "medications", "viagra")).toEqual([])
  })

  it("leaves a brand in body text, and in another kind of page's title", () => {
    expect(problems("hero.description", "Sold as Tamiflu.", "en", "medications", "oseltamivir")).toEqual([])
    expect(problems("hero.title", "Tamiflu questions")).toEqual([])
  })

  it("does not take a generic name that starts like a brand for the brand", () => {
    expect(problems("seo.keywords.0", "ciprofloxacin for a UTI")).toEqual([])
  })
})

describe("a wait in a heading says typically", () => {
  it.each([
    ["benefits.items.1.title", "Seen the Same Day", '"typically"', "en"],
    ["hero.badge", "Seen within hours", '"typically"', "en"],
    ["seo.title", "Seen Within {sameDayWait}", '"typically"', "en"],
    ["benefits.items.1.title", "Rendez-vous le jour même", "« généralement »", "fr"],
  ])('refuses at %s "%s", saying to add %s', (path, heading, word, language) => {
    expect(problems(path, heading, language as Language)).toEqual([expect.stringContaining(word)])
  })

  it("accepts a heading that says typically, and a wait in body text", () => {
    expect(problems("hero.title", "Typically Seen the Same Day")).toEqual([])
    expect(problems("hero.title", "Généralement vu le jour même", "fr")).toEqual([])
    expect(problems("hero.description", "Seen the same day, within hours.")).toEqual([])
  })
})
