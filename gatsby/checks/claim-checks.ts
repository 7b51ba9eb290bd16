/**
 * What data/ may claim, checked over every file by `npm run check:content` and the build: coverage said truly (nothing
 * with a fee called free or covered), figures that repeat a claim of data/site.yaml typed instead of its token, the
 * step count and the how-to's times that the site computes from the claims, and the rules counsel set for medication
 * pages (the generic name leads, no keyword pairs a drug with OHIP), as the product owner's decisions ("Launch and trust") ask.
 */
import { claimMinutes, STEP_CLAIM_FIELDS } from "../../src/lib/claim-durations"
import { stringsWithPaths } from "../../src/lib/claim-figures"
import { claimValues, coverageValues, type FactSource } from "../../src/lib/facts"
import { LANGUAGES } from "../../src/lib/language"
import { feeItemRule, shortLineCoverageRule, type WordingContext } from "../../src/lib/wording-rules"
import {
  collectionEntries,
  englishFileOf,
  entryFile,
  entryOfFile,
  fileIn,
  languageOfFile,
  SITE_FILE,
  whereIn,
} from "../content/data-files"

type Yaml = Record<string, unknown>

/** data/site.yaml as these checks read it: after the content model has passed it, so each group has its fields. */
interface SiteClaims {
  claims?: FactSource["claims"]
  coverage?: FactSource["coverage"] & { feeItems: string[] }
}

/** A file's context for the coverage rules: its language, its entry (a drug's page allows no coverage word), its site's coverage. */
function coverageContext(files: Record<string, unknown>, file: string): WordingContext {
  const language = languageOfFile(file)
  const site = (files[fileIn(SITE_FILE, language)] ?? {}) as SiteClaims
  const entry = entryOfFile(file)
  return {
    language,
    // the rules read no therapist title
    therapistTitle: { therapist: "", therapists: "" },
    collection: file === fileIn(SITE_FILE, language) ? "site" : entry?.collection,
    slug: entry?.slug,
    coverage: site.coverage && {
      tokens: coverageValues(site.coverage),
      feeItems: site.coverage.feeItems,
      listedIn: `data/${fileIn(SITE_FILE, language)} coverage.feeItems`,
    },
  }
}

/**
 * Every sentence of data/ that calls something with a fee (coverage.feeItems, in the file's language: site.fr.yaml's
 * for a French file) free or covered, as an error line (src/lib/wording-rules.ts feeItemRule, which the editor applies too).
 */
export function coverageProblems(files: Record<string, unknown>): string[] {
  return LANGUAGES.flatMap((language) =>
    Object.entries(files)
      .filter(([file]) => languageOfFile(file) === language)
      .flatMap(([file, content]) => {
        const context = coverageContext(files, file)
        return stringsWithPaths(content).flatMap(({ path, text }) =>
          feeItemRule(path, text, context).map((words) => `data/${file}, field "${path}": ${words}`),
        )
      }),
  )
}

/**
 * Every coverage claim in a field that stands alone (a search title or description, a hero title, a badge, a name, a
 * tagline, an image's alt text, a keyword) that drops its condition, and any on a drug's page or the drug list, as
 * error lines naming the file, the entry, the field and the fix (src/lib/wording-rules.ts shortLineCoverageRule, which
 * the editor applies too). The page's own text is read by coverageProblems.
 */
export function snippetCoverageProblems(files: Record<string, unknown>): string[] {
  return Object.entries(files).flatMap(([file, content]) => {
    const context = coverageContext(files, file)
    return stringsWithPaths(content).flatMap(({ path, text }) =>
      shortLineCoverageRule(path, text, context).map((words) => `${whereIn(file)}, field "${path}": ${words}`),
    )
  })
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
