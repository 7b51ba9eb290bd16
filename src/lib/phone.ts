/**
 * The clinic's phone is typed once, as people read it (data/site.yaml's `phone`); the tel: link and the E.164 form
 * for structured data are derived here by the build's GraphQL (and the editor's preview), so libphonenumber-js never
 * ships to a public page.
 */
import { parsePhoneNumberFromString } from "libphonenumber-js/max"

export interface PhoneFacts {
  display: string
  href: string
  e164: string
}

/** Numbers without a country code are read as Canadian. */
const DEFAULT_COUNTRY = "CA"

/** The number's forms, or undefined when it is not a phone number that can be dialled. */
export function phoneFacts(display: string): PhoneFacts | undefined {
  const number = parsePhoneNumberFromString(display, DEFAULT_COUNTRY)
  if (!number?.isValid()) return undefined
  return { display, href: number.getURI(), e164: number.number }
}
