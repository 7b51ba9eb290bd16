/**
 * The address of a page as analytics may see it: origin and path, and of the query only campaign attribution (utm_*
 * and the ad click ids); never a fragment. Anything else in a query string or fragment can be what a visitor typed (a
 * form submitted natively by GET puts every field there), and gtag would otherwise send the full address as the
 * page_location and page_referrer of every hit. The inline analytics queue (src/inline/analytics-queue.ts) and the
 * app's page views share it.
 */

/** The campaign tags GA4 reads from a landing page's address (Google's "URL builders" and auto-tagging). */
const UTM_KEYS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_id",
  "utm_term",
  "utm_content",
  "utm_source_platform",
  "utm_creative_format",
  "utm_marketing_tactic",
]
const CLICK_ID_KEYS = ["gclid", "gbraid", "wbraid", "dclid"]

/** GA4 keeps 100 characters of a parameter's value and 1,000 of page_location: longer is cut, not lost. */
const MAX_TAG_LENGTH = 100
const MAX_LOCATION_LENGTH = 1000

/** An e-mail address, or a phone number: ten digits or more with a phone number's separators (a date has eight). */
const looksPersonal = (text: string): boolean => /@/.test(text) || /(\d[\s().+-]*){10}/.test(text)

/** A click id is an opaque token: kept whole when it is one, or not at all (cut short, it attributes nothing). */
const isClickId = (value: string): boolean => /^[\w-]{1,256}$/.test(value)

const keptValue = (key: string, value: string): string | undefined => {
  if (CLICK_ID_KEYS.indexOf(key) >= 0) return isClickId(value) ? value : undefined
  if (UTM_KEYS.indexOf(key) < 0 || looksPersonal(value)) return undefined
  return value.slice(0, MAX_TAG_LENGTH)
}

/** A path's segments, each replaced by "redacted" where it holds an e-mail address or a phone number. */
const cleanPath = (pathname: string): string =>
  pathname
    .split("/")
    .map((segment) => {
      let text = segment
      try {
        text = decodeURIComponent(segment)
      } catch {
        // a malformed escape is read as written
      }
      return looksPersonal(text) ? "redacted" : segment
    })
    .join("/")

export function cleanPageUrl(href: string): string {
  let url: URL
  try {
    url = new URL(href)
  } catch {
    return ""
  }
  let address = url.origin + cleanPath(url.pathname)
  const seen: string[] = []
  let separator = "?"
  url.searchParams.forEach((value, key) => {
    const kept = seen.indexOf(key) < 0 ? keptValue(key, value) : undefined
    if (kept === undefined) return
    seen.push(key)
    const pair = separator + new URLSearchParams([[key, kept]]).toString()
    if (address.length + pair.length > MAX_LOCATION_LENGTH) return
    address += pair
    separator = "&"
  })
  return address
}

/** The campaign part of a cleaned address ("?utm_source=…"), or "" when it has none. */
export const campaignQuery = (cleanedHref: string): string => {
  const start = cleanedHref.indexOf("?")
  return start < 0 ? "" : cleanedHref.slice(start)
}
