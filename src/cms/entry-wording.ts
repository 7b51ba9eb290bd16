// The words of an entry the editor refuses before a save, as `npm run check:content` refuses them
// (src/lib/wording-rules.ts): a content editor sees the field and the fix where they write, not in a failed build.
import { stringsWithPaths } from "../lib/claim-figures"
import { coverageValues, type FactSource } from "../lib/facts"
import type { Language } from "../lib/language"
import { wordingProblems, type WordingContext } from "../lib/wording-rules"
import { previewData } from "./built-in-data"
import type { CmsCollection, CmsField } from "./cms-config-types"
import { labelsOf } from "./field-labels"
import type { FieldMark } from "./field-marks"

const SIDES: Record<Language, string> = { en: "English side", fr: "French side" }

/** Each field of one side of an entry a wording rule refuses, marked by its labels, with the editor's message. */
export function entryWordingProblems(
  fields: ReadonlyArray<CmsField>,
  data: Record<string, unknown>,
  context: WordingContext,
): FieldMark[] {
  return stringsWithPaths(data).flatMap(({ path, text }) => {
    const labels = labelsOf(fields, path)
    return wordingProblems(path, text, context).map((words) => ({
      language: context.language,
      labels,
      message: `"${labels.join(" › ")}" on the ${SIDES[context.language]}: ${words}`,
    }))
  })
}

/** The regulated titles, should the site's facts built into the editor give none. */
const REGULATED_TITLE: Record<Language, WordingContext["therapistTitle"]> = {
  en: { therapist: "registered psychotherapist", therapists: "registered psychotherapists" },
  fr: { therapist: "psychothérapeute autorisé", therapists: "psychothérapeutes autorisés" },
}

/** What {therapist} and {therapists} show in `language`: the site's facts as the previews show them. */
export function editorTherapistTitle(language: Language): WordingContext["therapistTitle"] {
  const frame = previewData()[language]
  const title = frame?.languageSite?.therapistTitle
  return title ? { therapist: title.singular, therapists: title.plural } : REGULATED_TITLE[language]
}

/** The language a file collection's file is written in: data/site.fr.yaml is French, an entry of its own. */
export const languageOfEditorFile = (file: { file: string }): Language => (/\.fr\.yaml$/.test(file.file) ? "fr" : "en")

/** The site's coverage as the previews hold it: the whole group of data/site.yaml, its fee items too. */
type PreviewCoverage = FactSource["coverage"] & { feeItems?: string[] }

/**
 * The site's coverage in `language` as the previews show it, for the fee-item rule, with where the editor lists the fee
 * items ("Site facts › Coverage › Fee items"); none should the facts built into the editor give none.
 */
export function editorCoverage(language: Language, collections: ReadonlyArray<CmsCollection>): WordingContext["coverage"] {
  const frame = previewData()[language]
  const coverage = frame?.languageSite?.coverage as PreviewCoverage | undefined
  if (!coverage) return undefined
  const site = collections
    .find((collection) => collection.name === "site")
    ?.files?.find((file) => languageOfEditorFile(file) === language)
  const listedIn = site ? [site.label, ...labelsOf(site.fields, "coverage.feeItems")] : ["the site facts' fee items"]
  return { tokens: coverageValues(coverage), feeItems: coverage.feeItems ?? [], listedIn: listedIn.join(" › ") }
}
