// The words of an entry the editor refuses before a save, as `npm run check:content` refuses them
// (src/lib/wording-rules.ts): a content editor sees the field and the fix where they write, not in a failed build.
import { stringsWithPaths } from "../lib/claim-figures"
import type { Language } from "../lib/language"
import { wordingProblems, type WordingContext } from "../lib/wording-rules"
import { previewData } from "./built-in-data"
import type { CmsField } from "./cms-config-types"
import { labelsOf } from "./field-labels"
import type { FieldMark } from "./field-marks"

const SIDES: Record<Language, string> = { en: "English side", fr: "French side" }

/** Each field of one side of an entry a wording rule refuses, marked by its labels, with the editor's message. */
export function entryWordingProblems(
  fields: ReadonlyArray<CmsField>,
  data: Record<string, unknown>,
  context: WordingContext,
): Array<FieldMark & { message: string }> {
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
  const frame = language === "fr" ? previewData().frenchFrame : previewData()
  const title = frame?.languageSite?.therapistTitle
  return title ? { therapist: title.singular, therapists: title.plural } : REGULATED_TITLE[language]
}
