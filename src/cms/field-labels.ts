import type { CmsField } from "./cms-config-types"

/**
 * A field of an entry, given by its path in the entry's data ("benefits.items.1.title"), as the editor labels it:
 * ["Benefits", "Items", "2", "Title"], a list's item by its position from 1 as the editor counts them. A key the
 * configuration has no field for keeps its name.
 */
export function labelsOf(fields: ReadonlyArray<CmsField>, path: string): string[] {
  let scope: ReadonlyArray<CmsField> = fields
  return path.split(".").map((key) => {
    if (/^\d+$/.test(key)) return String(Number(key) + 1)
    const field = scope.find((candidate) => candidate.name === key)
    scope = field?.fields ?? []
    return field?.label ?? key
  })
}
