import type { CmsField } from "./cms-config-types"

type Data = Record<string, unknown>

const isGroup = (value: unknown): value is Data => !!value && typeof value === "object" && !Array.isArray(value)

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
