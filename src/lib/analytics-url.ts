/**
 * The address of a page as analytics may see it: origin and path, and of the query only campaign attribution (utm_*
 * and the ad click ids) whose value holds no "@"; never a fragment. Anything else in a query string or fragment can
 * be what a visitor typed (a form submitted natively by GET puts every field there), and gtag would otherwise send the
 * full address as the page_location and page_referrer of every hit. The inline analytics queue
 * (src/inline/analytics-queue.ts) and the app's page views share it.
 */
export function cleanPageUrl(href: string): string {
  let url: URL
  try {
    url = new URL(href)
  } catch {
    return ""
  }
  const kept = new URLSearchParams()
  url.searchParams.forEach((value, key) => {
    if (/^(utm_[a-z_]+|gclid|gbraid|wbraid|dclid)$/.test(key) && value.indexOf("@") < 0) kept.append(key, value)
  })
  const query = kept.toString()
  return url.origin + url.pathname + (query ? "?" + query : "")
}
