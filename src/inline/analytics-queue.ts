/**
 * Inline in every page's head (gatsby/post-build/analytics-tag.ts), compiled by esbuild for the build's settings.
 * Nothing reaches Google until the visitor accepts (src/lib/analytics-consent.ts): until then gtag() keeps only events
 * (a conversion, a click, the form's progress) in a list of its own, and Google's script is not loaded (the paint-first
 * loader asks `measuring()` first). On Accept the queue gets Consent Mode v2's state (analytics granted, the three ad
 * signals denied, always), the configuration, the current page's view and the kept events, each once; on Decline they
 * are dropped, gtag's own opt-out flag is raised, Google's cookies of this site are deleted and nothing more is sent;
 * a later Accept lifts the flag and grants again. A stored choice or notice mode measures at once.
 * Every hit carries the page it happened on (address and referrer cleaned of anything but campaign tags, title,
 * language, content group and id: src/lib/analytics-page.ts) as its own parameters, which gtag puts above `config`
 * and `set`: the configuration carries no page, so no hit is reported on the page the visitor accepted on. The
 * landing page's campaign tags and referrer stay in memory until a choice and go with the first page view after
 * Accept, so a late Accept keeps the session's source. Signals and ad personalisation are off and no user id is set:
 * a health site's visitors are not to be profiled. One listener on the document turns clicks on the clinic's phone
 * and the portal's links into events, also before the app's scripts have loaded.
 */
import { analyticsClick } from "../lib/analytics-clicks"
import {
  analyticsCookieNames,
  choiceRecord,
  CONSENT_ATTRIBUTE,
  CONSENT_BANNER_ID,
  CONSENT_CHOICE_ATTRIBUTE,
  CONSENT_GRANTED_EVENT,
  CONSENT_STORAGE_KEY,
  type ConsentChoice,
  cookieDomains,
  storedChoice,
} from "../lib/analytics-consent"
import { ANALYTICS_EVENTS } from "../lib/analytics-events"
import { cameFrom, describePage, type PageHit, withArrival } from "../lib/analytics-page"
import { cleanPageUrl } from "../lib/analytics-url"

const { measurementId, links, linkerDomains, consentMode } = ANALYTICS_SETTINGS
const page = window as unknown as { dataLayer: IArguments[]; gtag: (...args: unknown[]) => void } & Record<string, unknown>
const queue = (page.dataLayer = page.dataLayer || [])
/** gtag's own switch: while it is true the tag sends nothing, whatever it is asked (its automatic events included). */
const OPT_OUT = `ga-disable-${measurementId}`

type Params = object

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
/** Declined after measuring had started: a later Accept grants again. */
let withdrawn = false
/** Events recorded before the visitor chose, each with its page: sent once if they accept, dropped if they decline. */
const kept: Array<[name: string, params: Params]> = []

const read = (referrer: string): PageHit => describePage(window.location.href, referrer, document.title, document.documentElement)
/** The page the visitor is on, and the one before it: each page view the app reports (a navigation) moves them on. */
let here = read(cleanPageUrl(document.referrer))
let before: PageHit | undefined
/** How the visitor arrived (campaign tags, referrer): in memory only, for the first page view after Accept. */
let landing: PageHit | undefined = here
/** The page whose view was last sent. */
let viewed: PageHit | undefined

const measuring = () => choice === "granted" || (choice === undefined && consentMode === "notice")

const send = (name: string, params: Params) => command("event", name, params)

/** The current page's view, unless it was sent already; the first one carries how the visitor arrived. */
function view() {
  if (viewed === here) return
  viewed = here
  command("set", here)
  send(ANALYTICS_EVENTS.pageView, landing ? withArrival(here, landing) : here)
  landing = undefined
}

/** Consent Mode's state, the configuration, the current page's view, then what was kept: once per page load. */
function start() {
  if (started) return
  started = true
  page[OPT_OUT] = false
  command("consent", "default", {
    analytics_storage: "denied",
    ad_storage: "denied",
    ad_user_data: "denied",
    ad_personalization: "denied",
  })
  command("consent", "update", { analytics_storage: "granted" })
  command("js", new Date())
  command("config", measurementId, {
    allow_google_signals: false,
    allow_ad_personalization_signals: false,
    linker: { domains: linkerDomains },
    // every page view is sent as an event with its page (view()), never from the configuration
    send_page_view: false,
  })
  view()
  for (const [name, params] of kept.splice(0)) send(name, params)
}

/** Accept after Decline on the same page load: the tag is there, so it is told, and the page is viewed if it was not. */
function resume() {
  withdrawn = false
  page[OPT_OUT] = false
  command("consent", "update", { analytics_storage: "granted" })
  view()
}

function stop() {
  kept.splice(0)
  landing = undefined
  page[OPT_OUT] = true
  if (started && !withdrawn) {
    command("consent", "update", { analytics_storage: "denied" })
    withdrawn = true
  }
  for (const name of analyticsCookieNames(document.cookie))
    for (const domain of ["", ...cookieDomains(window.location.hostname).map((host) => `;domain=${host}`)])
      document.cookie = `${name}=;path=/;max-age=0${domain}`
}

const showChoice = (asking: boolean) =>
  document.documentElement.setAttribute(CONSENT_ATTRIBUTE, asking ? "ask" : (choice ?? "notice"))

page.gtag = function gtag(...args: unknown[]) {
  if (args[0] !== "event") {
    // eslint-disable-next-line prefer-rest-params
    if (measuring()) queue.push(arguments)
    return
  }
  const name = String(args[1])
  if (name === ANALYTICS_EVENTS.pageView) {
    before = here
    here = read(here.page_location)
    if (measuring()) view()
    return
  }
  const params: Params = { ...here, ...(name === ANALYTICS_EVENTS.lead ? cameFrom(before) : {}), ...(args[2] as Params) }
  if (measuring()) send(name, params)
  else if (choice === undefined) kept.push([name, params])
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
      if (withdrawn) resume()
      else start()
      document.dispatchEvent(new Event(CONSENT_GRANTED_EVENT))
    } else stop()
  },
  reopen: () => showChoice(true),
}

showChoice(choice === undefined)
if (measuring()) start()

/** Where focus was before it went into the banner: it goes back there after a choice, not to the page's start. */
let focusBefore: HTMLElement | undefined
document.addEventListener(
  "focusin",
  (event) => {
    const target = event.target
    if (!(target instanceof HTMLElement) || target.closest(`#${CONSENT_BANNER_ID}`)) return
    focusBefore = target
    // Firefox leaves a control that is partly on screen where it is, the rest under the banner: bring it clear, as
    // the scroll padding does in the other engines (WCAG 2.2 Focus Not Obscured)
    const banner = document.getElementById(CONSENT_BANNER_ID)
    const asking = document.documentElement.getAttribute(CONSENT_ATTRIBUTE) === "ask"
    if (!banner || !asking || !target.matches(":focus-visible") || getComputedStyle(banner).position !== "fixed") return
    if (target.getBoundingClientRect().bottom > banner.getBoundingClientRect().top) target.scrollIntoView({ block: "nearest" })
  },
  true,
)

/** The banner's buttons, from the first paint: this listener is on the document before the body is parsed. */
function chooseFrom(target: EventTarget | null) {
  const button = target instanceof Element ? target.closest(`[${CONSENT_CHOICE_ATTRIBUTE}]`) : null
  const chosen = button?.getAttribute(CONSENT_CHOICE_ATTRIBUTE)
  if (chosen !== "granted" && chosen !== "denied") return
  const hadFocus = document.activeElement === button || document.activeElement === document.body
  window.analyticsConsent!.choose(chosen)
  if (hadFocus && focusBefore?.isConnected) focusBefore.focus({ preventScroll: true })
}

document.addEventListener(
  "click",
  (event) => {
    chooseFrom(event.target)
    const click = analyticsClick(event.target, links)
    if (click) page.gtag("event", click[0], click[1])
  },
  true,
)
