/**
 * French typography as the Office québécois de la langue française sets it, put in by the site so that editors never
 * type an invisible character: a narrow no-break space before ; ! ? and inside « », a no-break space before : and
 * between a number and its unit, and « » for quotation marks. Only spaces already written are changed ("https://",
 * "8:00" and "?q=" keep theirs), so a string that follows the rules is returned as it is.
 */
const NO_BREAK = "\u00a0"
const NARROW_NO_BREAK = "\u202f"

/** Unit symbols written after a number: "10 mg", "8 h", "15 %", "50 $". */
const UNIT_AFTER_NUMBER = /(\d) (?=(?:mg|mcg|µg|g|mL|ml|L|h|min|km|kg|%|\$)(?![\p{L}\d]))/gu

export function frenchTypography(text: string): string {
  return text
    .replace(/“\s*/g, `«${NARROW_NO_BREAK}`)
    .replace(/\s*”/g, `${NARROW_NO_BREAK}»`)
    .replace(/[ \u00a0]+([;!?»])/g, `${NARROW_NO_BREAK}$1`)
    .replace(/«[ \u00a0]+/g, `«${NARROW_NO_BREAK}`)
    .replace(/ +:/g, `${NO_BREAK}:`)
    .replace(UNIT_AFTER_NUMBER, `$1${NO_BREAK}`)
}

/** A quotation in the language's own marks: “…” in English, « … » in French. */
export const quoted = (text: string, language: "en" | "fr"): string =>
  language === "fr" ? `«${NARROW_NO_BREAK}${text}${NARROW_NO_BREAK}»` : `“${text}”`

/** Every string inside a YAML value set in French typography (a French file's words, as the loader reads them). */
export function inFrenchTypography<T>(value: T): T {
  if (typeof value === "string") return frenchTypography(value) as T
  if (Array.isArray(value)) return value.map(inFrenchTypography) as T
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, inFrenchTypography(inner)])) as T
  return value
}
