import { readFileSync } from "fs"

import path from "path"
import { phoneFacts } from "../src/lib/phone"
import { parseData } from "../gatsby/content/data-files"

import {
  addAnalyticsTag,
  type AnalyticsFacts,
  analyticsSettings,
  analyticsTag,
  gtagScriptUrl,
} from "../gatsby/post-build/analytics-tag"
import { HtmlDocument } from "../gatsby/post-build/html-document"
import { CONSENT_ATTRIBUTE, CONSENT_GRANTED_EVENT, CONSENT_LIFETIME_MS, CONSENT_STORAGE_KEY } from "../src/lib/analytics-consent"
import { CONTENT_GROUP_ATTRIBUTE, CONTENT_ID_ATTRIBUTE } from "../src/lib/content-group"

const site = parseData(readFileSync(path.join(__dirname, "..", "data", "site.yaml"), "utf8")) as AnalyticsFacts
const settings = analyticsSettings({ GATSBY_GA_MEASUREMENT_ID: "G-TEST123" }, site)!

type Queue = IArguments[]
const queue = () => ((window as unknown as { dataLayer: Queue }).dataLayer ?? []).map((entry) => Array.from(entry))

describe("the analytics settings of a build", () => {
  it("are none without a measurement id", () => {
    expect(analyticsSettings({}, site)).toBeUndefined()
  })

  it("track the clinic's phone and the portal's links, and link to the portal's host, all from data/site.yaml", () => {
    expect(settings.links).toEqual({
      phoneHrefs: [phoneFacts(site.phone)!.href],
      loginUrls: [site.portal.loginUrl],
      signupUrls: [site.portal.signupUrl],
    })
    expect(settings.linkerDomains).toEqual([
      ...new Set([site.portal.loginUrl, site.portal.signupUrl].map((u) => new URL(u).hostname)),
    ])
    expect(gtagScriptUrl("G-TEST123")).toBe("https://www.googletagmanager.com/gtag/js?id=G-TEST123")
  })
})

type ConsentSettings = Parameters<typeof analyticsTag>[0]

const OPT_OUT = `ga-disable-${settings.measurementId}`

/** Puts the visitor on a page of the site: its address, title and the content attributes Seo writes on <html>. */
function onPage(address: string, title: string, group: string, id: string) {
  window.history.replaceState(null, "", address)
  document.title = title
  document.documentElement.setAttribute(CONTENT_GROUP_ATTRIBUTE, group)
  document.documentElement.setAttribute(CONTENT_ID_ATTRIBUTE, id)
}

/** Opens a page of the production build: its inline queue runs, in the state the visitor's browser keeps. */
function openPage(tagSettings: ConsentSettings = settings, { stored = undefined as string | undefined, gpc = false } = {}) {
  delete (window as { dataLayer?: unknown }).dataLayer
  delete window.analyticsConsent
  delete (window as unknown as Record<string, unknown>)[OPT_OUT]
  document.documentElement.removeAttribute(CONSENT_ATTRIBUTE)
  localStorage.clear()
  if (stored) localStorage.setItem(CONSENT_STORAGE_KEY, stored)
  Object.defineProperty(navigator, "globalPrivacyControl", { value: gpc, configurable: true })
  onPage("/contact?email=jane%40example.com&utm_source=news#form", "Contact", "contact", "contact")
  new Function(analyticsTag(tagSettings))()
  return {
    consent: window.analyticsConsent!,
    asking: () => document.documentElement.getAttribute(CONSENT_ATTRIBUTE),
  }
}

/** A client-side navigation, as Gatsby makes it and the app reports it (gatsby-browser.tsx). */
function navigate(address: string, title: string, group: string, id: string) {
  onPage(address, title, group, id)
  window.gtag!("event", "page_view", {})
}

const optedOut = () => (window as unknown as Record<string, unknown>)[OPT_OUT]

const contact = {
  page_location: "http://localhost/contact?utm_source=news",
  page_referrer: "http://localhost/",
  page_title: "Contact",
  page_language: "en-CA",
  content_group: "contact",
  content_id: "contact",
}
const anxiety = {
  page_location: "http://localhost/fr/conditions/anxiete",
  page_referrer: contact.page_location,
  page_title: "Anxiété",
  page_language: "fr-CA",
  content_group: "condition",
  content_id: "anxiety",
}
const configuration = [
  [
    "consent",
    "default",
    { analytics_storage: "denied", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" },
  ],
  ["consent", "update", { analytics_storage: "granted" }],
  ["js", expect.any(Date)],
  [
    "config",
    "G-TEST123",
    {
      allow_google_signals: false,
      allow_ad_personalization_signals: false,
      linker: { domains: settings.linkerDomains },
      send_page_view: false,
    },
  ],
  ["set", contact],
  ["event", "page_view", contact],
]

describe("the inline queue, as a page runs it before Google's script has arrived", () => {
  beforeAll(() => {
    Object.defineProperty(document, "referrer", { value: "http://localhost/?name=Jane+Leak", configurable: true })
    document.body.innerHTML = `<header><a href="${phoneFacts(site.phone)!.href}">call</a></header>
      <main><a href="${site.portal.signupUrl}">Sign Up Now</a><a href="tel:911">911</a></main>`
    document.addEventListener("click", (event) => event.preventDefault())
  })

  it("queues nothing for Google before the visitor chooses, and asks", () => {
    const { asking } = openPage()
    window.gtag!("event", "page_view", {})
    expect(queue()).toEqual([])
    expect(asking()).toBe("ask")
  })

  it("on Accept, queues Consent Mode's state, this page's view and what was recorded before, each once, each on its page", () => {
    const { consent, asking } = openPage()
    const granted = jest.fn()
    document.addEventListener(CONSENT_GRANTED_EVENT, granted)
    window.gtag!("event", "lead_form_submit", {})
    consent.choose("granted")
    expect(queue()).toEqual([...configuration, ["event", "lead_form_submit", contact]])
    expect(JSON.stringify(queue())).not.toMatch(/jane|user_id/i)
    expect([asking(), granted.mock.calls.length]).toEqual(["granted", 1])
    consent.choose("granted")
    expect(queue()).toHaveLength(configuration.length + 1)
    window.gtag!("event", "click_to_call", { link_location: "header" })
    expect(queue().at(-1)).toEqual(["event", "click_to_call", { ...contact, link_location: "header" }])
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!)).toEqual({ choice: "granted", at: expect.any(Number) })
  })

  it("reports every hit after a navigation on the new page, in its language, and the lead with the page before it", () => {
    openPage(settings, { stored: JSON.stringify({ choice: "granted", at: Date.now() }) })
    const before = queue().length
    navigate("/fr/conditions/anxiete", "Anxiété", "condition", "anxiety")
    window.gtag!("event", "lead_form_submit", {})
    expect(queue().slice(before)).toEqual([
      ["set", anxiety],
      ["event", "page_view", anxiety],
      ["event", "lead_form_submit", { ...anxiety, previous_content_group: "contact", previous_content_id: "contact" }],
    ])
  })

  it("after a late Accept, sends the landing page's campaign and referrer with the first page view, on the page accepted on", () => {
    const { consent } = openPage()
    navigate("/fr/conditions/anxiete", "Anxiété", "condition", "anxiety")
    window.gtag!("event", "click_to_call", { link_location: "header" })
    expect(queue()).toEqual([])
    consent.choose("granted")
    const views = queue().filter((entry) => entry[1] === "page_view")
    expect(views).toEqual([
      [
        "event",
        "page_view",
        { ...anxiety, page_location: `${anxiety.page_location}?utm_source=news`, page_referrer: "http://localhost/" },
      ],
    ])
    expect(queue().at(-1)).toEqual(["event", "click_to_call", { ...anxiety, link_location: "header" }])
  })

  it("on Decline, drops what was recorded and the campaign, raises gtag's opt-out, sends nothing later and deletes Google's cookies", () => {
    document.cookie = "_ga=GA1.1.123; path=/"
    document.cookie = "_ga_TEST123=GS1.1.456; path=/"
    document.cookie = "kept=1; path=/"
    const { consent, asking } = openPage()
    window.gtag!("event", "lead_form_submit", {})
    consent.choose("denied")
    window.gtag!("event", "click_to_call", { link_location: "header" })
    navigate("/fr/conditions/anxiete", "Anxiété", "condition", "anxiety")
    expect(queue()).toEqual([])
    expect(optedOut()).toBe(true)
    expect(document.cookie).toBe("kept=1")
    expect(asking()).toBe("denied")
    consent.choose("granted")
    expect(optedOut()).toBe(false)
    expect(queue().filter((entry) => entry[1] === "page_view")).toEqual([["event", "page_view", anxiety]])
  })

  it("withdraws consent from a tag already running when the visitor changes their mind, and grants it again on Accept", () => {
    const { consent } = openPage(settings, { stored: JSON.stringify({ choice: "granted", at: Date.now() }) })
    consent.reopen()
    expect(document.documentElement.getAttribute(CONSENT_ATTRIBUTE)).toBe("ask")
    consent.choose("denied")
    expect(queue().at(-1)).toEqual(["consent", "update", { analytics_storage: "denied" }])
    expect(optedOut()).toBe(true)
    window.gtag!("event", "click_to_call", { link_location: "header" })
    navigate("/fr/conditions/anxiete", "Anxiété", "condition", "anxiety")
    expect(queue().at(-1)).toEqual(["consent", "update", { analytics_storage: "denied" }])
    consent.choose("granted")
    expect(optedOut()).toBe(false)
    expect(queue().slice(-3)).toEqual([
      ["consent", "update", { analytics_storage: "granted" }],
      ["set", anxiety],
      ["event", "page_view", anxiety],
    ])
  })

  it("measures at once, without asking, when the visitor accepted within the last twelve months", () => {
    const { asking } = openPage(settings, { stored: JSON.stringify({ choice: "granted", at: Date.now() - 1000 }) })
    expect(queue()).toEqual(configuration)
    expect(asking()).toBe("granted")
  })

  it("asks again after twelve months", () => {
    const yearAgo = Date.now() - CONSENT_LIFETIME_MS - 1
    const { asking } = openPage(settings, { stored: JSON.stringify({ choice: "granted", at: yearAgo }) })
    expect([queue(), asking()]).toEqual([[], "ask"])
  })

  it("treats Global Privacy Control as a refusal: nothing queued, no banner", () => {
    const { asking } = openPage(settings, { gpc: true })
    window.gtag!("event", "lead_form_submit", {})
    expect([queue(), asking()]).toEqual([[], "denied"])
  })

  it("in notice mode measures at once and still lets the visitor decline", () => {
    const { consent, asking } = openPage({ ...settings, consentMode: "notice" })
    expect(queue()).toEqual(configuration)
    expect(asking()).toBe("ask")
    consent.choose("denied")
    expect(queue().at(-1)).toEqual(["consent", "update", { analytics_storage: "denied" }])
  })

  it("queues click_to_call and portal clicks once the visitor accepts, and nothing for other tel: links", () => {
    openPage(settings, { stored: JSON.stringify({ choice: "granted", at: Date.now() }) })
    const before = queue().length
    for (const link of document.querySelectorAll("a")) link.click()
    const events = queue()
      .slice(before)
      .map((entry) => JSON.stringify(entry))
    expect([...new Set(events)]).toEqual([
      JSON.stringify(["event", "click_to_call", { ...contact, link_location: "header" }]),
      JSON.stringify(["event", "portal_sign_up_click", { ...contact, link_location: "body" }]),
    ])
  })
})

/** The page after the analytics step. */
const withAnalyticsTag = (html: string, tagSettings: typeof settings) => {
  const page = new HtmlDocument(html, "/acne/index.html")
  addAnalyticsTag(page, tagSettings)
  return page.toString()
}

describe("the tag in a page", () => {
  const html = "<html><head><title>Acne</title></head><body></body></html>"

  it("goes at the end of the head, once, even when the page already had it", () => {
    const once = withAnalyticsTag(html, settings)
    expect(once).toBe(
      `<html><head><title>Acne</title><script id="analytics-queue">${analyticsTag(settings)}</script></head><body></body></html>`,
    )
    expect(withAnalyticsTag(once, settings)).toBe(once)
    const other = analyticsSettings({ GATSBY_GA_MEASUREMENT_ID: "G-OTHER" }, site)!
    expect(withAnalyticsTag(once, other)).toBe(withAnalyticsTag(html, other))
  })

  it("cannot be closed early by a value", () => {
    const odd = { ...settings, measurementId: "G-1</script><script>alert(1)" }
    expect(analyticsTag(odd)).not.toContain("</script>")
  })
})
