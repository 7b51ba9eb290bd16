/**
 * The lead form's rules (spec section 5). Every value is trimmed before it is
 * checked, so a name of two spaces is still too short.
 */

export interface LeadValues {
  name?: string
  email?: string
  phone?: string
  message?: string
  /** The honeypot: people never see it, so anything in it was typed by a bot. */
  leave_blank?: string
}

export type LeadField = "name" | "email" | "phone"
export type LeadErrors = Partial<Record<LeadField, string>>

/** In the order the fields appear, so the first invalid one can take focus. */
export const LEAD_FIELDS: readonly LeadField[] = ["name", "email", "phone"]

/** What each invalid field says, in the page's language (data/interface.yaml leadForm.nameError, ...). */
export type LeadErrorMessages = Record<LeadField, string>

/** In characters as a reader counts them: "😀" and "é" typed as e and its accent are one each. */
export const MIN_NAME_LENGTH = 2
/** A number the clinic can call back: an area code and a local number (a country code may come on top). */
export const MIN_PHONE_DIGITS = 10
/** The longest number there is (E.164's 15 digits) after 011, the prefix dialled from Canada: more is pasted noise. */
export const MAX_PHONE_DIGITS = 18

// Visitors write numbers their own way: a leading +, spaces, dots, dashes and brackets between the digits, and an
// extension after them, in English or French ("ext. 5", "x5", "#5", « poste 5 », « p. 5 »: DECISIONS.md, "Languages").
// Words anywhere else ("call me please") are no number.
const PHONE = /^(\+?[\d\s().-]+?)(?:[\s,]*(?:ext\.?|extension|x|#|poste|p\.?)\s*\d{1,6})?$/i

// The WHATWG rule for <input type="email">, with a dotted domain whose last label has at least two characters, and
// letters in any script where it allows ASCII ones: French names (josée@exemple.ca) and internationalised domains,
// which not every browser turns into xn-- form. Symbols, emoji and spaces stay out.
const EMAIL =
  /^[\p{L}\p{M}\p{N}.!#$%&'*+/=?^_`{|}~-]+@[\p{L}\p{N}](?:[\p{L}\p{M}\p{N}-]{0,61}[\p{L}\p{M}\p{N}])?(?:\.[\p{L}\p{N}](?:[\p{L}\p{M}\p{N}-]{0,61}[\p{L}\p{M}\p{N}])?)*\.\p{L}[\p{L}\p{M}\p{N}-]{0,61}[\p{L}\p{M}\p{N}]$/u
/** What mail allows (RFC 5321): 64 characters before the @, 254 in all. */
const MAX_EMAIL_LOCAL = 64
const MAX_EMAIL_LENGTH = 254

let graphemes: Intl.Segmenter | undefined
/** How many characters `text` shows, counted up to `enough`: by grapheme where the browser can, else by code point. */
const charactersUpTo = (text: string, enough: number): number => {
  if (!graphemes && typeof Intl.Segmenter === "function") graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" })
  const iterator = (graphemes ? graphemes.segment(text) : text)[Symbol.iterator]()
  let count = 0
  while (count < enough && !iterator.next().done) count += 1
  return count
}

export const isValidName = (name = ""): boolean => charactersUpTo(name.trim(), MIN_NAME_LENGTH) >= MIN_NAME_LENGTH

export const isValidEmail = (email = ""): boolean => {
  const value = email.trim()
  const local = value.slice(0, value.indexOf("@"))
  if (value.length > MAX_EMAIL_LENGTH || local.length > MAX_EMAIL_LOCAL) return false
  // Mail servers reject a local part that starts or ends with a dot or has two in a row.
  return EMAIL.test(value) && !local.startsWith(".") && !local.endsWith(".") && !local.includes("..")
}

export const isValidPhone = (phone = ""): boolean => {
  const digits = PHONE.exec(phone.trim())?.[1]?.match(/\d/g)?.length ?? 0
  return digits >= MIN_PHONE_DIGITS && digits <= MAX_PHONE_DIGITS
}

export const validateLead = (values: LeadValues, messages: LeadErrorMessages): LeadErrors => {
  const errors: LeadErrors = {}
  if (!isValidName(values.name)) errors.name = messages.name
  if (!isValidEmail(values.email)) errors.email = messages.email
  if (!isValidPhone(values.phone)) errors.phone = messages.phone
  return errors
}
