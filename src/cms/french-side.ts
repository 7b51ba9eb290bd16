// The French side of an entry in the editor: what a save writes in its French file, and what it must not leave empty.
import type { CmsField } from "./cms-config-types"
import { isGroup } from "./entry-data"
import type { FieldMark } from "./field-marks"

type Data = Record<string, unknown>

const isBlank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.length === 0)

/** A list whose items hold fields shown in English alone (an icon, a link): each French item takes the English item's. */
const holdsShared = (field: CmsField): boolean => !!field.fields?.some((inner) => !inner.i18n || holdsShared(inner))

const gap = (labels: string[], message: string): FieldMark => ({ language: "fr", labels, message })

/**
 * What the French side of an entry lacks that the build would refuse (gatsby/content/translation.ts), every gap at
 * once: each translated field the English side fills and the French side leaves empty, by its labels from the top
 * (["Hero", "Title"]), inside groups and the items of a list whose items take the English items' icons or links; and
 * such a list with more or fewer items than the English one. Decap checks the English pane alone (decap-cms issues 5112
 * and 5653).
 */
export function frenchSideGaps(fields: ReadonlyArray<CmsField>, english: Data, french: Data, where: string[] = []): FieldMark[] {
  return fields.flatMap((field) => {
    if (!field.i18n) return []
    const labels = [...where, field.label]
    const [inEnglish, inFrench] = [english[field.name], french[field.name]]
    if (isBlank(inEnglish)) return []
    if (isBlank(inFrench))
      return [gap(labels, `"${labels.join(" › ")}" is empty on the French side: write it in French, as the English side has it`)]
    if (!field.fields) return []
    if (isGroup(inEnglish) && isGroup(inFrench)) return frenchSideGaps(field.fields, inEnglish, inFrench, labels)
    if (!holdsShared(field) || !Array.isArray(inEnglish) || !Array.isArray(inFrench)) return []
    if (inEnglish.length !== inFrench.length)
      return [
        gap(
          labels,
          `"${labels.join(" › ")}" has ${inFrench.length} items on the French side and ${inEnglish.length} on the English side: each French item translates the English item at its place, and shows its icon, picture or link`,
        ),
      ]
    return inFrench.flatMap((item, index) =>
      isGroup(item) && isGroup(inEnglish[index])
        ? frenchSideGaps(field.fields ?? [], inEnglish[index] as Data, item, [...labels, String(index + 1)])
        : [],
    )
  })
}

/** Words in a text, a fact in braces not counted: a name or a heading of a few may rightly be the same in French. */
const wordCount = (text: string): number =>
  text
    .replace(/\{\w+\}/g, " ")
    .split(/\s+/)
    .filter(Boolean).length

/** More words than a name or a short heading has: a French text with as many, word for word the English, is untranslated. */
const COPIED_WORDS = 5

/**
 * Each French text that is word for word its English twin (a text, a list's item at its place, inside groups and
 * items), of at least COPIED_WORDS words: Decap's "Copy from the other language" puts the whole English side in the
 * French pane after one confirm, and offers no way to copy only the empty fields or to ask field by field.
 */
export function frenchSideCopies(
  fields: ReadonlyArray<CmsField>,
  english: unknown,
  french: unknown,
  where: string[] = [],
): FieldMark[] {
  if (!isGroup(english) || !isGroup(french)) return []
  return fields.flatMap((field) => {
    if (!field.i18n) return []
    const labels = [...where, field.label]
    const copies = (inEnglish: unknown, inFrench: unknown, at: string[]): FieldMark[] => {
      if (typeof inEnglish === "string" && typeof inFrench === "string")
        return inFrench.trim() === inEnglish.trim() && wordCount(inEnglish) >= COPIED_WORDS
          ? [
              {
                language: "fr",
                labels: at,
                message: `"${at.join(" › ")}" on the French side is word for word the English: write it in French`,
              },
            ]
          : []
      if (Array.isArray(inEnglish) && Array.isArray(inFrench))
        return inFrench.flatMap((item, index) => copies(inEnglish[index], item, [...at, String(index + 1)]))
      return field.fields ? frenchSideCopies(field.fields, inEnglish, inFrench, at) : []
    }
    return copies(english[field.name], french[field.name], labels)
  })
}

/**
 * What the editor writes in an entry's French file: the values of the fields it marks translated (`i18n: true`), the
 * shared ones being the English file's, in a list's items too. Decap's French pane can hold shared values (its
 * reviewer on an ordinary save, a group's links and a list's icons after "Copy from the other language"), and the
 * build refuses a French file that repeats one. A key the editor has no field for is kept, for the check to name.
 */
export function frenchFileData(data: Data, fields: ReadonlyArray<CmsField>): Data {
  const own: Data = {}
  for (const [name, value] of Object.entries(data)) {
    const field = fields.find((candidate) => candidate.name === name)
    if (field && !field.i18n) continue
    const inner = field?.fields ?? []
    own[name] = !field?.fields
      ? value
      : isGroup(value)
        ? frenchFileData(value, inner)
        : Array.isArray(value)
          ? value.map((item) => (isGroup(item) ? frenchFileData(item, inner) : item))
          : value
  }
  return own
}
