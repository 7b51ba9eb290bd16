/**
 * The site's facts as typed so far, shaped as the site's query gives them (src/lib/queried-site.ts), with every value
 * that is not usable yet left out or shown plainly, and a note for each in words content staff can act on. The
 * build refuses such a value (gatsby/checks), but the editor previews every keystroke: "1-844-222-720", one Backspace
 * from the real number, is no phone number, and the screens would meet no phone at all (issue 62).
 */
import { phoneFacts, type PhoneFacts } from "../lib/phone"
import { formatHours, type HoursSlot, isTime, WEEK } from "../lib/opening-hours"
import type { Language } from "../lib/language"

type Data = Record<string, unknown>

/** An example of each kind of value, as the note asks for it. */
const PHONE_EXAMPLE = "1-844-222-7200"
const TIME_EXAMPLE = "08:00"

/** The number as typed, without a link: what the screens show until it can be called. */
const unlinkedPhone = (typed: string): PhoneFacts => ({ display: typed, href: undefined as never, e164: "" })

/** What is not usable yet in one opening-hours row (1 for the first), in plain words; none when the row is whole. */
function rowProblems(slot: Partial<HoursSlot> | undefined, row: number): string[] {
  const where = `Opening hours, row ${row}`
  const problems: string[] = []
  const days = Array.isArray(slot?.days) ? slot.days : []
  if (days.length === 0) problems.push(`${where}: no day is chosen yet`)
  for (const day of days)
    if (!(WEEK as readonly string[]).includes(day)) problems.push(`${where}: "${String(day)}" is not a day of the week yet`)
  for (const [field, name] of [
    ["opens", "opening"],
    ["closes", "closing"],
  ] as const)
    if (!isTime(slot?.[field]))
      problems.push(`${where}: the ${name} time "${String(slot?.[field] ?? "")}" is not a time yet; type it like ${TIME_EXAMPLE}`)
  return problems
}

/** The site's facts as a preview of a pane in `language` can show them, and what it could not show yet. */
export function usableSite(site: Data, language: Language): { site: Data; notes: string[] } {
  const notes: string[] = []
  const typed = String(site.phone ?? "")
  let phone = phoneFacts(typed)
  if (!phone) {
    notes.push(
      `The phone number "${typed}" cannot be called yet, so the preview shows it without a link. Type the whole number, like ${PHONE_EXAMPLE}.`,
    )
    phone = unlinkedPhone(typed)
  }
  const slots = Array.isArray(site.hours) ? (site.hours as Array<Partial<HoursSlot> | undefined>) : []
  const whole: HoursSlot[] = []
  slots.forEach((slot, index) => {
    const problems = rowProblems(slot, index + 1)
    if (problems.length === 0) whole.push(slot as HoursSlot)
    else notes.push(`${problems.join("; ")}. The preview leaves this row out until then.`)
  })
  const hoursText = formatHours(whole, language)
  return { site: { ...site, phone, hoursText }, notes }
}
