/**
 * Inline in every page's head (gatsby/post-build/analytics-tag.ts), compiled by esbuild for the build's settings.
 * Nothing reaches Google until the visitor accepts (src/lib/analytics-consent.ts): until then gtag() keeps only the
 * events worth keeping (a conversion, a click) in a list of its own, and Google's script is not loaded (the paint-first
 * loader asks `measuring()` first). On Accept the queue gets Consent Mode v2's state (analytics granted, the three ad
 * signals denied, always), the current page's view through its config and the kept events, each once; on Decline they
 * are dropped, Google's cookies of this site are deleted and nothing more is sent. A stored choice or notice mode
 * measures at once, as the queue always did.
 * page_location and page_referrer are set, cleaned of anything but campaign parameters, before any hit can read the raw
 * address. Signals and ad personalisation are off and no user id is set: a health site's visitors are not to be
 * profiled. One listener on the document turns clicks on the clinic's phone and the portal's links into events, also
 * before the app's scripts have loaded.
 */
import { analyticsClick } from "../lib/analytics-clicks"
import {
  analyticsCookieNames,
  choiceRecord,
  CONSENT_ATTRIBUTE,
  CONSENT_GRANTED_EVENT,
  CONSENT_STORAGE_KEY,
  type ConsentChoice,
  cookieDomains,
  storedChoice,
} from "../lib/analytics-consent"
import { cleanPageUrl } from "../lib/analytics-url"
import { localeOfUrl } from "../lib/language"

const { measurementId, links, linkerDomains, consentMode } = ANALYTICS_SETTINGS
const page = window as unknown as { dataLayer: IArguments[]; gtag: (...args: unknown[]) => void }
const queue = (page.dataLayer = page.dataLayer || [])

// gtag.js reads Arguments objects from the queue, not arrays
function command(..._: unknown[]) {
  // eslint-disable-next-line prefer-rest-params
  queue.push(arguments)
}

const storage = (() => {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
})()
const gpc = (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true
let choice: ConsentChoice | undefined = storedChoice(storage, Date.now(), gpc)
let started = false
/** Events recorded before the visitor chose: sent once if they accept, dropped if they decline. */
const kept: IArguments[] = []

const measuring = () => choice === "granted" || (choice === undefined && consentMode === "notice")

/** The configuration and the page view of the page the visitor is on, then what was kept: once per page load. */
function start() {
  if (started) return
  started = true
  const location = {
    page_location: cleanPageUrl(window.location.href),
    page_referrer: cleanPageUrl(document.referrer),
    // the page's own language (GA's "language" is the browser's): a parameter of the page view and later hits
    page_language: localeOfUrl(window.location.href),
  }
  command("consent", "default", {
    analytics_storage: "denied",
    ad_storage: "denied",
    ad_user_data: "denied",
    ad_personalization: "denied",
  })
  command("consent", "update", { analytics_storage: "granted" })
  command("js", new Date())
  command("set", location)
  command("config", measurementId, {
    allow_google_signals: false,
    allow_ad_personalization_signals: false,
    linker: { domains: linkerDomains },
    ...location,
  })
  queue.push(...kept.splice(0))
}

function stop() {
  kept.splice(0)
  if (started) command("consent", "update", { analytics_storage: "denied" })
  for (const name of analyticsCookieNames(document.cookie))
    for (const domain of ["", ...cookieDomains(window.location.hostname).map((host) => `;domain=${host}`)])
      document.cookie = `${name}=;path=/;max-age=0${domain}`
}

const showChoice = (asking: boolean) =>
  document.documentElement.setAttribute(CONSENT_ATTRIBUTE, asking ? "ask" : (choice ?? "notice"))

page.gtag = function gtag(...args: unknown[]) {
  if (measuring()) {
    start()
    // eslint-disable-next-line prefer-rest-params
    queue.push(arguments)
  } else if (choice === undefined && args[0] === "event" && args[1] !== "page_view") {
    // the page view comes with the config, for the page the visitor accepts on
    // eslint-disable-next-line prefer-rest-params
    kept.push(arguments)
  }
}

window.analyticsConsent = {
  choice: () => choice,
  measuring,
  choose(next) {
    choice = next
    try {
      storage?.setItem(CONSENT_STORAGE_KEY, choiceRecord(next, Date.now()))
    } catch {
      // a browser that keeps nothing asks again on the next page
    }
    showChoice(false)
    if (measuring()) {
      start()
      document.dispatchEvent(new Event(CONSENT_GRANTED_EVENT))
    } else stop()
  },
  reopen: () => showChoice(true),
}

showChoice(choice === undefined)
if (measuring()) start()
document.addEventListener(
  "click",
  (event) => {
    const click = analyticsClick(event.target, links)
    if (click) page.gtag("event", click[0], click[1])
  },
  true,
)
