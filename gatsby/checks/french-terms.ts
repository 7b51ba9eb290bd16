/**
 * The French house style's terms (docs/french-house-style.md): for each thing the site names, the one word its French
 * pages use and the word a translator might write instead. `npm run check:content` and the build refuse the word to
 * avoid in any French field; __tests__/french-terms.test.ts fails when the guide does not list a term of this list.
 */
import { stringsWithPaths } from "../../src/lib/claim-figures"
import { languageOfFile, whereIn } from "../content/data-files"

export interface FrenchTerm {
  /** What the English says. */
  english: string
  /** The house style's word. */
  use: string
  /** The word it replaces, as the guide and the error name it. */
  avoid: string
  /** Where the word to avoid stands in a sentence, with the uses that are not it (« hypertension », « visite du site »). */
  match: RegExp
  why: string
}

/** Not inside a word: « tension » but not « hypertension », « visite » but not « visiteurs ». */
const START = "(?<![\\p{L}-])"
const END = "(?![\\p{L}-])"

export const FRENCH_TERMS: ReadonlyArray<FrenchTerm> = [
  {
    english: "counselling",
    use: "counseling",
    avoid: "consultation psychologique",
    match: new RegExp(`${START}consultations?\\s+psychologiques?${END}`, "iu"),
    why: "it suggests a psychologist, a regulated title the clinic's therapists may not hold; « counseling » is the term of the Office québécois de la langue française (« services de counseling »)",
  },
  {
    english: "visit (an appointment with a clinician)",
    use: "consultation",
    avoid: "visite",
    // a visit to the website and a house call (« visite à domicile ») keep the word
    match: new RegExp(
      `${START}visites?${END}(?!\\s+(?:à\\s+domicile|(?:du|de\\s+notre|de\\s+ce|sur\\s+(?:le|notre|ce))\\s+site))`,
      "iu",
    ),
    why: "« visite » reads as a call on someone or a tour of a place, the English word carried over; an appointment with a doctor or a therapist is a « consultation » (« une consultation vidéo »)",
  },
  {
    english: "your pharmacist (the person who advises)",
    use: "pharmacien ou pharmacienne",
    avoid: "pharmacie",
    // the pharmacy that receives a prescription stays « la pharmacie de votre choix »: only a pharmacy that speaks is wrong
    match: new RegExp(
      `${START}(?:votre|la|une|leur)\\s+pharmacie\\s+(?:peut|pourra|pourrait|saura)\\s+(?:vous\\s+)?(?:en\\s+)?(?:dire|donner|conseiller|aider|expliquer|indiquer|renseigner|répondre)${END}`,
      "iu",
    ),
    why: "« la pharmacie » is the store; advice, a price or a dose comes from the person, « votre pharmacien ou pharmacienne » (or « votre pharmacienne ou votre pharmacien »)",
  },
  {
    english: "blood pressure",
    use: "pression artérielle",
    avoid: "tension artérielle",
    // « tension » alone only where it is the blood pressure: « la tension ou la panique » (a feeling) and
    // « hypertension » (the disease) are left alone
    match: new RegExp(
      [
        `tension\\s+artérielles?`,
        `(?:haute|basse)\\s+tension`,
        `tension\\s+(?:(?:trop|très|un\\s+peu|plus)\\s+)?(?:élevée|haute|basse|faible)`,
        `(?:pour|contre)\\s+la\\s+tension`,
        `(?:votre|sa|leur)\\s+tension(?!\\s+(?:musculaire|nerveuse))`,
      ]
        .map((words) => `${START}${words}${END}`)
        .join("|"),
      "iu",
    ),
    why: "the site names blood pressure one way, the usual term in Canadian French for patients; « tension » alone also reads as a feeling (« la tension ou la panique »); « hypertension » stays",
  },
  {
    english: "frequently asked questions (FAQ)",
    use: "Questions fréquentes",
    avoid: "Foire aux questions",
    match: new RegExp(`${START}foire\\s+aux\\s+questions${END}`, "iu"),
    why: "both are correct; the site uses one, so that every page's heading and search title name the section the same way",
  },
]

/** Fields that name a page, a file or an icon, not what a page says. */
const NOT_WORDS = /(^|\.)(slug|frenchSlug|path|url|href|icon|src|image)$/

/**
 * Every French field of data/ that uses a word the house style replaces, as an error line naming the file, the entry,
 * the field, the word and the one to write instead.
 */
export function frenchTermProblems(files: Record<string, unknown>): string[] {
  const problems: string[] = []
  for (const [file, content] of Object.entries(files)) {
    if (languageOfFile(file) !== "fr") continue
    for (const { path, text } of stringsWithPaths(content)) {
      if (NOT_WORDS.test(path)) continue
      for (const term of FRENCH_TERMS) {
        const found = term.match.exec(text)
        if (!found) continue
        problems.push(
          `${whereIn(file)}, field "${path}": « ${found[0]} »: the French house style writes « ${term.use} » for ${term.english}, not « ${term.avoid} », because ${term.why}. Reword the sentence with « ${term.use} » (docs/french-house-style.md lists every term)`,
        )
      }
    }
  }
  return problems
}
