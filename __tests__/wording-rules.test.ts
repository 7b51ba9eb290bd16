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

  it("refuses a therapist called licensed a few words later, as an editor may write it", () => {
    expect(problems("hero.description", "Our physicians and therapists are all licensed in Ontario.")).toEqual([
      expect.stringMatching(/^"therapists are all licensed": a therapist is not "licensed"/),
    ])
  })

  it("accepts a licensed clinician, and the title token alone", () => {
    expect(problems("hero.description", "A licensed clinician decides. Ontario physicians and {therapists}.")).toEqual([])
    expect(problems("hero.description", "Ask a therapist. A licensed physician decides.")).toEqual([])
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

describe("a French number never breaks across lines", () => {
  it.each([
    ["a thin space pasted between its digit groups", "Au plus 2\u2009000 mg par jour."],
    ["two spaces before its unit", "Prenez 500  mg."],
    ["a tab in a speed", "Une connexion de 1\tMbit/s suffit."],
  ])("refuses %s, saying to type one ordinary space", (_case, text) => {
    expect(problems("dosage.items.0", text, "fr")).toEqual([
      expect.stringMatching(/can break across two lines.*Type one ordinary space there/),
    ])
  })

  it("accepts numbers typed with ordinary spaces, which the site keeps together, and leaves English alone", () => {
    expect(problems("dosage.items.0", "Au plus 2 000 mg, 1 Mbit/s, de 8 h à 21 h, 15 %.", "fr")).toEqual([])
    expect(problems("dosage.items.0", "Up to 2\u2009000 mg.")).toEqual([])
  })
})

describe("coverage in a short line says its condition", () => {
  it.each([
    ["hero.badge", "OHIP Covered", "en", '"Doctor visits covered by OHIP with your health card"'],
    ["brand.tagline", "Virtual doctor visits, covered by OHIP", "en", "health card"],
    ["seo.shareImageAlt", "Free prescription visits", "en", "health card"],
    ["hero.badge", "Couvert par l'OHIP", "fr", "« avec votre carte Santé »"],
    ["leadForm.heading", "Book a Visit Covered by OHIP", "en", "health card"],
    ["cta.buttonLabel", "Book a Free Visit", "en", "health card"],
  ])('refuses at %s "%s", giving the short form to write', (path, line, language, fix) => {
    expect(problems(path, line, language as Language)).toEqual([
      expect.stringMatching(new RegExp(`^"${line}" says covered without its condition`)),
    ])
    expect(problems(path, line, language as Language)[0]).toContain(fix)
  })

  it("reads each part of a line alone: a fee named beside the claim does not excuse it", () => {
    expect(problems("hero.badge", "OHIP Covered; Notes Have a Fee")).toEqual([expect.stringContaining('"OHIP Covered" says')])
  })

  it("accepts the condition said, a topic, what is not covered, and the same words in body text", () => {
    expect(problems("hero.badge", "Doctor visits covered by OHIP with your health card")).toEqual([])
    expect(problems("hero.title", "What OHIP Covers")).toEqual([])
    expect(problems("hero.badge", "Medication not covered")).toEqual([])
    expect(problems("hero.title", "Ce que couvre l'OHIP", "fr")).toEqual([])
    expect(problems("hero.description", "Visits are covered by OHIP.")).toEqual([])
  })

  it("allows no coverage word in a drug's page or the drug list, the condition said or not", () => {
    const line = "Covered by OHIP with your health card"
    expect(problems("hero.badge", line, "en", "medications", "sildenafil")).toEqual([
      expect.stringContaining("says covered on a drug's page"),
    ])
    expect(problems("hero.badge", line, "en", "pages", "medications")).toEqual([expect.stringContaining("a drug's page")])
  })
})

describe("a fee item is never called free or covered", () => {
  const coverage = (language: Language) => ({
    tokens: { coverage: language === "fr" ? "Couvert avec votre carte Santé." : "Covered with your health card." },
    feeItems: language === "fr" ? ["billet médical", " "] : ["sick note", "form", " "],
    listedIn: "Site facts › Coverage › Fee items",
  })
  /** One field's text with the site's coverage known, as check:content and the editor know it. */
  const withFees = (path: string, text: string, language: Language = "en", collection = "services") =>
    wordingProblems(path, text, {
      language,
      therapistTitle: TITLES[language],
      collection,
      slug: "consultation",
      coverage: coverage(language),
    })

  it("refuses a sentence that calls an item with a fee free or covered, saying where the items are listed", () => {
    expect(withFees("hero.description", "Book a visit. Sick notes are free.")).toEqual([
      expect.stringMatching(
        /^"Sick notes are free\." calls sick note free or covered, but it has a fee or is not insured \(Site facts › Coverage › Fee items\): say what OHIP covers with \{coverage\}/,
      ),
    ])
    expect(withFees("hero.description", "Le billet médical est gratuit.", "fr")).toEqual([
      expect.stringContaining("calls billet médical free or covered"),
    ])
  })

  it("reads a coverage token as the page shows it", () => {
    expect(
      wordingProblems("hero.description", "{coverage}", {
        language: "en",
        therapistTitle: TITLES.en,
        coverage: { ...coverage("en"), tokens: { coverage: "Sick notes are covered by OHIP." } },
      }),
    ).toEqual([expect.stringContaining('"Sick notes are covered by OHIP." calls sick note')])
  })

  it("accepts what is not covered, a question, a blank item, and the site's own coverage sentences", () => {
    expect(withFees("hero.description", "Sick notes are not covered by OHIP and have a fee.")).toEqual([])
    expect(withFees("hero.description", "Is a sick note covered?")).toEqual([])
    expect(withFees("hero.description", "Video visits are covered by OHIP.")).toEqual([])
    expect(withFees("coverage.insured", "Sick notes are covered.", "en", "site")).toEqual([])
  })

  it("checks nothing of fees without the site's coverage", () => {
    expect(problems("hero.description", "Sick notes are free.")).toEqual([])
  })
})
