import type { CmsField } from "./cms-config-types"

type Data = Record<string, unknown>

const isGroup = (value: unknown): value is Data => !!value && typeof value === "object" && !Array.isArray(value)

const isBlank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.length === 0)

/**
 * What the French side of an entry lacks that the build would refuse, in the editor's words: each translated field the
 * English side fills and the French side leaves empty, named by its labels ("Hero › Title"). Decap checks the English
 * pane alone (decap-cms issues 5112 and 5653). A group inside is checked field by field; a list is translated whole.
 */
export function frenchSideProblems(fields: ReadonlyArray<CmsField>, english: Data, french: Data, where = ""): string[] {
  return fields.flatMap((field) => {
    if (!field.i18n) return []
    const label = `${where}${field.label}`
    const [inEnglish, inFrench] = [english[field.name], french[field.name]]
    if (isBlank(inEnglish)) return []
    if (isBlank(inFrench)) return [`"${label}" is empty on the French side: write it in French, as the English side has it`]
    if (field.fields && isGroup(inEnglish) && isGroup(inFrench))
      return frenchSideProblems(field.fields, inEnglish, inFrench, `${label} › `)
    return []
  })
}
