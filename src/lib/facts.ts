/**
 * Page copy names business facts by token ({phone}, {hours}, ...) so that
 * each fact is written once, in data/site.yaml.
 */

export interface FactSource {
  brand: { name: string }
  phone: { display: string }
  address: { street: string; locality: string; regionCode: string; postalCode: string }
  /** The opening hours in the page's language, one line a slot (the build writes them: gatsby/content/graphql-types.ts). */
  hoursText: ReadonlyArray<string>
  crisisLine: { name: string; phone: string; text: string; availability: string; summary: string }
  youthLine: { name: string; phone: string; text: string; availability: string; summary: string }
  /** The regulated title therapists are named by ("registered psychotherapist"), never "licensed therapist". */
  therapistTitle: { singular: string; plural: string }
  dataResidency: string
  email: { address: string }
  /** The contact form's email delivery service (EmailJS) and where its servers are, named by the privacy policy. */
  emailService: { name: string; location: string }
  fees: { sickNote: string; form: string; uninsuredVisit: string }
  claims: {
    registrationTime: string
    bookingTime: string
    onlineBooking: string
    visitLength: string
    waits: { sameDay: string; mentalHealth: string; womensHealth: string }
    rescheduleWindow: string
    minimumSpeed: string
    prescriptionTiming: string
    replyTime: string
    stepCount: number
  }
  coverage: { insured: string; withFee: string; notInsured: string; medication: string }
}

export const factTokens = [
  "brand",
  "phone",
  "hours",
  "address",
  "crisisLine",
  "youthLine",
  "therapist",
  "therapists",
  "dataResidency",
  "email",
  "emailService",
  "emailServiceLocation",
  "feeSickNote",
  "feeForm",
  "feeUninsuredVisit",
  "registrationTime",
  "bookingTime",
  "onlineBooking",
  "visitLength",
  "sameDayWait",
  "mentalHealthWait",
  "womensHealthWait",
  "rescheduleWindow",
  "minimumSpeed",
  "prescriptionTiming",
  "replyTime",
  "stepCount",
  "coverage",
  "feeServices",
  "counsellingCoverage",
  "medicationCost",
] as const
export type FactToken = (typeof factTokens)[number]

// "{ phone }" is the same token as "{phone}": an editor's spaces must not leave braces on the page.
const TOKEN = /\{\s*([A-Za-z]+)\s*\}/g

export const formatAddress = (address: FactSource["address"]): string =>
  `${address.street}, ${address.locality}, ${address.regionCode} ${address.postalCode}`

/** The access claims' tokens and what each says ({stepCount} is the bare number the pages write "steps" after). */
export const claimValues = (claims: FactSource["claims"]) => ({
  registrationTime: claims.registrationTime,
  bookingTime: claims.bookingTime,
  onlineBooking: claims.onlineBooking,
  visitLength: claims.visitLength,
  sameDayWait: claims.waits.sameDay,
  mentalHealthWait: claims.waits.mentalHealth,
  womensHealthWait: claims.waits.womensHealth,
  rescheduleWindow: claims.rescheduleWindow,
  minimumSpeed: claims.minimumSpeed,
  prescriptionTiming: claims.prescriptionTiming,
  replyTime: claims.replyTime,
  stepCount: String(claims.stepCount),
})

/** The coverage tokens and the sentences they stand for. */
export const coverageValues = (coverage: FactSource["coverage"]) => ({
  coverage: coverage.insured,
  feeServices: coverage.withFee,
  counsellingCoverage: coverage.notInsured,
  medicationCost: coverage.medication,
})

/** Every fact token's value, in the language `site` is written in. */
export const factValues = (site: FactSource): Record<FactToken, string> => ({
  brand: site.brand.name,
  phone: site.phone.display,
  hours: site.hoursText.join("; "),
  address: formatAddress(site.address),
  crisisLine: fillSlots(site.crisisLine.summary, site.crisisLine),
  youthLine: fillSlots(site.youthLine.summary, site.youthLine),
  therapist: site.therapistTitle.singular,
  therapists: site.therapistTitle.plural,
  dataResidency: site.dataResidency,
  email: site.email.address,
  emailService: site.emailService.name,
  emailServiceLocation: site.emailService.location,
  feeSickNote: site.fees.sickNote,
  feeForm: site.fees.form,
  feeUninsuredVisit: site.fees.uninsuredVisit,
  ...claimValues(site.claims),
  ...coverageValues(site.coverage),
})

/** Anything in braces, as an editor may type it ("{téléphone}", "{phone number}"): none may reach a page as typed. */
const BRACED = /\{([^{}]*)\}/g

/** What a text has in braces that is no fact: an editor's typo. */
export const unknownTokens = (text: string): string[] =>
  [...text.matchAll(BRACED)].map((m) => m[1].trim()).filter((name) => !(factTokens as readonly string[]).includes(name))

/** Splits text around its {slot} words: a capture group, so every odd part is a slot's name. */
export const SLOT = /\{\s*([A-Za-z]+)\s*\}/

/** Fills the named slots of interface text ({year}, {city}) with plain values; others are left for fillFacts. */
export const fillSlots = (text: string, values: Record<string, string | number>): string =>
  text.replace(TOKEN, (whole, name: string) => (name in values ? String(values[name]) : whole))

export const fillFacts = (text: string, values: Record<FactToken, string>): string =>
  text.replace(TOKEN, (whole, name: string) => (name in values ? values[name as FactToken] : whole))
