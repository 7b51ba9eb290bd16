// Post-build step: Google Analytics' queue inline in each page's head (src/inline/analytics-queue.ts); its script
// (gtag/js) starts once the page has loaded and the visitor is reading (paint-first.ts): started earlier it slowed the
// largest paint (docs/decisions.md#google-analytics-without-gatsby-plugin-google-gtag), and what it records can wait.
import type { TrackedLinks } from "../../src/lib/analytics-clicks"
import type { ConsentMode } from "../../src/lib/analytics-consent"
import { phoneFacts } from "../../src/lib/phone"
import { attribute, type HtmlDocument } from "./html-document"
import { compileInline } from "./inline-scripts"

export const GTAG_ORIGIN = "https://www.googletagmanager.com"

/** The attribute that marks the queue's script, so a step run again over a page replaces it rather than adding one. */
export const ANALYTICS_SCRIPT_ID = "analytics-queue"

export interface AnalyticsSettings {
  measurementId: string
  links: TrackedLinks
  /** Hosts gtag's linker carries the visitor's campaign attribution to: the patient portal's. */
  linkerDomains: string[]
  /** data/site.yaml analytics.consent: opt-in (nothing before Accept) or notice. */
  consentMode: ConsentMode
}

/** What of data/site.yaml the tag needs. */
export interface AnalyticsFacts {
  /** The number as typed (data/site.yaml); its tel: link is derived as the pages' own is. */
  phone: string
  portal: { loginUrl: string; signupUrl: string }
  analytics: { consent: ConsentMode }
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
    consentMode: site.analytics.consent,
  }
}

/** Google's tag for the measurement id: the one script the paint-first loader starts after the chunks. */
export const gtagScriptUrl = (measurementId: string): string => `${GTAG_ORIGIN}/gtag/js?id=${encodeURIComponent(measurementId)}`

/** The inline queue of a build, compiled from src/inline/analytics-queue.ts with its settings. */
export const analyticsTag = (settings: AnalyticsSettings): string =>
  compileInline("analytics-queue", { ANALYTICS_SETTINGS: settings })

/** Puts the queue at the end of the page's head; a queue already there (a page an incremental build kept) is replaced. */
export function addAnalyticsTag(page: HtmlDocument, settings: AnalyticsSettings): void {
  for (const earlier of page.elements((element) => attribute(element, "id") === ANALYTICS_SCRIPT_ID)) page.remove(earlier)
  page.append(page.the("head"), `<script id="${ANALYTICS_SCRIPT_ID}">${analyticsTag(settings)}</script>`)
}
