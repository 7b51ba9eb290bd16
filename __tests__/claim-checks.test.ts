import { stringify } from "yaml"
import path from "path"

import {
  snippetCoverageProblems,
  claimFigureWarnings,
  claimShapeProblems,
  coverageProblems,
  figuresIn,
  medicationPageProblems,
} from "../gatsby/checks/claim-checks"
import { parseData } from "../gatsby/content/data-files"
import { claimMinutes, howToTotalTime } from "../src/lib/claim-durations"
import { LANGUAGES } from "../src/lib/language"
import { checkTexts, sampledDataTexts } from "./support/checked-content"
import { firstDataFile, firstFileIn, loadDataFile, loadDataFiles, loadSampledDataFiles } from "./support/data"

type Yaml = Record<string, any>

/**
 * A sample of data/ with the `named` files (loadSampledDataFiles): a check's answer to one seeded mistake is the same at
 * any number of entries, and a copy of all of data/ made each such test grow with the content (issue 60).
 */
const sampleWith = (...named: string[]) => loadSampledDataFiles(named) as Record<string, Yaml>

/** A sample of data/ with one entry changed: the seeded mistake each check must find. */
const withEntry = (file: string, edit: (entry: Yaml) => void) => {
  const files = sampleWith(file)
  edit(files[file])
  return files
}

describe("coverage said truly", () => {
  it("finds nothing in data/ as it is", () => {
    expect(coverageProblems(loadDataFiles())).toEqual([])
  })

  it.each([
    "Prescriptions, sick notes and referrals, covered by OHIP.",
    "Sick notes are free with a valid Ontario health card.",
    "OHIP covers WSIB forms.",
    "Counselling is not always covered by OHIP.",
  ])('refuses "%s", naming file and field', (sentence) => {
    const file = firstDataFile("services")
    const files = withEntry(file, (entry) => (entry.hero.description = `Book a visit. ${sentence}`))
    expect(coverageProblems(files)).toEqual([expect.stringContaining(`data/${file}, field "hero.description": "${sentence}"`)])
  })

  it.each([
    "Sick notes are not covered by OHIP and have a fee.",
    "WSIB forms are paid by WSIB.",
    "Is my medication covered?",
    "Call toll-free for a sick note.",
    "{medicationCost}",
  ])('accepts "%s"', (sentence) => {
    const files = withEntry(firstDataFile("services"), (entry) => (entry.hero.description = sentence))
    expect(coverageProblems(files)).toEqual([])
  })

  it.each([
    "Les billets médicaux sont gratuits avec une carte Santé valide.",
    "L'OHIP couvre les formulaires de la WSIB.",
    "Vos médicaments sont couverts.",
  ])('refuses in French "%s", by site.fr.yaml\'s fee items', (sentence) => {
    const file = firstDataFile("services", "fr")
    const files = withEntry(file, (entry) => (entry.hero.description = `Prenez rendez-vous. ${sentence}`))
    expect(coverageProblems(files)).toEqual([expect.stringContaining(`data/${file}, field "hero.description": "${sentence}"`)])
  })

  it.each([
    "Les billets médicaux ne sont pas couverts par l'OHIP et sont payants.",
    "Le coût des médicaments n'est généralement pas couvert par l'OHIP.",
    "Consultation couverte par l'OHIP ; médicaments non couverts",
    "Un billet médical entraîne des frais.",
  ])('accepts in French "%s"', (sentence) => {
    const files = withEntry(firstDataFile("services", "fr"), (entry) => (entry.hero.description = sentence))
    expect(coverageProblems(files)).toEqual([])
  })

  it("reads a coverage token as the page shows it", () => {
    const files = withEntry("site.yaml", (site) => (site.coverage.insured = "Sick notes are covered by OHIP."))
    const file = firstDataFile("services")
    files[file].hero.description = "{coverage}"
    const problems = coverageProblems(files)
    expect(problems).toContainEqual(expect.stringContaining(`data/${file}, field "hero.description"`))
    // the coverage sentences themselves are read where a page shows them, not where they are defined
    expect(problems.filter((line) => line.startsWith('data/site.yaml, field "coverage.'))).toEqual([])
  })

  it("reads data/site.yaml's other fields like any entry's", () => {
    const files = withEntry("site.yaml", (site) => (site.seo.defaultDescription = "Sick notes are free."))
    expect(coverageProblems(files)).toEqual([expect.stringContaining('data/site.yaml, field "seo.defaultDescription"')])
  })

  it("names the sentence as written, without the spaces before it", () => {
    const file = firstDataFile("services")
    const files = withEntry(file, (entry) => (entry.hero.description = "  Sick notes are free. Book a visit."))
    expect(coverageProblems(files)).toEqual([expect.stringContaining(`field "hero.description": "Sick notes are free." calls`)])
  })

  it("finds an item with a fee however it is typed: with signs that mean something in a pattern, or two spaces", () => {
    const files = withEntry("site.yaml", (site) => (site.coverage.feeItems = ["MTO (driver) report", "travel  letter"]))
    const file = firstDataFile("services")
    files[file].hero.description = "An MTO (driver) report is free. Travel letters are free."
    expect(coverageProblems(files).map((line) => line.match(/calls (.+) free or covered/)?.[1])).toEqual([
      "MTO (driver) report",
      "travel  letter",
    ])
  })

  it("takes a blank fee item for no item, so it never matches every sentence", () => {
    const files = withEntry("site.yaml", (site) => (site.coverage.feeItems = [" "]))
    const file = firstDataFile("services")
    files[file].hero.description = "Video visits are covered by OHIP."
    expect(coverageProblems(files)).toEqual([])
  })

  it("has nothing to check without data/site.yaml's coverage or claims", () => {
    const files = withEntry("site.yaml", (site) => {
      delete site.coverage
      delete site.claims
    })
    expect(coverageProblems(files)).toEqual([])
    expect(claimFigureWarnings(files)).toEqual([])
    expect(claimShapeProblems(files)).toEqual([])
  })
})

describe("coverage where a search result or a badge shows it alone", () => {
  it("finds nothing in data/ as it is", () => {
    expect(snippetCoverageProblems(loadDataFiles())).toEqual([])
  })

  it("refuses a description, title or badge that says covered without the health card, in each language", () => {
    const file = firstDataFile("conditions")
    const french = firstDataFile("conditions", "fr")
    const files = sampleWith(file, french)
    files[file].seo.description += " The visit is covered by OHIP."
    files[french].hero.badge = "Couvert par l'OHIP"
    files["interface.yaml"].sections.hero.badge = "OHIP Covered"
    expect(snippetCoverageProblems(files)).toEqual([
      expect.stringMatching(/^data\/interface\.yaml, field "sections\.hero\.badge": "OHIP Covered" says covered without/),
      expect.stringMatching(
        /^data\/conditions\/[\w-]+\.en\.yaml \(entry "[\w-]+"\), field "seo\.description": .* without its condition/,
      ),
      expect.stringMatching(
        /^data\/conditions\/[\w-]+\.fr\.yaml \(entry "[\w-]+"\), field "hero\.badge": "Couvert par l'OHIP" says covered/,
      ),
    ])
  })

  // the short lines of DECISIONS ("Launch and trust"): the tagline, the home hero, the share image's alt, badges, titles
  it.each([
    ["site.yaml", "brand.tagline", "Virtual doctor appointments in Ontario, covered by OHIP"],
    ["site.yaml", "seo.shareImageAlt", "Lakeshore Virtual Clinic, virtual doctor appointments in Ontario covered by OHIP"],
    ["site.fr.yaml", "brand.tagline", "Consultations médicales virtuelles en Ontario, couvertes par l'OHIP"],
    ["site.fr.yaml", "seo.shareImageAlt", "Clinique virtuelle Lakeshore, consultations couvertes par l'OHIP"],
    ["pages/home.en.yaml", "hero.title", "Virtual Doctor Appointments in Ontario, Covered by OHIP"],
    ["pages/home.fr.yaml", "hero.title", "Consultations médicales virtuelles en Ontario, couvertes par l'OHIP"],
    ["services/prescription.en.yaml", "hero.badge", "OHIP Covered; Notes Have a Fee"],
    ["services/prescription.en.yaml", "hero.badge", "Visit OHIP Covered; Medication Not Covered"],
    ["services/prescription.en.yaml", "hero.badge", "Visit covered by OHIP, a sick note has a fee"],
    ["services/prescription.en.yaml", "hero.title", "Free Prescription Visits"],
    ["services/prescription.fr.yaml", "hero.badge", "Consultation couverte par l'OHIP ; médicaments non couverts"],
    ["services/prescription.fr.yaml", "hero.title", "Ordonnances en ligne, sans frais"],
  ])('refuses data/%s %s "%s", naming file, entry and field and the short form to write', (file, field, words) => {
    const files = sampleWith(file)
    const [group, key] = field.split(".")
    files[file][group][key] = words
    const problems = snippetCoverageProblems(files)
    const entry = file.includes("/") ? ` (entry "${path.basename(file).split(".")[0]}")` : ""
    expect(problems).toEqual([expect.stringContaining(`data/${file}${entry}, field "${field}": "`)])
    expect(problems[0]).toContain(file.includes(".fr.") ? "carte Santé" : "health card")
  })

  it.each([
    ["services/prescription.en.yaml", "hero.badge", "Doctor visits covered by OHIP with your health card"],
    ["services/prescription.en.yaml", "hero.badge", "Visit covered with your health card; medication cost is not"],
    ["services/prescription.en.yaml", "hero.title", "Prescriptions with Your OHIP Card"],
    ["pages/fees.en.yaml", "hero.title", "What OHIP Covers"],
    ["pages/fees.fr.yaml", "hero.title", "Ce que couvre l'OHIP"],
    ["services/prescription.fr.yaml", "hero.badge", "Consultations médicales couvertes par l'OHIP avec votre carte Santé"],
    [
      "services/prescription.fr.yaml",
      "hero.badge",
      "Consultation couverte avec votre carte Santé ; la contraception ne l'est pas",
    ],
  ])('accepts data/%s %s "%s"', (file, field, words) => {
    const files = sampleWith(file)
    const [group, key] = field.split(".")
    files[file][group] = { ...files[file][group], [key]: words }
    expect(snippetCoverageProblems(files)).toEqual([])
  })

  it("accepts the condition said, and the {coverage} token", () => {
    const files = withEntry(firstDataFile("conditions"), (entry) => {
      entry.seo.description = "Acne care by video. Covered by OHIP with a valid Ontario health card."
      entry.hero.badge = "{coverage}"
    })
    expect(snippetCoverageProblems(files)).toEqual([])
  })

  it("refuses any coverage word on a medication's page or the drug list, the condition said or not", () => {
    const files = withEntry(
      firstDataFile("medications"),
      (entry) => (entry.seo.description += " Covered by OHIP with a valid Ontario health card."),
    )
    files["pages/medications.fr.yaml"].hero.badge = "Couvert par l'OHIP"
    expect(snippetCoverageProblems(files)).toEqual([
      expect.stringMatching(
        /^data\/medications\/[\w-]+\.en\.yaml \(entry "[\w-]+"\), field "seo\.description": .* a drug's page/,
      ),
      expect.stringMatching(/^data\/pages\/medications\.fr\.yaml \(entry "medications"\), field "hero\.badge": .* a drug's page/),
    ])
  })

  it("runs in npm run check:content and the build", () => {
    const texts = sampledDataTexts()
    texts["site.yaml"] = texts["site.yaml"].replace(/^ {2}tagline: .*$/m, "  tagline: Virtual doctor visits, covered by OHIP")
    const { errors } = checkTexts(texts)
    expect(errors).toEqual([
      expect.stringContaining('data/site.yaml, field "brand.tagline": "Virtual doctor visits, covered by OHIP"'),
    ])
  })
})

describe("claims typed as figures", () => {
  it("reads figures with their unit, a count in words only of steps", () => {
    expect(figuresIn("within 2 to 4 hours, at least 1 Mbps, in 4 Easy Steps, Four steps").map((f) => f.key)).toEqual([
      "2-4 hour",
      "1-1 mbp",
      "4-4 step",
      "4-4 step",
    ])
    expect(figuresIn("take it about one hour before")).toEqual([])
    expect(figuresIn("2 to four hours")).toEqual([])
  })

  it("warns about a typed step count, and about figures in data/site.yaml outside its claims", () => {
    const { claims } = loadDataFile<Yaml>("site.yaml")
    const files = withEntry("site.yaml", (site) => (site.seo.defaultDescription = `See a doctor in ${claims.stepCount} steps.`))
    expect(claimFigureWarnings(files)).toEqual([
      expect.stringMatching(/^data\/site\.yaml, field "seo\.defaultDescription": .* write \{stepCount\}/),
    ])
  })

  it("reads a medication's other fields, and other entries' about and safety, like any text", () => {
    const medication = firstDataFile("medications")
    const service = firstDataFile("services")
    const files = withEntry(medication, (entry) => (entry.hero.description = "Works on a 1 Mbps connection."))
    files[service].about = { note: "Works on a 1 Mbps connection." }
    files[medication].hero.about = { note: "Works on a 1 Mbps connection." }
    const fields = claimFigureWarnings(files).map((line) =>
      line
        .match(/^data\/(.+?), field "(.+?)"/)
        ?.slice(1)
        .join(" "),
    )
    expect(fields).toEqual(
      expect.arrayContaining([`${medication} hero.description`, `${medication} hero.about.note`, `${service} about.note`]),
    )
  })

  it("warns about a typed figure that repeats a claim, naming file, field and token", () => {
    const file = firstDataFile("cities")
    const files = withEntry(file, (entry) => (entry.heroDescription = "You need an internet connection of at least 1 Mbps."))
    expect(claimFigureWarnings(files)).toContain(
      `data/${file}, field "heroDescription": "1 Mbps" repeats a claim of data/site.yaml ("1 Mbps"): write {minimumSpeed} so it changes with the claim`,
    )
  })

  it("gives npm run check:content the warning, not an error", () => {
    const texts = sampledDataTexts()
    const file = firstFileIn(texts, "cities")
    const entry = parseData(texts[file]) as Yaml
    entry.heroDescription = "Reschedule without penalty up to 1 hour before your visit."
    texts[file] = stringify(entry)
    const report = checkTexts(texts)
    expect(report.errors).toEqual([])
    expect(report.warnings).toContainEqual(expect.stringContaining(`data/${file}, field "heroDescription": "1 hour"`))
  })

  it("leaves a medication's doses alone", () => {
    const file = firstDataFile("medications")
    const files = withEntry(file, (entry) => entry.about.dosages.push("Take it 2 hours before a meal."))
    expect(claimFigureWarnings(files).filter((line) => line.includes(file))).toEqual([])
  })
})

describe("claims the site computes with", () => {
  it("finds nothing in data/ as it is", () => {
    expect(claimShapeProblems(loadDataFiles())).toEqual([])
  })

  it("refuses a step count the how-it-works page does not show", () => {
    const files = withEntry("site.yaml", (site) => (site.claims.stepCount += 1))
    expect(claimShapeProblems(files)).toEqual([expect.stringMatching(/^data\/site\.yaml, field "claims\.stepCount"/)])
  })

  it("refuses a step time that is no length of time", () => {
    const files = withEntry("site.yaml", (site) => (site.claims.bookingTime = "quickly"))
    expect(claimShapeProblems(files)).toEqual([expect.stringContaining('field "claims.bookingTime": "quickly"')])
  })

  it("adds the step times up for the how-to, each at its longest", () => {
    expect(claimMinutes("under 5 minutes")).toBe(5)
    expect(claimMinutes("2 to 4 hours")).toBe(240)
    expect(claimMinutes("soon")).toBeUndefined()
    expect(
      howToTotalTime({ registrationTime: "under 5 minutes", bookingTime: "2-3 minutes", visitLength: "under 30 minutes" }),
    ).toBe("PT38M")
  })

  it("reads a step time with spaces around it, and names the claim that is no length of time", () => {
    expect(claimMinutes(" about 1 hour ")).toBe(60)
    expect(() =>
      howToTotalTime({ registrationTime: "under 5 minutes", bookingTime: "quickly", visitLength: "under 30 minutes" }),
    ).toThrow('claims.bookingTime "quickly" is no length of time like "under 5 minutes"')
  })
})

describe("counsel's rules for medication pages", () => {
  it("hold in data/ as it is", () => {
    expect(medicationPageProblems(loadDataFiles())).toEqual([])
  })

  it.each(LANGUAGES)("refuse a title that leads with the brand, and a keyword that pairs the drug with OHIP (%s)", (language) => {
    const file = firstDataFile("medications", language)
    const files = withEntry(file, (entry) => {
      entry.hero.title = `Brandname (${entry.genericName}) Online`
      entry.seo.keywords.push(`${entry.name} prescription OHIP`)
    })
    const problems = medicationPageProblems(files)
    expect(problems).toContainEqual(expect.stringContaining(`data/${file}, field "hero.title": must start with the generic name`))
    expect(problems).toContainEqual(expect.stringContaining(`data/${file}, field "seo.keywords[`))
  })

  it.each(LANGUAGES)("refuse a name that leads with the brand: the footer, index and breadcrumbs show it (%s)", (language) => {
    const file = firstDataFile("medications", language)
    const files = withEntry(file, (entry) => (entry.name = "Brandname"))
    expect(medicationPageProblems(files)).toContainEqual(
      expect.stringContaining(`data/${file}, field "name": must start with the generic name`),
    )
  })
})
