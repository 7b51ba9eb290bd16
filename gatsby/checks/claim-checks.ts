/**
 * What data/ may claim, checked over every file by `npm run check:content` and the build: coverage said truly (nothing
 * with a fee called free or covered), figures that repeat a claim of data/site.yaml typed instead of its token, the
 * step count and the how-to's times that the site computes from the claims, and the rules counsel set for medication
 * pages (the generic name leads, no keyword pairs a drug with OHIP), as the product owner's decisions ("Launch and trust") ask.
 */
import { claimMinutes, STEP_CLAIM_FIELDS } from "../../src/lib/claim-durations"
import { stringsWithPaths } from "../../src/lib/claim-figures"
import { claimValues, coverageValues, type FactSource, fillSlots } from "../../src/lib/facts"
import { type Language, LANGUAGES } from "../../src/lib/language"
import { collectionEntries, englishFileOf, entryFile, fileIn, languageOfFile, SITE_FILE, whereIn } from "../content/data-files"

type Yaml = Record<string, unknown>

/** data/site.yaml as these checks read it: after the content model has passed it, so each group has its fields. */
interface SiteClaims {
  claims?: FactSource["claims"]
  coverage?: FactSource["coverage"] & { feeItems: string[] }
}

const sentences = (text: string): string[] =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean)

/** How each language says a thing is paid for, and the words that make such a word mean something else. */
const PAYMENT_WORDS: Record<Language, { saysPaid: RegExp; notAClaim: RegExp; plural: string }> = {
  en: {
    saysPaid: /\b(free|covered|covers|cost nothing|no cost|no charge|pays? for)\b/i,
    // "free" meaning something else, or a sentence that says what is NOT paid for
    notAClaim:
      /\b(toll-free|feel free|free of|free from|free to|(not|n't|never|no longer)\s+(be\s+)?(fully\s+)?(covered|free|cover)|fees?|paid by|charged?)\b/i,
    plural: "(e?s)?",
  },
  fr: {
    saysPaid:
      /(?<!\p{L})(gratuit(e|s|es)?|couvert(e|s|es)?|couvre|sans frais|aucuns? frais|ne co[uû]te rien|pay[ée](e|s|es)? par l'OHIP)(?!\p{L})/iu,
    // a negation (n'est pas couvert, ne sont jamais couverts), a fee, or a toll-free line
    notAClaim:
      /(?<!\p{L})(ne|n')\s*(\p{L}+\s+){0,2}(pas|jamais|plus)(?!\p{L})|(?<!\p{L})(?<!sans\s)(?<!aucuns?\s)(frais|payant(e|s|es)?|non couvert(e|s|es)?|factur[ée](e|s|es)?|pay[ée](e|s|es)? par la)(?!\p{L})/iu,
    plural: "(s|x)?",
  },
}

const itemPattern = (item: string, plural: string) =>
  new RegExp(`(?<!\\p{L})${item.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+")}${plural}(?!\\p{L})`, "iu")

/**
 * Every sentence of data/ that calls something with a fee (coverage.feeItems, in the file's language: site.fr.yaml's
 * for a French file) free or covered, as an error line.
 */
export function coverageProblems(files: Record<string, unknown>): string[] {
  const problems: string[] = []
  for (const language of LANGUAGES) {
    const site = (files[fileIn(SITE_FILE, language)] ?? {}) as SiteClaims
    if (!site.coverage) continue
    const words = PAYMENT_WORDS[language]
    const items = site.coverage.feeItems.filter((item) => item.trim())
    // a text is read as the page shows it: with the coverage sentences in place of their tokens
    const tokens = coverageValues(site.coverage)
    for (const [file, content] of Object.entries(files)) {
      if (languageOfFile(file) !== language) continue
      for (const { path, text } of stringsWithPaths(content)) {
        if (file === fileIn(SITE_FILE, language) && path.startsWith("coverage.")) continue
        for (const sentence of sentences(fillSlots(text, tokens))) {
          // a question ("Is my medication covered?") claims nothing; its answer is checked
          if (sentence.endsWith("?") || !words.saysPaid.test(sentence) || words.notAClaim.test(sentence)) continue
          const item = items.find((name) => itemPattern(name, words.plural).test(sentence))
          if (item)
            problems.push(
              `data/${file}, field "${path}": "${sentence}" calls ${item} free or covered, but it has a fee or is not insured (data/${fileIn(SITE_FILE, language)} coverage.feeItems): say what OHIP covers with {coverage}, and what it does not with {feeServices}, {counsellingCoverage} or {medicationCost}`,
            )
        }
      }
    }
  }
  return problems
}

/**
 * Fields whose words stand alone, where a search result, a badge, a list, a heading or a shared link shows them without
 * the page around them: the short lines of DECISIONS ("Launch and trust": the tagline, the hero, the share image's alt,
 * badges, titles).
 */
const STANDS_ALONE =
  /(^|\.)(seo\.(description|defaultDescription|keywords\.\d+)|title|defaultTitle|badge|name|shortName|tagline|\w*[aA]lt)$/

/** The condition OHIP coverage carries: a valid Ontario health card (while in Ontario: {coverage} says both). */
const CONDITION: Record<Language, RegExp> = { en: /health card/i, fr: /carte Santé/i }

/**
 * What a short line may say of payment without claiming it: what is not covered, "free" meaning something else. Unlike
 * PAYMENT_WORDS.notAClaim, a fee named beside a claim ("OHIP Covered; Notes Have a Fee") does not excuse it.
 */
const NOT_PAID: Record<Language, RegExp> = {
  en: /\b(toll-free|feel free|free (of|from|to)|(not|n't|never|no longer)\s+(be\s+)?(fully\s+|always\s+)?(covered|free|cover))\b/gi,
  fr: /(?<!\p{L})((ne|n')\s*([\p{L}']+\s+){0,2}(pas|jamais|plus)(\s+(toujours|entièrement))?(\s+couvert(e|s|es)?)?|non[\s-]couvert(e|s|es)?|(numéro|ligne) sans frais)(?!\p{L})/giu,
}

/** A heading that names the topic ("What OHIP Covers", « Ce que couvre l'OHIP ») claims nothing, nor does a question. */
const TOPIC = /^\s*(what|ce que|ce qui)\b|\?\s*$/i

/** The short form DECISIONS gives, for a message's example. */
const SHORT_FORM: Record<Language, string> = {
  en: '"Doctor visits covered by OHIP with your health card"',
  fr: "« Consultations médicales couvertes par l'OHIP avec votre carte Santé »",
}

/** A drug's page, or the list of them: counsel's rules allow no coverage word there (DECISIONS, "Launch and trust"). */
const isDrugPage = (file: string) => file.startsWith("medications/") || /^pages\/medications\./.test(file)

/**
 * Every coverage claim in a field that stands alone (a search title or description, a hero title, a badge, a name, a
 * tagline, an image's alt text, a keyword) that drops its condition, and any on a drug's page or the drug list, as
 * error lines naming the file, the entry, the field and the fix. Each part of a line ("OHIP Covered; Notes Have a
 * Fee") is read alone. The page's own text is read by coverageProblems; here a claim is refused for where it stands.
 */
export function snippetCoverageProblems(files: Record<string, unknown>): string[] {
  const problems: string[] = []
  for (const [file, content] of Object.entries(files)) {
    const language = languageOfFile(file)
    const words = PAYMENT_WORDS[language]
    for (const { path, text } of stringsWithPaths(content)) {
      if (!STANDS_ALONE.test(path)) continue
      for (const part of text.split(/(?<=[.!?])\s+|\s*;\s*/)) {
        if (TOPIC.test(part) || !words.saysPaid.test(part.replace(NOT_PAID[language], " "))) continue
        const where = `${whereIn(file)}, field "${path}": "${part.trim()}"`
        if (isDrugPage(file))
          problems.push(
            `${where} says covered on a drug's page or the drug list, where counsel allows no coverage word: leave coverage to the page's {coverage}`,
          )
        else if (!CONDITION[language].test(part))
          problems.push(
            language === "fr"
              ? `${where} says covered without its condition (the health card: « avec votre carte Santé »). This line shows without the page around it, so it must say what is covered and the condition, like ${SHORT_FORM.fr}; if there is no room, leave coverage out`
              : `${where} says covered without its condition (your health card). This line shows without the page around it, so it must say what is covered and the condition, like ${SHORT_FORM.en}; if there is no room, leave coverage out`,
          )
      }
    }
  }
  return problems
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
}
const NUMBER = `(\\d+|${Object.keys(NUMBER_WORDS).join("|")})`
const UNIT = "(minutes?|hours?|days?|weeks?|mbps|steps?)"
// "2 to 4 hours", "1-3 days", "1 Mbps", "4 Easy Steps" (up to two words between a count and its unit)
const FIGURE = new RegExp(`\\b${NUMBER}(?:\\s*(?:-|–|to)\\s*${NUMBER})?\\s*(?:[A-Za-z]+\\s+){0,2}?${UNIT}\\b`, "gi")

const numberOf = (word: string) => NUMBER_WORDS[word.toLowerCase()] ?? Number(word)
const unitOf = (word: string) => word.toLowerCase().replace(/s$/, "")

const isWord = (number: string) => number.toLowerCase() in NUMBER_WORDS

/**
 * The figures of a text as "low-high unit" keys: "2 to 4 hours" → "2-4 hour". A count in words is a figure only of
 * steps ("Four steps"): "about one hour before sex" is a dose, not an access claim.
 */
export const figuresIn = (text: string): Array<{ key: string; typed: string }> =>
  [...text.matchAll(FIGURE)]
    .filter((match) => unitOf(match[3]) === "step" || (!isWord(match[1]) && !(match[2] && isWord(match[2]))))
    .map((match) => {
      const low = numberOf(match[1])
      const high = match[2] ? numberOf(match[2]) : low
      return { key: `${low}-${high} ${unitOf(match[3])}`, typed: match[0] }
    })

/** A medication's doses and safety speak of the drug's timing ("2 hours before"), never of the clinic's. */
const isDrugFact = (file: string, path: string) => file.startsWith("medications/") && /^(about|safety)\./.test(path)

/** Each claim of data/site.yaml with a figure, by the token the pages write for it (src/lib/facts.ts). */
const claimFigures = (claims: FactSource["claims"]): Array<{ token: string; key: string; text: string }> =>
  Object.entries({ ...claimValues(claims), stepCount: `${claims.stepCount} steps` }).flatMap(([token, value]) =>
    figuresIn(value).map((figure) => ({ token, key: figure.key, text: value })),
  )

/**
 * Figures typed into an entry's text that repeat a claim of data/site.yaml ("at least 1 Mbps" where {minimumSpeed}
 * says it): warnings, since a dose "within 2 hours" may share a claim's figure by chance.
 */
export function claimFigureWarnings(files: Record<string, unknown>): string[] {
  const claims = ((files[SITE_FILE] ?? {}) as SiteClaims).claims
  if (!claims) return []
  const figures = claimFigures(claims)
  const warnings: string[] = []
  for (const [file, content] of Object.entries(files))
    for (const { path, text } of stringsWithPaths(content)) {
      if ((englishFileOf(file) === SITE_FILE && path.startsWith("claims.")) || isDrugFact(file, path)) continue
      for (const typed of figuresIn(text)) {
        const claim = figures.find((figure) => figure.key === typed.key)
        if (claim)
          warnings.push(
            `data/${file}, field "${path}": "${typed.typed}" repeats a claim of data/site.yaml ("${claim.text}"): write {${claim.token}} so it changes with the claim`,
          )
      }
    }
  return warnings
}

const numbersIn = (text: string) => [...new Set(text.match(/\d+/g) ?? [])].sort().join(", ")

/**
 * A claim's French wording in data/site.fr.yaml states the same figures as the English of data/site.yaml ("moins de
 * 5 minutes" for "under 5 minutes", "24 h sur 24, 7 jours sur 7" for "24/7"): the claim is one fact in two languages.
 */
export function translatedClaimProblems(files: Record<string, unknown>): string[] {
  const english = ((files[SITE_FILE] ?? {}) as SiteClaims).claims
  const french = ((files[fileIn(SITE_FILE, "fr")] ?? {}) as { claims?: Partial<FactSource["claims"]> }).claims
  if (!english || !french) return []
  const frenchValues = claimValues({ ...english, ...french, waits: { ...english.waits, ...french.waits } })
  return Object.entries(claimValues(english))
    .filter(([token, value]) => numbersIn(value) !== numbersIn(frenchValues[token as keyof typeof frenchValues]))
    .map(
      ([token, value]) =>
        `data/site.fr.yaml: the claim {${token}} reads "${frenchValues[token as keyof typeof frenchValues]}", whose figures are not those of data/site.yaml ("${value}"): a translation states the same figures`,
    )
}

/** The claims the site computes with: the step count /how-it-works shows, and the step times its how-to adds up. */
export function claimShapeProblems(files: Record<string, unknown>): string[] {
  const claims = ((files[SITE_FILE] ?? {}) as SiteClaims).claims
  if (!claims) return []
  const problems: string[] = []
  for (const field of STEP_CLAIM_FIELDS) {
    const value = claims[field]
    if (claimMinutes(value) === undefined)
      problems.push(
        `data/site.yaml, field "claims.${field}": "${value}" must be a length of time like "under 5 minutes" (the how-to's structured data adds the step times up)`,
      )
  }
  const howItWorks = collectionEntries<Yaml>(files, "pages").find((page) => page.slug === "how-it-works")
  const steps = (howItWorks?.steps as { items?: unknown[] } | undefined)?.items
  if (Array.isArray(steps) && steps.length !== claims.stepCount)
    problems.push(
      `data/site.yaml, field "claims.stepCount": says ${claims.stepCount} steps, but data/${entryFile("pages", "how-it-works")} shows ${steps.length}: make them agree`,
    )
  return problems
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/**
 * Counsel's rules for a medication page (Food and Drug Regulations C.01.044; O. Reg. 114/94 s. 6(2)): its title and
 * heading lead with the generic name (brand second), and no keyword pairs the drug with OHIP, which pays for the visit only.
 */
export function medicationPageProblems(files: Record<string, unknown>): string[] {
  const problems: string[] = []
  for (const [language, entry] of LANGUAGES.flatMap((language) =>
    collectionEntries<Yaml>(files, "medications", language).map((entry) => [language, entry] as const),
  )) {
    const label = `data/${entryFile("medications", String(entry.slug), language)}`
    const generic = typeof entry.genericName === "string" ? capitalised(entry.genericName.trim()) : ""
    if (!generic) continue
    // the name stands in the footer, the index, the breadcrumbs and the Drug structured data
    const titles: Array<[string, unknown]> = [
      ["name", entry.name],
      ["seo.title", (entry.seo as Yaml | undefined)?.title],
      ["hero.title", (entry.hero as Yaml | undefined)?.title],
    ]
    for (const [field, title] of titles)
      if (typeof title === "string" && !title.toLowerCase().startsWith(generic.toLowerCase()))
        problems.push(
          `${label}, field "${field}": must start with the generic name "${generic}" (brand second, like "${generic} (${String(entry.name)}) …"), found "${title}"`,
        )
    const keywords = (entry.seo as Yaml | undefined)?.keywords
    for (const [index, keyword] of (Array.isArray(keywords) ? keywords : []).entries())
      if (typeof keyword === "string" && /\bOHIP\b/i.test(keyword))
        problems.push(
          `${label}, field "seo.keywords[${index}]": "${keyword}" pairs the medication with OHIP, which pays for the visit, not the drug: remove it`,
        )
  }
  return problems
}
