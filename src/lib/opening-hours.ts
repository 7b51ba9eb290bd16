/**
 * Opening hours as data/site.yaml states them (days with a 24-hour opening and closing time), checked and turned
 * into the words the footer, the contact card and the {hours} token show and the structured data's specification.
 */
import type { DayOfWeek, OpeningHoursSpecification } from "schema-dts"
import { type Language, LOCALES } from "./language"

export const WEEK = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const
export type Weekday = (typeof WEEK)[number]

export interface HoursSlot {
  days: ReadonlyArray<string>
  opens: string
  closes: string
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

/** "08:00" and "21:30" are times; "9am", "8:00" and "24:00" are not. */
export const isTime = (value: unknown): value is string => typeof value === "string" && TIME.test(value)

/** What is wrong with a list of slots, each naming the slot ("hours[1].closes"). */
export function hoursProblems(hours: ReadonlyArray<HoursSlot>): string[] {
  const problems: string[] = []
  const named = new Map<string, number>()
  hours.forEach((slot, i) => {
    for (const day of slot.days) {
      if (!(WEEK as readonly string[]).includes(day))
        problems.push(`"hours[${i}].days" names "${day}", which is not a day (one of: ${WEEK.join(", ")})`)
      else if (named.has(day)) problems.push(`"hours[${i}].days" names ${day} again (already in hours[${named.get(day)}])`)
      else named.set(day, i)
    }
    for (const field of ["opens", "closes"] as const)
      if (!isTime(slot[field]))
        problems.push(`"hours[${i}].${field}" must be a 24-hour time like "08:00" or "21:30", found "${String(slot[field])}"`)
    if (isTime(slot.opens) && isTime(slot.closes) && slot.opens >= slot.closes)
      problems.push(`"hours[${i}]" closes at ${slot.closes}, not after it opens at ${slot.opens}`)
  })
  return problems
}

/** "08:00" → "8:00 AM", "21:00" → "9:00 PM". */
export const formatTime = (time: string): string => {
  const [h, m] = time.split(":").map(Number)
  const suffix = h >= 12 ? "PM" : "AM"
  const hour12 = h % 12 === 0 ? 12 : h % 12
  return `${hour12}:${String(m).padStart(2, "0")} ${suffix}`
}

/** A day's name in a language: the English name as data/ writes it, the French from Intl ("Monday" → "lundi"). */
const dayName = (day: string, language: Language): string =>
  language === "en"
    ? day
    : new Intl.DateTimeFormat(LOCALES[language], { weekday: "long", timeZone: "UTC" }).format(
        // 2024-01-01 was a Monday
        new Date(Date.UTC(2024, 0, 1 + WEEK.indexOf(day as Weekday))),
      )

// How each language joins a run of days and the last of a list: "Monday to Saturday", "du lundi au samedi".
const JOINS: Record<Language, { from: string; to: string; and: string }> = {
  en: { from: "", to: " to ", and: " and " },
  fr: { from: "du ", to: " au ", and: " et " },
}

/** Days in week order, runs of three or more joined: "Monday to Saturday", "samedi et dimanche". */
export const dayLabel = (days: ReadonlyArray<string>, language: Language = "en"): string => {
  const order = [...days].sort((a, b) => WEEK.indexOf(a as Weekday) - WEEK.indexOf(b as Weekday))
  const runs: string[][] = []
  for (const day of order) {
    const run = runs.at(-1)
    if (run && WEEK.indexOf(run.at(-1) as Weekday) + 1 === WEEK.indexOf(day as Weekday)) run.push(day)
    else runs.push([day])
  }
  const join = JOINS[language]
  const name = (day: string) => dayName(day, language)
  const parts = runs.flatMap((run) =>
    run.length >= 3 ? [`${join.from}${name(run[0])}${join.to}${name(run.at(-1) as string)}`] : run.map(name),
  )
  return parts.length <= 1 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")}${join.and}${parts.at(-1)}`
}

/**
 * "08:00" → "8 h", "21:30" → "21 h 30": the Office québécois de la langue française's way of writing a time, its
 * spaces no-break so that a time never breaks across lines.
 */
export const formatTimeFr = (time: string): string => {
  const [h, m] = time.split(":").map(Number)
  return m === 0 ? `${h}\u00a0h` : `${h}\u00a0h\u00a0${String(m).padStart(2, "0")}`
}

/** One line a slot: "Monday to Saturday 8:00 AM to 9:00 PM"; in French "du lundi au samedi, de 8 h à 21 h". */
export const formatHours = (hours: ReadonlyArray<HoursSlot>, language: Language = "en"): ReadonlyArray<string> =>
  hours.map(({ days, opens, closes }) =>
    language === "fr"
      ? `${dayLabel(days, language)}, de ${formatTimeFr(opens)} à ${formatTimeFr(closes)}`
      : `${dayLabel(days)} ${formatTime(opens)} to ${formatTime(closes)}`,
  )

/** schema.org's form of the same slots. */
export const openingHoursSpecification = (hours: ReadonlyArray<HoursSlot>): OpeningHoursSpecification[] =>
  hours.map((slot) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: slot.days.map((day) => `https://schema.org/${day}` as DayOfWeek),
    opens: slot.opens,
    closes: slot.closes,
  }))
