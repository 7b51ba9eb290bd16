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
