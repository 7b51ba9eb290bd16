/**
 * French typography as the Office québécois de la langue française sets it, put in by the site so that editors never
 * type an invisible character: a narrow no-break space before ; ! ? and inside « », a no-break space before :, between
 * the digit groups of a number ("2 000", as Canadian French writes it: Intl's fr-CA) and between a number and its unit,
 * « » for quotation marks and one ellipsis character for three dots. Only spaces already written are changed
 * ("https://", "8:00" and "?q=" keep theirs), so a string that follows the rules is returned as it is.
 */
const NO_BREAK = "\u00a0"
const NARROW_NO_BREAK = "\u202f"

/** Unit symbols written after a number: "10 mg", "8 h", "15 %", "50 $", "1 000 UI", "1 Mbit/s". */
export const UNIT_SYMBOL = String.raw`(?:mg|mcg|µg|g|mL|ml|L|h|min|km|kg|cm|mm|UI|Mbit\/s|Mo|Go|%|\$)(?![\p{L}\d])`
const UNIT_AFTER_NUMBER = new RegExp(String.raw`(\d) (?=${UNIT_SYMBOL})`, "gu")

/** A number written in groups of three digits ("2 000", "1 000 000"): its spaces, plain or no-break, as written. */
const DIGIT_GROUPS = /(?<![\d,.])\d{1,3}(?:[ \u00a0]\d{3})+(?!\d)/g

export function frenchTypography(text: string): string {
  return text
    .replace(/“\s*/g, `«${NARROW_NO_BREAK}`)
    .replace(/\s*”/g, `${NARROW_NO_BREAK}»`)
    .replace(/[ \u00a0]+([;!?»])/g, `${NARROW_NO_BREAK}$1`)
    .replace(/«[ \u00a0]+/g, `«${NARROW_NO_BREAK}`)
    .replace(/ +:/g, `${NO_BREAK}:`)
    .replace(DIGIT_GROUPS, (number) => number.replace(/ /g, NO_BREAK))
    .replace(UNIT_AFTER_NUMBER, `$1${NO_BREAK}`)
    .replace(/\.\.\./g, "…")
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
