/**
 * Words clinicians and counsel cannot sign (DECISIONS, "Launch and trust"), one field's text at a time: a therapist
 * called licensed, a drug's brand as a search keyword or in a medication's name, a wait promised in a heading, coverage
 * in a short line without its condition, something with a fee called free or covered. One
 * module for `npm run check:content` (gatsby/checks/trust-checks.ts, claim-checks.ts) and for the editor before a save
 * (src/cms/entry-wording.ts), so both refuse the same words with the same fix.
 */
import { BRAND_NAMES } from "./brand-names"
import { fillSlots } from "./facts"
import { frenchTypography, UNIT_SYMBOL } from "./french-typography"
import type { Language } from "./language"

export interface WordingContext {
  /** The language the field is written in. */
  language: Language
  /** What {therapist} and {therapists} show in that language: data/site.yaml's therapistTitle. */
  therapistTitle: { therapist: string; therapists: string }
  /** The entry's collection and slug ("medications", "viagra"): a medication's name gives a brand its address is. */
  collection?: string
  slug?: string
  /** data/site.yaml's coverage in that language, without which no text is read for its fees. */
  coverage?: {
    /** What {coverage}, {feeServices}, {counsellingCoverage} and {medicationCost} show. */
    tokens: Record<string, string>
    /** The things with a fee, or never insured: coverage.feeItems. */
    feeItems: ReadonlyArray<string>
    /** Where the fee items are listed, for the message: a file and field, or the editor's labels. */
    listedIn: string
  }
}

/**
 * A rule: what a field's text (at `path` in its entry, "hero.title", "seo.keywords.2") says that cannot be signed,
 * quoted, and the fix, in words content staff can act on; nothing when the text is fine. A keyword may name two brands.
 */
export type WordingRule = (path: string, text: string, context: WordingContext) => string[]

/**
 * A therapist called licensed: "licensed Ontario physicians and therapists", "therapists are all licensed", or in
 * French « thérapeute autorisé » (the regulated title is « psychothérapeute autorisé », which this leaves alone).
 */
const UNREGULATED_TITLE: Record<Language, RegExp> = {
  en: /\blicensed\s+(?:[\w,-]+\s+){0,4}?(?:psycho)?therapists?\b|\b(?:psycho)?therapists?\s+(?:[\w,-]+\s+){0,3}?licensed\b/i,
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
 * Each sentence that calls something with a fee (the coverage's feeItems, in the text's language) free or covered, read
 * as the page shows it: with the coverage sentences in place of their tokens. The site's coverage sentences themselves
 * are read where a page shows them, not where they are defined.
 */
export const feeItemRule: WordingRule = (path, text, { language, collection, coverage }) => {
  if (!coverage || (collection === "site" && path.startsWith("coverage."))) return []
  const words = PAYMENT_WORDS[language]
  const items = coverage.feeItems.filter((item) => item.trim())
  return sentences(fillSlots(text, coverage.tokens)).flatMap((sentence) => {
    // a question ("Is my medication covered?") claims nothing; its answer is checked
    if (sentence.endsWith("?") || !words.saysPaid.test(sentence) || words.notAClaim.test(sentence)) return []
    const item = items.find((name) => itemPattern(name, words.plural).test(sentence))
    return item
      ? [
          `"${sentence}" calls ${item} free or covered, but it has a fee or is not insured (${coverage.listedIn}): say what OHIP covers with {coverage}, and what it does not with {feeServices}, {counsellingCoverage} or {medicationCost}`,
        ]
      : []
  })
}

/**
 * Fields whose words stand alone, where a search result, a badge, a list, a heading, a button or a shared link shows them
 * without the page around them: the short lines of DECISIONS ("Launch and trust": the tagline, the hero, the share
 * image's alt, badges, titles; a section's heading and a button's label are titles too).
 */
const STANDS_ALONE =
  /(^|\.)(seo\.(description|defaultDescription|keywords\.\d+)|title|defaultTitle|heading|badge|name|shortName|tagline|\w*[aA]lt|\w*[lL]abel)$/

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

const CONDITION_FIX: Record<Language, string> = {
  fr: `says covered without its condition (the health card: « avec votre carte Santé »). This line shows without the page around it, so it must say what is covered and the condition, like ${SHORT_FORM.fr}; if there is no room, leave coverage out`,
  en: `says covered without its condition (your health card). This line shows without the page around it, so it must say what is covered and the condition, like ${SHORT_FORM.en}; if there is no room, leave coverage out`,
}

/**
 * A coverage claim in a field that stands alone (a search title or description, a hero title, a badge, a name, a
 * tagline, an image's alt text, a keyword) that drops its condition, and any on a drug's page or the drug list, where
 * counsel allows no coverage word. Each part of a line ("OHIP Covered; Notes Have a Fee") is read alone; the page's
 * own text is read by feeItemRule, since here a claim is refused for where it stands.
 */
export const shortLineCoverageRule: WordingRule = (path, text, { language, collection, slug }) => {
  if (!STANDS_ALONE.test(path)) return []
  const drugPage = collection === "medications" || (collection === "pages" && slug === "medications")
  return text.split(/(?<=[.!?])\s+|\s*;\s*/).flatMap((part) => {
    if (TOPIC.test(part) || !PAYMENT_WORDS[language].saysPaid.test(part.replace(NOT_PAID[language], " "))) return []
    const quoted = `"${part.trim()}"`
    if (drugPage)
      return [
        `${quoted} says covered on a drug's page or the drug list, where counsel allows no coverage word: leave coverage to the page's {coverage}`,
      ]
    return CONDITION[language].test(part) ? [] : [`${quoted} ${CONDITION_FIX[language]}`]
  })
}

/**
 * A French number whose digit groups or unit a line can still split once the site has set its typography: the site
 * keeps one ordinary space together ("2 000 mg"), not two spaces, a tab or a thin space pasted from another program.
 */
const BREAKABLE_NUMBER = new RegExp(
  String.raw`(?<![\d,.])\d+(?:[\u00a0\u202f]\d{3})*[^\S\u00a0\u202f]+(?:\d{3}(?!\d)|${UNIT_SYMBOL})`,
  "u",
)

/** Each French number of a field that could break across two lines on the page, as the page shows it. */
export const breakableNumberRule: WordingRule = (_path, text, { language }) => {
  const found = language === "fr" ? BREAKABLE_NUMBER.exec(frenchTypography(text)) : null
  return found
    ? [
        `« ${found[0].replace(/\s+/g, " ")} » can break across two lines: between its digit groups or before its unit stands a space the site cannot keep together (two spaces, a tab or a thin space pasted from another program). Type one ordinary space there instead (« 2 000 mg », « 1 Mbit/s »): the site turns that space into one that never breaks`,
      ]
    : []
}

/** Every rule's problems with one field's text. */
export const wordingProblems: WordingRule = (path, text, context) =>
  [therapistTitleRule, brandNameRule, waitHeadingRule, shortLineCoverageRule, feeItemRule, breakableNumberRule].flatMap((rule) =>
    rule(path, text, context),
  )
