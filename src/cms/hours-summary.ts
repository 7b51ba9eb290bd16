import { dayLabel, isTime, WEEK } from "../lib/opening-hours"

/** An opening-hours row as the editor holds it, perhaps half filled in. */
export interface HoursRow {
  days?: unknown
  opens?: unknown
  closes?: unknown
}

/** "09:00" → "9:00", as the row's summary says it. */
const clock = (time: string): string => time.replace(/^0(?=\d:)/, "")

/**
 * An opening-hours row in words, as the editor's folded list shows it (widgets/hours-list.tsx): "Monday to Friday,
 * 9:00 to 17:00". Decap's list summary is a template of the row's fields and cannot name a list of days in words.
 */
export function hoursRowSummary(row: HoursRow): string {
  const days = Array.isArray(row.days) ? row.days.filter((day): day is string => (WEEK as readonly unknown[]).includes(day)) : []
  const named = days.length > 0 ? dayLabel(days) : "No days chosen yet"
  const times = isTime(row.opens) && isTime(row.closes) ? `${clock(row.opens)} to ${clock(row.closes)}` : "no times yet"
  return `${named}, ${times}`
}
