/**
 * Words clinicians and counsel cannot sign (DECISIONS, "Launch and trust"), one field's text at a time: a therapist
 * called licensed, a drug's brand as a search keyword or in a medication's name, a wait promised in a heading. One
 * module for `npm run check:content` (gatsby/checks/trust-checks.ts) and for the editor before a save
 * (src/cms/entry-wording.ts), so both refuse the same words with the same fix.
 */
import { BRAND_NAMES } from "./brand-names"
import { fillSlots } from "./facts"
import type { Language } from "./language"

export interface WordingContext {
  /** The language the field is written in. */
  language: Language
  /** What {therapist} and {therapists} show in that language: data/site.yaml's therapistTitle. */
  therapistTitle: { therapist: string; therapists: string }
  /** The entry's collection and slug ("medications", "viagra"): a medication's name gives a brand its address is. */
  collection?: string
  slug?: string
}

/**
 * A rule: what a field's text (at `path` in its entry, "hero.title", "seo.keywords.2") says that cannot be signed,
 * quoted, and the fix, in words content staff can act on; nothing when the text is fine. A keyword may name two brands.
 */
export type WordingRule = (path: string, text: string, context: WordingContext) => string[]

/**
 * A therapist called licensed: "licensed Ontario physicians and therapists", "a therapist licensed in Ontario", or in
 * French « thérapeute autorisé » (the regulated title is « psychothérapeute autorisé », which this leaves alone).
 */
const UNREGULATED_TITLE: Record<Language, RegExp> = {
  en: /\blicensed\s+(?:[\w,-]+\s+){0,4}?(?:psycho)?therapists?\b|\b(?:psycho)?therapists?\s+licensed\b/i,
  fr: /(?<!\p{L})thérapeutes?\s+(?:[\p{L}'’-]+\s+){0,3}?autorisé(?:e|s|es)?(?!\p{L})|(?<!\p{L})autorisé(?:e|s|es)?\s+(?:[\p{L}'’-]+\s+){0,3}?thérapeutes?(?!\p{L})/iu,
}

const THERAPIST_FIX: Record<Language, string> = {
  fr: "« thérapeute autorisé » is no regulated title: write {therapist} or {therapists} (« psychothérapeute autorisé », the title in data/site.fr.yaml), for example « des médecins de l'Ontario et des {therapists} »",
  en: 'a therapist is not "licensed": write {therapist} or {therapists} ("registered psychotherapist", the regulated title in data/site.yaml) and keep "licensed" off it, for example "Ontario physicians and {therapists}"',
}

/** Any text that calls a therapist licensed, read as the page shows it (its title tokens filled in). */
export const therapistTitleRule: WordingRule = (_path, text, { language, therapistTitle }) => {
  const found = UNREGULATED_TITLE[language].exec(fillSlots(text, therapistTitle))
  return found ? [`"${found[0]}": ${THERAPIST_FIX[language]}`] : []
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
 * Each brand (brand-names.ts) in a keyword, or in a medication's name or title whose address is not that brand
 * (/medications/oseltamivir says no "Tamiflu"; /medications/viagra keeps "Sildenafil (Viagra)"), with the generic name
 * to write. Body text may still say once what a drug is sold as.
 */
export const brandNameRule: WordingRule = (path, text, { language, collection, slug }) => {
  const keyword = KEYWORD.test(path)
  if (!keyword && !(collection === "medications" && NAME_OR_TITLE.test(path))) return []
  return BRANDS.filter(({ brand, pattern }) => pattern.test(text) && (keyword || slug !== brand.toLowerCase())).map(
    ({ brand, generic }) => {
      const where = `"${text}" names the brand "${brand}"`
      return keyword
        ? `${where} as a search keyword, which counsel does not allow: name the medicine by its generic name, "${generic[language]}", for example "${generic[language]} ${language === "fr" ? "en ligne Ontario" : "online Ontario"}"`
        : `${where}: a medication's name and titles give the generic name alone, "${generic[language]}" (a brand may stand second only where the page's address is that brand, like /medications/viagra); the page's text may say once what it is sold as`
    },
  )
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

const WAIT_FIX: Record<Language, string> = {
  fr: "a heading does not promise a wait: add « généralement » (« Généralement vu le jour même ») or name no wait, and let the text below give the figure ({sameDayWait}, {mentalHealthWait})",
  en: 'a heading does not promise a wait: add "typically" ("Typically Seen the Same Day") or name no wait, and let the text below give the figure ({sameDayWait}, {mentalHealthWait})',
}

/**
 * A heading, name or badge that promises a wait ("Seen the Same Day", « Rendez-vous le jour même ») without
 * "typically". Body text gives its wait through the wait facts of data/site.yaml, which claim-checks.ts holds to one figure.
 */
export const waitHeadingRule: WordingRule = (path, text, { language }) =>
  HEADING.test(path) && WAIT[language].test(text) && !TYPICALLY[language].test(text) ? [`"${text}": ${WAIT_FIX[language]}`] : []

/** Every rule's problems with one field's text. */
export const wordingProblems: WordingRule = (path, text, context) =>
  [therapistTitleRule, brandNameRule, waitHeadingRule].flatMap((rule) => rule(path, text, context))
