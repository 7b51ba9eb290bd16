import path from "path"

import { BRAND_NAMES } from "../src/lib/brand-names"
import {
  brandNameProblems,
  breakableNumberProblems,
  crisisLineProblems,
  therapistTitleProblems,
  waitHeadingProblems,
} from "../gatsby/checks/trust-checks"
import { checkTexts, sampledDataTexts } from "./support/checked-content"
import { loadDataFiles, loadSampledDataFiles } from "./support/data"

type Yaml = Record<string, any>

/** data/ as it is, for the tests that look a file up in it: never changed. */
const dataAsItIs = loadDataFiles() as Record<string, Yaml>

/**
 * A sample of data/ with `files` (loadSampledDataFiles): a check's answer to one seeded mistake is the same at any number
 * of entries, and a copy of all of data/ made each such test grow with the content (issue 60).
 */
const sampleWith = (...files: string[]) => loadSampledDataFiles(files) as Record<string, Yaml>

/** A sample of data/ with one file changed: the seeded mistake the check must find. */
const withFile = (file: string, edit: (entry: Yaml) => void) => {
  const files = sampleWith(file)
  edit(files[file])
  return files
}

/** Every {crisisLine} of an entry taken out, as an editor's rewrite might: the urgent-help words keep only 911. */
const withoutCrisisLine = (value: unknown): unknown => {
  if (typeof value === "string") return value.replace(/[^.]*\{\s*crisisLine\s*\}[^.]*\.\s*/g, "")
  if (Array.isArray(value)) return value.map(withoutCrisisLine)
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withoutCrisisLine(inner)]))
  return value
}

describe("the crisis line wherever a page offers mental-health care", () => {
  it("finds nothing in data/ as it is", () => {
    expect(crisisLineProblems(loadDataFiles())).toEqual([])
  })

  it.each(["services/mental-health-virtual-clinic.en.yaml", "services/mental-health-virtual-clinic.fr.yaml"])(
    "refuses %s without the crisis line, naming file, entry and field and the fix",
    (file) => {
      const files = sampleWith(file)
      files[file] = withoutCrisisLine(files[file]) as Yaml
      const problems = crisisLineProblems(files)
      expect(problems).toEqual([expect.stringContaining(`data/${file} (entry "mental-health-virtual-clinic"), field "`)])
      expect(problems[0]).toContain("{crisisLine}")
      expect(problems[0]).toContain("911")
    },
  )

  it("refuses a page that mentions depression in passing, with only 911 in its urgent-help words", () => {
    const file = "services/consultation.en.yaml"
    const files = withFile(file, (entry) => (entry.hero.description = `${entry.hero.description} We also help with depression.`))
    expect(crisisLineProblems(files)).toEqual([
      expect.stringContaining(
        `data/${file} (entry "consultation"), field "hero.description": mentions mental-health care ("depression")`,
      ),
    ])
  })

  it("refuses the crisis line written where 911 is not: it belongs beside 911", () => {
    const file = "services/consultation.en.yaml"
    const files = withFile(file, (entry) => {
      entry.hero.description = `${entry.hero.description} We help with anxiety. In a crisis, contact the {crisisLine}.`
    })
    expect(crisisLineProblems(files)).toEqual([expect.stringContaining(`data/${file} (entry "consultation")`)])
  })

  it("takes a condition page whose crisis notice is on (showCrisisLine: true), which gives both numbers", () => {
    const file = "conditions/depression.en.yaml"
    const files = sampleWith(file)
    files[file] = withoutCrisisLine(files[file]) as Yaml
    expect(crisisLineProblems(files)).toEqual([])
    files[file].showCrisisLine = false
    expect(crisisLineProblems(files)).toEqual([expect.stringContaining(`data/${file} (entry "depression")`)])
  })

  it("takes a city page: its local facts always give the crisis line beside 911", () => {
    const file = Object.keys(dataAsItIs).find((name) => name.startsWith("cities/"))!
    const files = withFile(
      file,
      (entry) => (entry.heroDescription = `${entry.heroDescription} Help with anxiety and depression.`),
    )
    expect(crisisLineProblems(files)).toEqual([])
  })

  it.each([
    ["CNS depressants", "en"],
    ["les dépresseurs du système nerveux", "fr"],
  ])('does not read "%s" as mental-health care', (words, language) => {
    const file = `services/consultation.${language}.yaml`
    const files = withFile(file, (entry) => (entry.hero.description = `${entry.hero.description} ${words}.`))
    expect(crisisLineProblems(files)).toEqual([])
  })

  it("refuses a French page that speaks of « santé mentale » with only the 911", () => {
    const file = "services/consultation.fr.yaml"
    const files = withFile(
      file,
      (entry) => (entry.hero.description = `${entry.hero.description} Nous aidons aussi en santé mentale.`),
    )
    expect(crisisLineProblems(files)).toEqual([expect.stringContaining(`data/${file} (entry "consultation")`)])
  })

  it("runs in npm run check:content and the build", () => {
    const file = "services/mental-health-virtual-clinic.en.yaml"
    const texts = sampledDataTexts([file])
    texts[file] = texts[file].replace(/\{crisisLine\}/g, "Crisis Line")
    const { errors } = checkTexts(texts)
    expect(errors).toEqual([expect.stringContaining(`data/${file} (entry "mental-health-virtual-clinic")`)])
  })
})

describe("therapists named by their regulated title", () => {
  it("finds nothing in data/ as it is", () => {
    expect(therapistTitleProblems(loadDataFiles())).toEqual([])
  })

  it.each([
    "Secure video visits with licensed Ontario physicians and therapists.",
    "Book a secure video visit with a physician or therapist licensed in Ontario.",
    "A video visit with an Ontario-licensed doctor or therapist can fit between shifts.",
    "See a licensed {therapist} by video.",
    "A licensed Ontario physician, or a therapist for counselling.",
  ])('refuses "%s", naming file and field and the fix', (sentence) => {
    const files = withFile("site.yaml", (site) => (site.brand.blurb = `${sentence} {coverage}`))
    const problems = therapistTitleProblems(files)
    expect(problems).toEqual([expect.stringContaining('data/site.yaml, field "brand.blurb": ')])
    expect(problems[0]).toContain("{therapist}")
  })

  it.each([
    "Consultations vidéo avec des médecins et des thérapeutes autorisés en Ontario.",
    "Parlez à un médecin ou à un thérapeute autorisé par vidéo.",
  ])("refuses in French « %s », naming the entry", (sentence) => {
    const file = "services/consultation.fr.yaml"
    const files = withFile(file, (entry) => (entry.hero.description = sentence))
    expect(therapistTitleProblems(files)).toEqual([
      expect.stringContaining(`data/${file} (entry "consultation"), field "hero.description": `),
    ])
  })

  it.each([
    ["A licensed clinician decides whether a treatment is right for you.", "services/consultation.en.yaml"],
    ["Ontario physicians and {therapists} work together.", "services/consultation.en.yaml"],
    ["Counselling with a therapist who is not a physician has a fee.", "services/consultation.en.yaml"],
    ["Un médecin de l'Ontario ou un {therapist}, ou un psychothérapeute autorisé.", "services/consultation.fr.yaml"],
  ])('accepts "%s"', (sentence, file) => {
    const files = withFile(file, (entry) => (entry.hero.description = sentence))
    expect(therapistTitleProblems(files)).toEqual([])
  })

  it("runs in npm run check:content and the build", () => {
    const texts = sampledDataTexts()
    texts["site.yaml"] = texts["site.yaml"].replace(/physicians and \{therapists\}/, "physicians and licensed therapists")
    const { errors } = checkTexts(texts)
    expect(errors).toEqual([expect.stringContaining('data/site.yaml, field "brand.blurb"')])
  })
})

describe("brand names: never a keyword, in a medication's name only where its route is the brand", () => {
  /** The medication file of data/ whose generic name is `generic`, in `language`. */
  const medicationFile = (files: Record<string, Yaml>, generic: string, language: "en" | "fr") =>
    Object.keys(files).find(
      (file) =>
        file.startsWith("medications/") &&
        file.endsWith(`.${language}.yaml`) &&
        files[file.replace(".fr.", ".en.")].genericName === generic,
    )!

  it("finds nothing in data/ as it is", () => {
    expect(brandNameProblems(loadDataFiles())).toEqual([])
  })

  it.each(
    BRAND_NAMES.flatMap(({ brands, generic }) =>
      brands.flatMap((brand) => [
        [brand, generic.en, "en", generic.en],
        [brand, generic.fr, "fr", generic.en],
      ]),
    ),
  )(
    'refuses "%s" as a keyword, naming file, entry and field and the generic name "%s" (%s)',
    (brand, generic, language, english) => {
      const file = medicationFile(dataAsItIs, english, language as "en" | "fr")
      const files = sampleWith(file)
      const keywords: string[] = files[file].seo.keywords
      keywords.push(`${brand} online Ontario`)
      const problems = brandNameProblems(files)
      expect(problems).toEqual([
        expect.stringContaining(
          `data/${file} (entry "${path.basename(file).split(".")[0]}"), field "seo.keywords.${keywords.length - 1}": "${brand} online Ontario"`,
        ),
      ])
      expect(problems[0]).toContain(`"${generic}"`)
    },
  )

  it("refuses a brand keyword on any page, and in the site's default keywords", () => {
    const files = withFile("services/prescription.en.yaml", (entry) => entry.seo.keywords.push("zoloft refill online"))
    files["site.fr.yaml"].seo.defaultKeywords.push("ordonnance Viagra")
    expect(brandNameProblems(files)).toEqual([
      expect.stringContaining('data/site.fr.yaml, field "seo.defaultKeywords.'),
      expect.stringContaining('data/services/prescription.en.yaml (entry "prescription"), field "seo.keywords.'),
    ])
  })

  it("refuses a brand in a medication's name or title where its route is the generic name", () => {
    const file = medicationFile(dataAsItIs, "oseltamivir", "en")
    const files = sampleWith(file)
    files[file].name = "Oseltamivir (Tamiflu)"
    files[file].hero.title = "Oseltamivir (Tamiflu) Online in Ontario"
    const problems = brandNameProblems(files)
    expect(problems).toEqual([
      expect.stringContaining(`data/${file} (entry "oseltamivir"), field "name": "Oseltamivir (Tamiflu)"`),
      expect.stringContaining(
        `data/${file} (entry "oseltamivir"), field "hero.title": "Oseltamivir (Tamiflu) Online in Ontario"`,
      ),
    ])
    expect(problems[0]).toContain('"oseltamivir"')
  })

  it("accepts the brand second in the name where the route is the brand, and a generic that starts like a brand", () => {
    const file = medicationFile(dataAsItIs, "sildenafil", "en")
    const ciprofloxacin = medicationFile(dataAsItIs, "ciprofloxacin", "en")
    const files = sampleWith(file, ciprofloxacin)
    files[file].name = "Sildenafil (Viagra)"
    files[ciprofloxacin].seo.keywords.push("ciprofloxacin for a UTI")
    expect(brandNameProblems(files)).toEqual([])
  })

  it("runs in npm run check:content and the build", () => {
    const file = "medications/sertraline.fr.yaml"
    const texts = sampledDataTexts([file])
    texts[file] = texts[file].replace(/^( {2}keywords:\n)/m, "$1    - ordonnance Zoloft\n")
    const { errors } = checkTexts(texts)
    expect(errors).toEqual([
      expect.stringContaining(`data/${file} (entry "sertraline"), field "seo.keywords.0": "ordonnance Zoloft"`),
    ])
  })
})

describe("a wait in a heading says typically", () => {
  it("finds nothing in data/ as it is", () => {
    expect(waitHeadingProblems(loadDataFiles())).toEqual([])
  })

  it.each([
    ["cities/toronto.en.yaml", "Seen the Same Day"],
    ["cities/toronto.en.yaml", "Same-Day Appointments"],
    ["cities/toronto.en.yaml", "Seen Within Hours"],
    ["cities/toronto.en.yaml", "Appointments Within Days"],
    ["cities/toronto.en.yaml", "Seen Within {sameDayWait}"],
    ["cities/toronto.fr.yaml", "Rendez-vous le jour même"],
    ["cities/toronto.fr.yaml", "Une consultation en quelques heures"],
    ["cities/toronto.fr.yaml", "Des rendez-vous en quelques jours"],
  ])('refuses in %s the heading "%s", naming file, entry, field and the fix', (file, heading) => {
    const files = withFile(file, (entry) => (entry.benefits.items[1].title = heading))
    const problems = waitHeadingProblems(files)
    expect(problems).toEqual([
      expect.stringContaining(`data/${file} (entry "toronto"), field "benefits.items.1.title": "${heading}"`),
    ])
    expect(problems[0]).toContain(file.endsWith(".fr.yaml") ? "« généralement »" : '"typically"')
  })

  it("refuses a wait in a page's search title and in a badge", () => {
    const file = "services/consultation.en.yaml"
    const files = withFile(file, (entry) => {
      entry.seo.title = "Same-Day Online Doctor Visits in Ontario"
      entry.hero.badge = "Seen within hours"
    })
    expect(waitHeadingProblems(files)).toEqual([
      expect.stringContaining('field "seo.title"'),
      expect.stringContaining('field "hero.badge"'),
    ])
  })

  it.each([
    ["cities/toronto.en.yaml", "Typically Seen the Same Day"],
    ["cities/toronto.en.yaml", "Reach Out Today"],
    ["cities/toronto.fr.yaml", "Généralement le jour même"],
    ["cities/toronto.fr.yaml", "Habituellement en quelques jours"],
  ])('accepts in %s the heading "%s"', (file, heading) => {
    const files = withFile(file, (entry) => (entry.benefits.items[1].title = heading))
    expect(waitHeadingProblems(files)).toEqual([])
  })

  it("leaves a wait in body text to the claims' own checks", () => {
    const file = "cities/toronto.en.yaml"
    const files = withFile(file, (entry) => (entry.benefits.items[1].description = "Seen the same day, within hours."))
    expect(waitHeadingProblems(files)).toEqual([])
  })

  it("runs in npm run check:content and the build", () => {
    const file = "services/virtual-urgent-care-ohip.en.yaml"
    const texts = sampledDataTexts([file])
    texts[file] = texts[file].replace(/- title: .*\n(\s+description: .*sameDayWait)/, '- title: "Seen Within Hours"\n$1')
    const { errors } = checkTexts(texts)
    expect(errors).toEqual([expect.stringContaining(`data/${file} (entry "virtual-urgent-care-ohip"), field "`)])
  })
})

describe("a French number the page could break across lines", () => {
  it("finds nothing in data/ as it is, where numbers are typed with ordinary spaces", () => {
    expect(breakableNumberProblems(loadDataFiles())).toEqual([])
  })

  it("runs in npm run check:content and the build, naming the file, the field and the fix", () => {
    const file = "medications/valacyclovir.fr.yaml"
    const texts = sampledDataTexts([file])
    // a thin space, as a translator's word processor pastes it: the site does not turn it into a no-break space
    texts[file] = texts[file].replace("génital : 1 000 mg", "génital : 1\u2009000 mg")
    const { errors } = checkTexts(texts)
    expect(errors).toEqual([
      expect.stringMatching(
        /^data\/medications\/valacyclovir\.fr\.yaml \(entry "valacyclovir"\), field "[\w.]+": « 1 000 » can break across two lines/,
      ),
    ])
  })
})
