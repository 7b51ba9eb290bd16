/**
 * What a page must say for a clinician and counsel to sign it (DECISIONS, "Launch and trust"), checked over every entry
 * by `npm run check:content` and the build: wherever a page offers mental-health care, its urgent-help words give the
 * 9-8-8 crisis line ({crisisLine}, from data/site.yaml) beside 911; therapists are named by their regulated title
 * ({therapist}: "registered psychotherapist", « psychothérapeute autorisé »), never "licensed therapist"; no keyword
 * names a drug's brand, and a medication's name and titles give a brand only where its route is that brand.
 */
import { stringsWithPaths } from "../../src/lib/claim-figures"
import { fillSlots } from "../../src/lib/facts"
import { type Language } from "../../src/lib/language"
import { englishFileOf, entryOfFile, fileIn, languageOfFile, SITE_FILE, whereIn } from "../content/data-files"
import { BRAND_NAMES } from "../../src/lib/brand-names"

type Yaml = Record<string, unknown>

/** Words that name mental-health care, in each language ("depressants", « dépresseurs » are drugs, not a mood). */
const MENTAL_HEALTH: Record<Language, RegExp> = {
  en: /\b(mental[- ]health|anxiety|depression|depressed|suicid(?:e|al)|self-harm|harm(?:ing)? yourself)\b/i,
  fr: /(?<!\p{L})(santé mentale|anxiété|dépression|déprimée?s?|suicid(?:e|aire)s?|automutilation|vous faire du mal)(?!\p{L})/iu,
}

/** Fields that name a page or a file, not what it says. */
const NOT_WORDS = /(^|\.)(slug|frenchSlug|path|url|icon|reviewedBy|src)$/

const CRISIS_TOKEN = /\{\s*crisisLine\s*\}/
const EMERGENCY = /(?<!\d)911(?!\d)/

/**
 * Pages whose screen gives the crisis line beside 911 whatever the entry says: a city's local facts
 * (src/components/sections/city-local.tsx) and the contact form's emergency line (src/components/lead-form/).
 */
const screenShowsCrisisLine = (file: string): boolean => file.startsWith("cities/") || /^pages\/contact\./.test(file)

/**
 * Every page entry that mentions mental-health care but gives no crisis line beside 911, as an error line naming the
 * file, the entry, the first field that mentions it and the fix. A condition's crisis notice (showCrisisLine: true,
 * set in its English file) gives both numbers, as does a field with {crisisLine} and 911 together.
 */
export function crisisLineProblems(files: Record<string, unknown>): string[] {
  const problems: string[] = []
  for (const [file, content] of Object.entries(files)) {
    const entry = entryOfFile(file)
    if (!entry || entry.collection === "reviewers" || !content || typeof content !== "object") continue
    if (screenShowsCrisisLine(file)) continue
    const english = (files[englishFileOf(file)] ?? content) as Yaml
    if ((content as Yaml).showCrisisLine === true || english.showCrisisLine === true) continue
    const texts = stringsWithPaths(content).filter(({ path }) => !NOT_WORDS.test(path))
    if (texts.some(({ text }) => CRISIS_TOKEN.test(text) && EMERGENCY.test(text))) continue
    const language = languageOfFile(file)
    const mention = texts
      .map((field) => ({ ...field, words: MENTAL_HEALTH[language].exec(field.text)?.[0] }))
      .find((field) => field.words)
    if (!mention) continue
    const example =
      language === "fr"
        ? "« Si vous pensez au suicide, communiquez avec le {crisisLine}. Si vous êtes en danger immédiat, composez le 911. »"
        : '"If you are thinking about suicide, contact the {crisisLine}. If you are in immediate danger, call 911."'
    problems.push(
      `${whereIn(file)}, field "${mention.path}": mentions mental-health care ("${mention.words}"), but the page gives no crisis line beside 911. In the field of this page that says to call 911 (or in a new sentence that says both), add {crisisLine}, which shows the 9-8-8 line of data/site.yaml; for example ${example}`,
    )
  }
  return problems
}

/**
 * A therapist called licensed: "licensed Ontario physicians and therapists", "a therapist licensed in Ontario", or in
 * French « thérapeute autorisé » (the regulated title is « psychothérapeute autorisé », which this leaves alone).
 */
const UNREGULATED_TITLE: Record<Language, RegExp> = {
  en: /\blicensed\s+(?:[\w,-]+\s+){0,4}?(?:psycho)?therapists?\b|\b(?:psycho)?therapists?\s+licensed\b/i,
  fr: /(?<!\p{L})thérapeutes?\s+(?:[\p{L}'’-]+\s+){0,3}?autorisé(?:e|s|es)?(?!\p{L})|(?<!\p{L})autorisé(?:e|s|es)?\s+(?:[\p{L}'’-]+\s+){0,3}?thérapeutes?(?!\p{L})/iu,
}

/**
 * Every field of data/ that calls a therapist licensed, read as the page shows it ({therapist} and {therapists} filled
 * in from the file's language), as an error line naming the file, the entry, the field and the fix.
 */
export function therapistTitleProblems(files: Record<string, unknown>): string[] {
  const problems: string[] = []
  for (const [file, content] of Object.entries(files)) {
    const language = languageOfFile(file)
    const title = ((files[fileIn(SITE_FILE, language)] ?? files[SITE_FILE]) as Yaml | undefined)?.therapistTitle as
      { singular?: string; plural?: string } | undefined
    const tokens = { therapist: title?.singular ?? "therapist", therapists: title?.plural ?? "therapists" }
    for (const { path, text } of stringsWithPaths(content)) {
      const found = UNREGULATED_TITLE[language].exec(fillSlots(text, tokens))
      if (!found) continue
      const fix =
        language === "fr"
          ? "« thérapeute autorisé » is no regulated title: write {therapist} or {therapists} (« psychothérapeute autorisé », the title in data/site.fr.yaml), for example « des médecins de l'Ontario et des {therapists} »"
          : 'a therapist is not "licensed": write {therapist} or {therapists} ("registered psychotherapist", the regulated title in data/site.yaml) and keep "licensed" off it, for example "Ontario physicians and {therapists}"'
      problems.push(`${whereIn(file)}, field "${path}": "${found[0]}": ${fix}`)
    }
  }
  return problems
}

/** A field search engines read as a keyword: an entry's seo.keywords, data/site.yaml's seo.defaultKeywords. */
const KEYWORD = /(^|\.)(keywords|defaultKeywords)\.\d+$/
/** A medication's name and its titles: the footer, the index, the breadcrumbs, the Drug structured data, headings. */
const NAME_OR_TITLE = /(^|\.)(name|title)$/

const BRANDS = BRAND_NAMES.flatMap(({ generic, brands }) =>
  brands.map((brand) => ({
    brand,
    generic,
    pattern: new RegExp(`(?<![\\p{L}\\d-])${brand}(?![\\p{L}\\d-])`, "iu"),
  })),
)

/**
 * Every brand name (brand-names.ts) in a keyword anywhere in data/, or in a medication's name or title whose route is
 * not that brand (/medications/oseltamivir says no "Tamiflu"; /medications/viagra keeps "Sildenafil (Viagra)"), as an
 * error line naming the file, the entry, the field and the generic name to write. Body text may still say once what a
 * drug is sold as.
 */
export function brandNameProblems(files: Record<string, unknown>): string[] {
  const problems: string[] = []
  for (const [file, content] of Object.entries(files)) {
    const language = languageOfFile(file)
    const entry = entryOfFile(file)
    const isMedication = entry?.collection === "medications"
    for (const { path, text } of stringsWithPaths(content)) {
      const keyword = KEYWORD.test(path)
      if (!keyword && !(isMedication && NAME_OR_TITLE.test(path))) continue
      for (const { brand, generic, pattern } of BRANDS) {
        if (!pattern.test(text) || (!keyword && entry?.slug === brand.toLowerCase())) continue
        const where = `${whereIn(file)}, field "${path}": "${text}" names the brand "${brand}"`
        problems.push(
          keyword
            ? `${where} as a search keyword, which counsel does not allow: name the medicine by its generic name, "${generic[language]}", for example "${generic[language]} ${language === "fr" ? "en ligne Ontario" : "online Ontario"}"`
            : `${where}: a medication's name and titles give the generic name alone, "${generic[language]}" (a brand may stand second only where the page's address is that brand, like /medications/viagra); the page's text may say once what it is sold as`,
        )
      }
    }
  }
  return problems
}

/** A field read as a heading or a short line: titles (a page's, a section's, a card's), names and badges. */
const HEADING = /(^|\.)(title|heading|name|badge)$/

/** Words that promise how soon a visitor is seen: "same day", "within hours", a wait fact, « le jour même ». */
const WAIT: Record<Language, RegExp> = {
  en: /\bsame[- ]day\b|\bwithin\s+(?:(?:a\s+few|\d+|hours|days|minutes)\b|\{)|\{\s*\w*Wait\s*\}/i,
  fr: /(?<!\p{L})(?:le\s+jour\s+même|en\s+quelques\s+(?:heures|jours|minutes)|dans\s+la\s+journée|d'ici\s+quelques\s+(?:heures|jours))(?!\p{L})|\{\s*\w*Wait\s*\}/iu,
}

/** The word that keeps a heading's wait the figure it is (DECISIONS, "Launch and trust": no wait is a promise). */
const TYPICALLY: Record<Language, RegExp> = {
  en: /\b(typically|usually|often)\b/i,
  fr: /(?<!\p{L})(généralement|habituellement|en général|souvent)(?!\p{L})/iu,
}

/**
 * Every heading, name or badge in data/ that promises a wait ("Seen the Same Day", « Rendez-vous le jour même ») without
 * "typically", as an error line naming the file, the entry, the field and the fix. Body text gives its wait through the
 * wait facts of data/site.yaml, which claim-checks.ts holds to one figure.
 */
export function waitHeadingProblems(files: Record<string, unknown>): string[] {
  const problems: string[] = []
  for (const [file, content] of Object.entries(files)) {
    const language = languageOfFile(file)
    for (const { path, text } of stringsWithPaths(content)) {
      if (!HEADING.test(path) || !WAIT[language].test(text) || TYPICALLY[language].test(text)) continue
      const fix =
        language === "fr"
          ? "a heading does not promise a wait: add « généralement » (« Généralement vu le jour même ») or name no wait, and let the text below give the figure ({sameDayWait}, {mentalHealthWait})"
          : 'a heading does not promise a wait: add "typically" ("Typically Seen the Same Day") or name no wait, and let the text below give the figure ({sameDayWait}, {mentalHealthWait})'
      problems.push(`${whereIn(file)}, field "${path}": "${text}": ${fix}`)
    }
  }
  return problems
}
