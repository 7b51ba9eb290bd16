/**
 * What a page must say for a clinician and counsel to sign it (DECISIONS, "Launch and trust"), checked over every entry
 * by `npm run check:content` and the build: wherever a page offers mental-health care, its urgent-help words give the
 * 9-8-8 crisis line ({crisisLine}, from data/site.yaml) beside 911; therapists are named by their regulated title
 * ({therapist}: "registered psychotherapist", « psychothérapeute autorisé »), never "licensed therapist"; no keyword
 * names a drug's brand, and a medication's name and titles give a brand only where its route is that brand; no French
 * number can break across lines. The rules for one field's text are src/lib/wording-rules.ts, which the editor applies
 * before a save too.
 */
import { stringsWithPaths } from "../../src/lib/claim-figures"
import { type Language } from "../../src/lib/language"
import {
  brandNameRule,
  breakableNumberRule,
  therapistTitleRule,
  waitHeadingRule,
  type WordingContext,
  type WordingRule,
} from "../../src/lib/wording-rules"
import { englishFileOf, entryOfFile, fileIn, languageOfFile, SITE_FILE, whereIn } from "../content/data-files"

type Yaml = Record<string, unknown>

/** Words that name mental-health care, in each language ("depressants", « dépresseurs » are drugs, not a mood). */
const MENTAL_HEALTH: Record<Language, RegExp> = {
  en: /\b(mental[- ]health|anxiety|depression|depressed|suicid(?:e|al)|self-harm|harm(?:ing)? yourself)\b/i,
  fr: /(?<!\p{L})(santé mentale|anxiété|dépression|déprimée?s?|suicid(?:e|aire)s?|automutilation|vous faire du mal)(?!\p{L})/iu,
}

/** The first words of `text` that name mental-health care, if any. */
export const mentalHealthWords = (text: string, language: Language): string | undefined => MENTAL_HEALTH[language].exec(text)?.[0]

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
      .map((field) => ({ ...field, words: mentalHealthWords(field.text, language) }))
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

/** A file's context for the rules: its language, its entry, and the therapist title its language's site facts give. */
function contextOf(files: Record<string, unknown>, file: string): WordingContext {
  const language = languageOfFile(file)
  const title = ((files[fileIn(SITE_FILE, language)] ?? files[SITE_FILE]) as Yaml | undefined)?.therapistTitle as
    { singular?: string; plural?: string } | undefined
  const entry = entryOfFile(file)
  return {
    language,
    therapistTitle: { therapist: title?.singular ?? "therapist", therapists: title?.plural ?? "therapists" },
    collection: entry?.collection,
    slug: entry?.slug,
  }
}

/** Every field of data/ a rule refuses, as an error line naming the file, the entry, the field, the words and the fix. */
const problemsOf =
  (rule: WordingRule) =>
  (files: Record<string, unknown>): string[] =>
    Object.entries(files).flatMap(([file, content]) => {
      const context = contextOf(files, file)
      return stringsWithPaths(content).flatMap(({ path, text }) =>
        rule(path, text, context).map((words) => `${whereIn(file)}, field "${path}": ${words}`),
      )
    })

/** Every field that calls a therapist licensed, read as the page shows it ({therapist} filled in from its language). */
export const therapistTitleProblems = problemsOf(therapistTitleRule)

/** Every brand name in a keyword anywhere in data/, or in a medication's name or title whose route is not that brand. */
export const brandNameProblems = problemsOf(brandNameRule)

/** Every heading, name or badge in data/ that promises a wait without "typically". */
export const waitHeadingProblems = problemsOf(waitHeadingRule)

/** Every French number in data/ whose digit groups or unit the page could still break across lines. */
export const breakableNumberProblems = problemsOf(breakableNumberRule)
