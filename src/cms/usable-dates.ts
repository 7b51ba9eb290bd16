/**
 * An entry's dates as a preview can show them: a date typed halfway ("2026-11-2") is no date, and the screens that
 * write it out ("November 28, 2026") would fail on it. Which fields are dates is the editor's configuration's to say
 * (gatsby/content/cms-config.ts gives each date field the datetime widget).
 */
import { cmsConfig } from "./built-in-data"

type Data = Record<string, unknown>

const DATE_EXAMPLE = "2026-01-31"

/** "2026-11-28" and no other form; and a day the calendar has. */
const isDate = (value: unknown): boolean =>
  typeof value === "string" &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value

/**
 * `data` with each of its dates (the fields of `collection` shown as dates) that is not a date yet left out, or shown
 * as its placeholder (`placeholders`) where the page needs one, and a note for each in plain words.
 */
export function usableDates(collection: string, data: Data, placeholders: Data = {}): { data: Data; notes: string[] } {
  const fields = cmsConfig().collections.find((candidate) => candidate.name === collection)?.fields ?? []
  const notes: string[] = []
  const usable = { ...data }
  for (const field of fields) {
    const value = data[field.name]
    if (field.widget !== "datetime" || value === undefined || value === null || value === "" || isDate(value)) continue
    notes.push(
      `${field.label}: "${String(value)}" is not a date yet; type it like ${DATE_EXAMPLE}. The preview leaves it out until then.`,
    )
    usable[field.name] = placeholders[field.name]
  }
  return { data: usable, notes }
}
