// Post-build step 2: Google Analytics' queue inline in each page's head; its script (gtag/js) starts once the page has
// loaded and the visitor is reading (paint-first.ts). Google's 100 KB tag in the page's own <script async> made the
// largest paint 1.6 times that of the page without it (issue 13), and everything it records can wait in the queue.
import { analyticsClick, type TrackedLinks } from "../../src/lib/analytics-clicks"
import { cleanPageUrl } from "../../src/lib/analytics-url"
import { phoneFacts } from "../content/phone"

export const GTAG_ORIGIN = "https://www.googletagmanager.com"

export interface AnalyticsSettings {
  measurementId: string
  links: TrackedLinks
  /** Hosts gtag's linker carries the visitor's campaign attribution to: the patient portal's. */
  linkerDomains: string[]
}

/** What of data/site.yaml the tag needs. */
export interface AnalyticsFacts {
  /** The number as typed (data/site.yaml); its tel: link is derived as the pages' own is. */
  phone: string
  portal: { loginUrl: string; signupUrl: string }
}

/** The tag of a build: none without a measurement id. */
export function analyticsSettings(
  env: Readonly<Record<string, string | undefined>>,
  site: AnalyticsFacts,
): AnalyticsSettings | undefined {
  const measurementId = env.GATSBY_GA_MEASUREMENT_ID
  if (!measurementId) return undefined
  const { loginUrl, signupUrl } = site.portal
  return {
    measurementId,
    links: { phoneHrefs: [phoneFacts(site.phone)?.href ?? ""].filter(Boolean), loginUrls: [loginUrl], signupUrls: [signupUrl] },
    linkerDomains: [...new Set([loginUrl, signupUrl].map((url) => new URL(url).hostname))],
  }
}

/** Google's tag for the measurement id: the one script the paint-first loader starts after the chunks. */
export const gtagScriptUrl = (measurementId: string): string => `${GTAG_ORIGIN}/gtag/js?id=${encodeURIComponent(measurementId)}`

// JSON inside a <script>: "<" escaped, so no value can close the element.
const json = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c")

/**
 * The inline tag. It makes gtag's queue (dataLayer and gtag()) at once, so whatever the page records before gtag/js
 * arrives (the page view, a conversion, a click) waits there and is sent once when it does. The page view is the
 * config's own (sent when gtag/js reads the queue, so exactly once per landing; gatsby-browser.tsx sends client-side
 * navigations). page_location and page_referrer are set, cleaned of anything but campaign parameters, before any hit
 * can read the raw address. Signals and ad personalisation are off and no user id is set: a health site's visitors
 * are not to be profiled. One listener on the document turns clicks on the clinic's phone and the portal's links into
 * events, also before the app's scripts have loaded.
 */
export const analyticsTag = ({ measurementId, links, linkerDomains }: AnalyticsSettings): string =>
  "(function(){var w=window,d=document;w.dataLayer=w.dataLayer||[];" +
  "var gtag=w.gtag=function(){w.dataLayer.push(arguments)};" +
  `var clean=${cleanPageUrl.toString()};var click=${analyticsClick.toString()};var links=${json(links)};` +
  "var page={page_location:clean(location.href),page_referrer:clean(d.referrer)};" +
  "gtag('js',new Date());gtag('set',page);" +
  `gtag('config',${json(measurementId)},Object.assign({allow_google_signals:false,` +
  `allow_ad_personalization_signals:false,linker:{domains:${json(linkerDomains)}}},page));` +
  "d.addEventListener('click',function(e){var c=click(e.target,links);if(c)gtag('event',c[0],c[1])},true)})()"

const TAG = /<script>\(function\(\)\{var w=window,d=document;w\.dataLayer=[\s\S]*?<\/script>/

/** The page with the tag at the end of its head; a tag already there (a page an incremental build kept) is replaced. */
export function withAnalyticsTag(html: string, settings: AnalyticsSettings): string {
  const page = html.replace(TAG, "")
  return page.replace("</head>", `<script>${analyticsTag(settings)}</script></head>`)
}
