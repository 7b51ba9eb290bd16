/**
 * The access claims of data/site.yaml that are lengths of time ("under 5 minutes", "2 to 4 hours") read as minutes,
 * so the how-to's structured data can add them up instead of stating a total of its own.
 */

// in English or French: "under 5 minutes", "moins de 5 minutes", "2 to 4 hours", "2 à 4 heures"
const DURATION =
  /^(?:under|up to|about|less than|within|moins de|jusqu'à|environ|en)?\s*(\d+)(?:\s*(?:-|–|to|à)\s*(\d+))?\s*(minutes?|hours?|heures?)$/i

/** The longest the claim allows, in minutes ("under 5 minutes" → 5, "2 to 4 hours" → 240); undefined if not a length of time. */
export const claimMinutes = (claim: string): number | undefined => {
  const match = DURATION.exec(claim.trim())
  if (!match) return undefined
  const upper = Number(match[2] ?? match[1])
  // Stryker disable next-line Regex: the unit is "minute(s)"/"hour(s)" or "minute(s)"/"heure(s)", so it starts the word
  return /^(hour|heure)/i.test(match[3]) ? upper * 60 : upper
}

/** The claims the how-to's steps make about their own length: creating an account, booking, the visit. */
export interface StepClaims {
  registrationTime: string
  bookingTime: string
  visitLength: string
}

export const STEP_CLAIM_FIELDS: ReadonlyArray<keyof StepClaims> = ["registrationTime", "bookingTime", "visitLength"]

/** ISO 8601 duration of the whole how-to ("PT37M"): the sum of its step claims. Throws on a claim that is no length. */
export const howToTotalTime = (claims: StepClaims): string => {
  const minutes = STEP_CLAIM_FIELDS.map((field) => {
    const value = claimMinutes(claims[field])
    if (value === undefined) throw new Error(`claims.${field} "${claims[field]}" is no length of time like "under 5 minutes"`)
    return value
  }).reduce((sum, value) => sum + value, 0)
  return `PT${minutes}M`
}
