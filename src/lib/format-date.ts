import { type Language, LOCALES } from "./language"

/** A date of data/ ("2026-11-15") as a reader of the language writes it: "November 15, 2026", "15 novembre 2026". */
export const formatDate = (isoDate: string, language: Language): string =>
  new Intl.DateTimeFormat(LOCALES[language], { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${isoDate.slice(0, 10)}T00:00:00Z`),
  )
