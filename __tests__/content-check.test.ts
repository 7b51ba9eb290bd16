import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "fs"
import os from "os"
import path from "path"
import { parse, parseDocument } from "yaml"

import { checkContentDir, parseDataFile } from "../gatsby/checks/content-check"
import { readDataTexts } from "../gatsby/content/data-files"
import { checkTexts } from "./support/checked-content"
import { firstFileIn } from "./support/data"
import { sampleContent, sampleTexts } from "./support/sampled-content"

const root = path.join(__dirname, "..")
const MEDICATION = "medications/cetirizine.en.yaml"
const allTexts = readDataTexts(path.join(root, "data"))
/** The two French city files a copied-title test copies between. */
const [firstCity, secondCity] = Object.keys(allTexts)
  .filter((name) => /^cities\/.*\.fr\.yaml$/.test(name))
  .sort()
/**
 * data/ with one entry of each kind, and the entries the tests below name: the check's answer to one mistake is the
 * same at any number of entries, so these tests do not grow with the content (issue 60). The test of data/ as it is
 * reads all of it.
 */
const sampled = sampleTexts(allTexts, [MEDICATION, firstCity, secondCity])
const dataTexts = () => ({ ...sampled })

describe("npm run check:content", () => {
  // warnings are advice to the editor (a long title, a copy's words): content with some is still correct content
  it("finds no error in data/ as it is", () => {
    expect(checkContentDir(root).errors).toEqual([])
  })

  it("reports the content model's errors alone, before checking references and links", () => {
    const texts = dataTexts()
    texts["site.yaml"] = texts["site.yaml"].replace("path: /how-it-works", "path: /how-it-work")
    const file = firstFileIn(texts, "cities")
    texts[file] = texts[file].replace(/^slug: .*$/m, "slug: Not A Slug")
    expect(checkTexts(texts).errors).toEqual([
      expect.stringContaining(`data/${file}: "slug" must be lower-case words joined by hyphens`),
    ])
  })

  it("reports missing references and untrue coverage, and takes a link to a page switched off for none", () => {
    const texts = dataTexts()
    delete texts["pages/contact.en.yaml"]
    delete texts["pages/contact.fr.yaml"]
    const file = firstFileIn(texts, "services")
    texts[file] = texts[file].replace(/^(hero:\n(?:\s+.*\n)*?\s+description:) .*$/m, "$1 Sick notes are free.")
    texts["site.yaml"] = texts["site.yaml"]
      .replace(/showMedicationPages: true/, "showMedicationPages: false")
      .replace("path: /how-it-works", "path: /medications/viagra")
    expect(checkTexts(texts).errors).toEqual([
      "data/pages/contact.en.yaml: missing (the page at its route reads it)",
      expect.stringContaining(`data/${file}, field "hero.description": "Sick notes are free." calls sick note free`),
    ])
  })

  it("takes a path to a file of static/ for a page, but not one to a folder of it", () => {
    const checkout = mkdtempSync(path.join(os.tmpdir(), "content-check-"))
    try {
      cpSync(path.join(root, "data"), path.join(checkout, "data"), { recursive: true })
      sampleContent(path.join(checkout, "data"))
      mkdirSync(path.join(checkout, "src"))
      symlinkSync(path.join(root, "src", "pages"), path.join(checkout, "src", "pages"))
      cpSync(path.join(root, "static"), path.join(checkout, "static"), { recursive: true })
      mkdirSync(path.join(checkout, "static", "guides"))
      writeFileSync(path.join(checkout, "static", "guide.pdf"), "%PDF")
      const site = path.join(checkout, "data", "site.yaml")
      const text = readFileSync(site, "utf8")
      writeFileSync(site, text.replace("path: /how-it-works", "path: /guide.pdf"))
      expect(checkContentDir(checkout).errors).toEqual([])
      writeFileSync(site, text.replace("path: /how-it-works", "path: /guides"))
      expect(checkContentDir(checkout).errors).toEqual([
        'data/site.yaml, field "nav[2].path": "/guides" leads to no page of the site and no file of static/',
      ])
    } finally {
      rmSync(checkout, { recursive: true, force: true })
    }
  })

  it("names file, line, column, the line and a plain cause for a YAML syntax error, without a stack trace", () => {
    const colon = parseDataFile("data/x.yaml", "a: 1\nb: Note: this breaks\n").error!
    expect(colon).toBe(
      [
        "data/x.yaml, line 2, column 4: not valid YAML: a colon followed by a space inside a value: put the whole value in quotes",
        "    2 | b: Note: this breaks",
        "           ^",
      ].join("\n"),
    )
    expect(parseDataFile("data/x.yaml", 'a: 1\nb: "say "hi" now"\n').error).toContain(
      'line 2, column 10: not valid YAML: a " inside a value in double quotes',
    )
    expect(parseDataFile("data/x.yaml", "a:\n\tb: 1\n").error).toContain("a tab character: indent with spaces only")
    expect(parseDataFile("data/x.yaml", "a:\n  b: 1\n c: 2\n").error).toMatch(
      /line 3, column \d+: not valid YAML: bad indentation/,
    )
  })

  it("finds the value after a key of any length and any number of spaces, and counts only unescaped quotes", () => {
    const quoteCause = 'not valid YAML: a " inside a value in double quotes'
    expect(parseDataFile("data/x.yaml", 'title: "say "hi" now"\n').error).toContain(quoteCause)
    expect(parseDataFile("data/x.yaml", 'title:  "say "hi" now"\n').error).toContain(quoteCause)
    expect(parseDataFile("data/x.yaml", '- name: "say "hi" now"\n').error).toContain(quoteCause)
    // two quotes close the value: what follows it is the mistake, not a quote inside it
    for (const text of ['b: "a" b\n', 'b: "say \\"hi\\"" extra\n'])
      expect(parseDataFile("data/x.yaml", text).error).toContain(
        "not valid YAML: text after the value's closing quote: put the whole value inside the quotes",
      )
  })

  it("names a field written twice, a quote left open and a second document in plain words", () => {
    expect(parseDataFile("data/x.yaml", "a: 1\na: 2\n").error).toBe(
      [
        'data/x.yaml, line 2, column 1: not valid YAML: "a" is written twice in the same group: keep one of them',
        "    2 | a: 2",
        "        ^",
      ].join("\n"),
    )
    for (const text of ['a: "open\nb: 3\n', "a: [1, 2\nb: 3\n"])
      expect(parseDataFile("data/x.yaml", text).error).toContain(
        "not valid YAML: a quote or bracket that is opened and never closed",
      )
    expect(parseDataFile("data/x.yaml", "a: 1\n---\nb: 2\n").error).toContain(
      "line 2, column 1: not valid YAML: a line of three dashes (---) splits the file in two",
    )
  })

  it("gives the parser's own reason for a mistake it has no plainer words for", () => {
    expect(parseDataFile("data/x.yaml", "a: &x 1\nb: *y\n").error).toBe(
      "data/x.yaml: not valid YAML: Unresolved alias (the anchor must be set before the alias): y",
    )
  })

  it("points at the column under a line number of two digits", () => {
    const text = [..."123456789"].map((n) => `k${n}: ${n}`).join("\n") + "\nten: Note: breaks\n"
    expect(parseDataFile("data/x.yaml", text).error!.split("\n").slice(1)).toEqual([
      "    10 | ten: Note: breaks",
      `${" ".repeat(14)}^`,
    ])
  })

  it("names an entry's own file, line and column for a syntax error in it", () => {
    const texts = dataTexts()
    const file = firstFileIn(texts, "cities")
    texts[file] = texts[file].replace(/^city: (.*)$/m, "city: $1: the city")
    const line = texts[file].split("\n").findIndex((text) => text.startsWith("city:")) + 1
    expect(checkTexts(texts).errors).toEqual([
      expect.stringMatching(new RegExp(`^data/${file}, line ${line}, column \\d+: not valid YAML: a colon`)),
    ])
  })

  it("refuses a path typed in data/ that leads to no page, naming file, entry and field", () => {
    const texts = dataTexts()
    texts["site.yaml"] = texts["site.yaml"].replace("path: /how-it-works", "path: /how-it-work")
    expect(checkTexts(texts).errors).toEqual([
      'data/site.yaml, field "nav[2].path": "/how-it-work" leads to no page of the site and no file of static/',
    ])
  })

  it("warns, without failing, about a title longer than search results show", () => {
    const texts = dataTexts()
    const long = "A".repeat(200)
    const file = firstFileIn(texts, "services")
    texts[file] = texts[file].replace(/^(seo:\n\s+title:) .*$/m, `$1 ${long}`)
    const report = checkTexts(texts, () => true)
    expect(report.errors).toEqual([])
    expect(report.warnings).toContainEqual(`data/${file}: "seo.title" is 200 characters; search results show about 60`)
  })

  /** The warnings `texts` gets that data/ as it is does not: content may hold warnings of its own (a copy not reworded). */
  const newWarnings = (texts: Record<string, string>) => {
    const already = new Set(checkTexts(dataTexts(), () => true).warnings)
    return checkTexts(texts, () => true).warnings.filter((line) => !already.has(line))
  }

  it("warns about a description longer than search results show, and about no title or description that fits", () => {
    const texts = dataTexts()
    const file = firstFileIn(texts, "conditions")
    texts[file] = texts[file]
      .replace(/^(seo:\n\s+title:) .*$/m, `$1 ${"T".repeat(60)}`)
      .replace(/^(seo:\n(?:\s+.*\n)*?\s+description:) .*$/m, `$1 ${"D".repeat(161)}`)
    const other = firstFileIn(texts, "services")
    texts[other] = texts[other].replace(/^(seo:\n(?:\s+.*\n)*?\s+description:) .*$/m, `$1 ${"D".repeat(160)}`)
    const warnings = newWarnings(texts).filter((line) => line.includes('"seo.'))
    expect(warnings).toEqual([`data/${file}: "seo.description" is 161 characters; search results show about 160`])
  })

  it("warns, naming both files, when a copied entry keeps another page's search title or description", () => {
    const texts = dataTexts()
    const [first, second] = [firstCity, secondCity]
    const copied = parseDocument(texts[second])
    copied.setIn(["seo", "description"], (parse(texts[first]) as { seo: { description: string } }).seo.description)
    texts[second] = copied.toString()
    expect(checkTexts(texts, () => true).errors).toEqual([])
    // The copied description may also be too long where it lands: only the sameness is this test's
    expect(newWarnings(texts).filter((line) => line.includes("the same"))).toEqual([
      `data/${first}, data/${second}: the same "seo.description"; search results could not tell these pages apart, so give each its own`,
    ])
  })
})

describe("every entry listed where visitors look for it", () => {
  const errors = (texts: Record<string, string>) => checkTexts(texts).errors

  const medication = MEDICATION
  const page = "pages/medications.en.yaml"
  const withCategory = (text: string, slug: string) => text.replace(/^category: .*$/m, `category: ${slug}`)
  /** The English medication files that name the category `slug`, as data/ holds them. */
  const filesInCategory = (texts: Record<string, string>, slug: string) =>
    Object.keys(texts).filter(
      (name) => /^medications\/.*\.en\.yaml$/.test(name) && new RegExp(`^category: ${slug}$`, "m").test(texts[name]),
    )

  it("refuses a medication with no category, naming its file and the fix in the editor", () => {
    const texts = dataTexts()
    texts[medication] = texts[medication].replace(/^category: .*\n/m, "")
    expect(errors(texts)).toEqual([
      'data/medications/cetirizine.en.yaml: missing required field "category": the medication "Cetirizine" is in no category, so the Medications page (/medications) does not list it. In the web editor, open Medications, then "Cetirizine", and choose its Category.',
    ])
  })

  it("refuses a medication whose category the medications page does not have, listing the ones it has", () => {
    const texts = dataTexts()
    texts[medication] = withCategory(texts[medication], "allergies")
    expect(errors(texts)).toEqual([
      'data/medications/cetirizine.en.yaml: the medication "Cetirizine" names the category "allergies", which the Medications page does not have (its categories: mens-health, antibiotics, antivirals, mental-health, respiratory-allergy), so /medications does not list it. In the web editor, open Medications, then "Cetirizine", and choose its Category again.',
    ])
  })

  it("refuses a category no medication names, since it would show empty", () => {
    const texts = dataTexts()
    for (const file of filesInCategory(texts, "respiratory-allergy")) texts[file] = withCategory(texts[file], "antivirals")
    expect(errors(texts)).toEqual([
      'data/pages/medications.en.yaml: the category "Respiratory & Allergy" (respiratory-allergy) of the Medications page has no medication, so it would show empty. In the web editor, open Medications, then each medication that belongs in it, and choose "Respiratory & Allergy" as its Category; or remove the category (Pages, then "medications", under "Medication categories").',
    ])
  })

  it("refuses two categories with the same slug", () => {
    const texts = dataTexts()
    texts[page] = texts[page].replace(/^( {2}- slug: )antivirals$/m, "$1antibiotics")
    expect(errors(texts)).toEqual([
      'data/pages/medications.en.yaml: the categories "Antibiotics" and "Antivirals" of the Medications page have the same slug "antibiotics", so a medication\'s Category cannot tell them apart. In the web editor, open Pages, then "medications", and under "Medication categories" give each category a slug of its own.',
      ...filesInCategory(texts, "antivirals").map((file) =>
        expect.stringMatching(
          new RegExp(`^data/${file.replaceAll(".", "\\.")}: the medication ".*" names the category "antivirals", which`),
        ),
      ),
    ])
  })

  it("refuses a French category's own slug: it takes the slug of the English category in its place", () => {
    const texts = dataTexts()
    texts["pages/medications.fr.yaml"] = texts["pages/medications.fr.yaml"].replace(
      /^( {2}- )(title: Antiviraux)$/m,
      "$1slug: antiviraux\n    $2",
    )
    expect(errors(texts)).toEqual([
      'data/pages/medications.fr.yaml: "medicationCategories[2].slug" is shared by both languages: write it in the English file only',
    ])
  })

  it("asks nothing of the medications' categories while counsel has switched their pages off", () => {
    const texts = dataTexts()
    texts[medication] = withCategory(texts[medication], "allergies")
    texts["site.yaml"] = texts["site.yaml"].replace(/showMedicationPages: true/, "showMedicationPages: false")
    expect(errors(texts)).toEqual([])
  })

  it("lists a new medication by the category it names, and refuses a copy that keeps the original's slug", () => {
    const texts = dataTexts()
    const copy = texts[medication].replace(/^frenchSlug: .*$/m, "frenchSlug: loratadine")
    texts["medications/loratadine.en.yaml"] = copy.replace(/^slug: .*$/m, "slug: loratadine")
    expect(errors(texts)).toEqual([])
    texts["medications/loratadine.en.yaml"] = copy
    expect(errors(texts)).toEqual([
      'data/medications/loratadine.en.yaml: "slug" is "cetirizine" but the file is named loratadine.en.yaml: name the file cetirizine.en.yaml, or make the slug "loratadine"',
    ])
  })

  it("refuses a service the services page does not link, naming its file and the fix in the editor", () => {
    const texts = dataTexts()
    texts["pages/services.en.yaml"] = texts["pages/services.en.yaml"].replaceAll(
      "path: /services/medical-advice",
      "path: /services/referral",
    )
    expect(errors(texts)).toEqual([
      'data/services/medical-advice.en.yaml: the service "Medical Advice" has no link on the Services page, so visitors of /services cannot find it. In the web editor, open Pages, then "services", and add it with the web address /services/medical-advice to a category under "Service categories", or under "Extra services".',
    ])
  })
})
