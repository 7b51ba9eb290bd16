// The French side of an entry in the editor: what a save writes in its French file, and what it must not leave empty.
import type { CmsField } from "./cms-config-types"
import { isGroup } from "./entry-data"

type Data = Record<string, unknown>

const isBlank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.length === 0)

/**
 * What the French side of an entry lacks that the build would refuse: each translated field the English side fills and
 * the French side leaves empty, as its labels from the top (["Hero", "Title"]). Decap checks the English pane alone
 * (decap-cms issues 5112 and 5653). A group inside is checked field by field; a list is translated whole.
 */
export function frenchSideGaps(fields: ReadonlyArray<CmsField>, english: Data, french: Data, where: string[] = []): string[][] {
  return fields.flatMap((field) => {
    if (!field.i18n) return []
    const labels = [...where, field.label]
    const [inEnglish, inFrench] = [english[field.name], french[field.name]]
    if (isBlank(inEnglish)) return []
    if (isBlank(inFrench)) return [labels]
    if (field.fields && isGroup(inEnglish) && isGroup(inFrench)) return frenchSideGaps(field.fields, inEnglish, inFrench, labels)
    return []
  })
}

/** A gap in the editor's words: "Hero › Title" is empty on the French side, and what to do. */
export const frenchGapMessage = (labels: ReadonlyArray<string>): string =>
  `"${labels.join(" › ")}" is empty on the French side: write it in French, as the English side has it`

/**
 * What the editor writes in an entry's French file: the values of the fields it marks translated (`i18n: true`), the
 * shared ones being the English file's. Decap's French pane can hold shared values too (its reviewer on an ordinary
 * save, a group's links after "Fill in from another locale"), and the build refuses a French file that repeats one. A
 * key the editor has no field for is kept, for the check to name.
 */
export function frenchFileData(data: Data, fields: ReadonlyArray<CmsField>): Data {
  const own: Data = {}
  for (const [name, value] of Object.entries(data)) {
    const field = fields.find((candidate) => candidate.name === name)
    if (field && !field.i18n) continue
    own[name] = field?.fields && isGroup(value) ? frenchFileData(value, field.fields) : value
  }
  return own
}
