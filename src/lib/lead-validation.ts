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

export const MIN_NAME_LENGTH = 2
/** A number the clinic can call back: an area code and a local number (a country code may come on top). */
export const MIN_PHONE_DIGITS = 10

// Visitors write numbers their own way: a leading +, spaces, dots, dashes and brackets between the digits, and an
// extension after them ("ext. 5", "x5", "#5"). Words anywhere else ("call me please") are no number.
const PHONE = /^(\+?[\d\s().-]+?)(?:[\s,]*(?:ext\.?|extension|x|#)\s*\d{1,6})?$/i

// The WHATWG rule for <input type="email">, with a dotted domain whose last label has at least two characters.
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z][A-Za-z0-9-]{0,61}[A-Za-z0-9]$/

export const isValidName = (name = ""): boolean => name.trim().length >= MIN_NAME_LENGTH

export const isValidEmail = (email = ""): boolean => {
  const value = email.trim()
  const local = value.slice(0, value.indexOf("@"))
  // Mail servers reject a local part that starts or ends with a dot or has two in a row.
  return EMAIL.test(value) && !local.startsWith(".") && !local.endsWith(".") && !local.includes("..")
}

export const isValidPhone = (phone = ""): boolean => {
  const number = PHONE.exec(phone.trim())?.[1]
  return (number?.match(/\d/g)?.length ?? 0) >= MIN_PHONE_DIGITS
}

export const validateLead = (values: LeadValues, messages: LeadErrorMessages): LeadErrors => {
  const errors: LeadErrors = {}
  if (!isValidName(values.name)) errors.name = messages.name
  if (!isValidEmail(values.email)) errors.email = messages.email
  if (!isValidPhone(values.phone)) errors.phone = messages.phone
  return errors
}
