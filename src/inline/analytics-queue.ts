/**
 * Inline in every page's head (gatsby/post-build/analytics-tag.ts), compiled by esbuild for the build's measurement id.
 * It makes gtag's queue (dataLayer and gtag()) at once, so whatever the page records before gtag/js arrives (the page
 * view, a conversion, a click) waits there and is sent once when it does. The page view is the config's own (sent when
 * gtag/js reads the queue, so exactly once per landing; gatsby-browser.tsx sends client-side navigations).
 * page_location and page_referrer are set, cleaned of anything but campaign parameters, before any hit can read the raw
 * address. Signals and ad personalisation are off and no user id is set: a health site's visitors are not to be
 * profiled. One listener on the document turns clicks on the clinic's phone and the portal's links into events, also
 * before the app's scripts have loaded.
 */
import { analyticsClick } from "../lib/analytics-clicks"
import { cleanPageUrl } from "../lib/analytics-url"

const page = window as unknown as { dataLayer: IArguments[]; gtag: (...args: unknown[]) => void }
page.dataLayer = page.dataLayer || []
// gtag.js reads Arguments objects from the queue, not arrays
page.gtag = function gtag() {
  // eslint-disable-next-line prefer-rest-params
  page.dataLayer.push(arguments)
}
const { measurementId, links, linkerDomains } = ANALYTICS_SETTINGS
const location = { page_location: cleanPageUrl(window.location.href), page_referrer: cleanPageUrl(document.referrer) }
page.gtag("js", new Date())
page.gtag("set", location)
page.gtag("config", measurementId, {
  allow_google_signals: false,
  allow_ad_personalization_signals: false,
  linker: { domains: linkerDomains },
  ...location,
})
document.addEventListener(
  "click",
  (event) => {
    const click = analyticsClick(event.target, links)
    if (click) page.gtag("event", click[0], click[1])
  },
  true,
)
