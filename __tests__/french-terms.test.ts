import { readFileSync } from "fs"
import path from "path"

import { FRENCH_TERMS, frenchTermProblems } from "../gatsby/checks/french-terms"
import { readDataTexts } from "../gatsby/content/data-files"
import { checkTexts } from "./support/checked-content"
import { loadDataFiles, loadSampledDataFiles } from "./support/data"
import { sampleTexts } from "./support/sampled-content"

type Yaml = Record<string, any>

const root = path.join(__dirname, "..")

/** A sample of data/ (loadSampledDataFiles), with services/consultation.fr.yaml's hero saying `words`. */
const withHeroSaying = (words: string) => {
  const files = loadSampledDataFiles(["services/consultation.fr.yaml"]) as Record<string, Yaml>
  files["services/consultation.fr.yaml"].hero.description = words
  return files
}

/** How main's French read before the house style (issue 59): each old sentence, as a translator wrote it. */
const OLD_WORDS: ReadonlyArray<[string, string]> = [
  [
    "consultation psychologique",
    "La consultation psychologique avec un thérapeute qui n'est pas médecin n'est pas couverte par l'OHIP.",
  ],
  ["visite", "Parlez de vos symptômes avec un médecin de chez vous. La visite vidéo est privée et sécurisée."],
  ["visite", "Vous n'avez donc pas besoin d'une visite juste pour l'acheter."],
  ["pharmacie", "Le sildénafil générique est aussi vendu au Canada. Votre pharmacie peut vous en donner le prix."],
  [
    "pharmacie",
    "Certaines personnes ont droit au Programme de médicaments de l'Ontario. Votre pharmacie peut vous dire le coût.",
  ],
  ["tension artérielle", "Votre tension artérielle pourrait devoir être vérifiée pendant que vous prenez du bupropion."],
  ["tension artérielle", "Dites-lui si vous prenez des médicaments pour la tension."],
  ["tension artérielle", "Un mal de tête intense ou une tension très élevée."],
  ["Foire aux questions", "Foire aux questions sur le finastéride"],
]

describe("the French house style's terms", () => {
  it("finds nothing in data/ as it is", () => {
    expect(frenchTermProblems(loadDataFiles())).toEqual([])
  })

  it.each(OLD_WORDS)("refuses « %s » in « %s », naming file, entry, field and the word to write", (avoid, sentence) => {
    const problems = frenchTermProblems(withHeroSaying(sentence))
    const term = FRENCH_TERMS.find((candidate) => candidate.avoid === avoid)!
    expect(problems).toEqual([
      expect.stringContaining('data/services/consultation.fr.yaml (entry "consultation"), field "hero.description": « '),
    ])
    expect(problems[0]).toContain(`writes « ${term.use} » for ${term.english}, not « ${avoid} »`)
  })

  it.each([
    "Faites le point sur l'hypertension, le diabète ou l'asthme.",
    "Quand l'inquiétude, la tension ou la panique prennent le dessus, du soutien peut aider.",
    "Le stress peut causer de la tension musculaire.",
    "L'ordonnance est envoyée à la pharmacie de votre choix, qui peut vous la remettre le jour même.",
    "Nous comptons les visiteurs du site, et chaque visite du site reste anonyme.",
    "Un médecin peut faire une visite à domicile.",
    "Nos psychothérapeutes autorisés offrent du counseling et du soutien psychologique.",
    "Questions fréquentes sur les consultations en ligne",
  ])("accepts « %s »", (sentence) => {
    expect(frenchTermProblems(withHeroSaying(sentence))).toEqual([])
  })

  it("leaves English files alone: the words are French", () => {
    const files = loadSampledDataFiles(["services/consultation.en.yaml"]) as Record<string, Yaml>
    files["services/consultation.en.yaml"].hero.description = "A visite of our pharmacie, tension artérielle."
    expect(frenchTermProblems(files)).toEqual([])
  })

  it("runs in npm run check:content and the build, and fails on a copy of data/ with the old words", () => {
    // the house style undone in every French file, as a translator writing the old words would
    const undo: ReadonlyArray<[RegExp, string]> = [
      [/pression artérielle/g, "tension artérielle"],
      [/Questions fréquentes/g, "Foire aux questions"],
      [/La consultation vidéo/g, "La visite vidéo"],
      [/Votre pharmacien ou pharmacienne peut/g, "Votre pharmacie peut"],
      [/Le counseling avec un thérapeute/g, "La consultation psychologique avec un thérapeute"],
    ]
    // a sample of data/ with the first French file that has each term (the check's answer is the same at any size)
    const all = readDataTexts(path.join(root, "data"))
    const named = undo.flatMap(
      ([words]) => Object.keys(all).find((name) => name.endsWith(".fr.yaml") && new RegExp(words.source).test(all[name])) ?? [],
    )
    const texts = sampleTexts(all, named)
    for (const file of Object.keys(texts).filter((name) => name.endsWith(".fr.yaml")))
      texts[file] = undo.reduce((text, [words, old]) => text.replace(words, old), texts[file])
    const { errors } = checkTexts(texts)
    const termErrors = errors.filter((error) => error.includes("French house style"))
    for (const { avoid } of FRENCH_TERMS) expect(termErrors.some((error) => error.includes(`not « ${avoid} »`))).toBe(true)
    expect(termErrors).toContainEqual(expect.stringMatching(/^data\/site\.fr\.yaml, field "coverage\.notInsured": /))
  })
})

describe("docs/french-house-style.md", () => {
  it.each(FRENCH_TERMS.map((term) => [term.english, term]))("lists the term for %s, with the word to avoid", (_, term) => {
    const guide = readFileSync(path.join(root, "docs", "french-house-style.md"), "utf8")
    const row = guide.split("\n").find((line) => line.includes(`« ${term.use} »`) && line.includes(`« ${term.avoid} »`))
    expect(row).toBeDefined()
  })
})
