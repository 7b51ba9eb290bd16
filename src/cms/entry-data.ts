/**
 * An entry being edited, shaped as the page's GraphQL query gives it to the screen: hero photos are processed by the
 * build (the preview shows the page without one), dates both as shown and as ISO.
 */
type Data = Record<string, unknown>

const longDate = (iso: string): string =>
  /^\d{4}-\d{2}-\d{2}$/.test(iso)
    ? new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", {
        month: "long",
        day: "numeric",
        year: "numeric",
        timeZone: "UTC",
      })
    : iso

export function asQueried<T>(data: Data, dateField?: string): T {
  const hero = data.hero && typeof data.hero === "object" ? { ...(data.hero as Data), image: null } : data.hero
  const shaped: Data = { ...data, hero }
  if (dateField) {
    const value = data[dateField]
    const iso = value instanceof Date ? value.toISOString().slice(0, 10) : String(value ?? "")
    shaped[dateField] = longDate(iso)
    shaped[`${dateField}Iso`] = iso
  }
  return shaped as T
}

const isGroup = (value: unknown): value is Data => !!value && typeof value === "object" && !Array.isArray(value)

/**
 * An entry as typed so far, laid over its collection's placeholder entry (gatsby/content/cms-preview-data.ts): every
 * required value not yet typed shows as its field's label in brackets, so a new entry's preview never meets a gap.
 */
export function withPlaceholders(value: unknown, placeholder: unknown): unknown {
  if (value === undefined || value === null || value === "") return placeholder
  if (Array.isArray(placeholder))
    return Array.isArray(value) && value.length > 0 ? value.map((item) => withPlaceholders(item, placeholder[0])) : placeholder
  if (isGroup(placeholder) && isGroup(value)) {
    const filled: Data = { ...value }
    for (const [key, inner] of Object.entries(placeholder)) filled[key] = withPlaceholders(value[key], inner)
    return filled
  }
  return value
}
