import { readFileSync } from "fs"
import yaml from "js-yaml"

import path from "path"
import { phoneFacts } from "../gatsby/content/phone"

import {
  addAnalyticsTag,
  type AnalyticsFacts,
  analyticsSettings,
  analyticsTag,
  gtagScriptUrl,
} from "../gatsby/post-build/analytics-tag"
import { HtmlDocument } from "../gatsby/post-build/html-document"

const site = yaml.load(readFileSync(path.join(__dirname, "..", "data", "site.yaml"), "utf8")) as AnalyticsFacts
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

describe("the inline tag, as a page runs it before Google's script has arrived", () => {
  beforeAll(() => {
    window.history.replaceState(null, "", "/contact?email=jane%40example.com&utm_source=news#form")
    Object.defineProperty(document, "referrer", { value: "http://localhost/?name=Jane+Leak", configurable: true })
    document.body.innerHTML = `<header><a href="${phoneFacts(site.phone)!.href}">call</a></header>
      <main><a href="${site.portal.signupUrl}">Sign Up Now</a><a href="tel:911">911</a></main>`
    document.addEventListener("click", (event) => event.preventDefault())
    new Function(analyticsTag(settings))()
  })

  it("queues the configuration: the page view on arrival, privacy defaults, cross-domain linking, a clean address", () => {
    const page = { page_location: "http://localhost/contact?utm_source=news", page_referrer: "http://localhost/" }
    expect(queue()).toEqual([
      ["js", expect.any(Date)],
      ["set", page],
      [
        "config",
        "G-TEST123",
        {
          allow_google_signals: false,
          allow_ad_personalization_signals: false,
          linker: { domains: settings.linkerDomains },
          ...page,
        },
      ],
    ])
    expect(JSON.stringify(queue())).not.toMatch(/jane|user_id|send_page_view/i)
  })

  it("gives the app a gtag() that queues into the same dataLayer", () => {
    window.gtag!("event", "lead-form-submit", { event_category: "conversion" })
    expect(queue().at(-1)).toEqual(["event", "lead-form-submit", { event_category: "conversion" }])
  })

  it("queues click_to_call and sign_up clicks, and nothing for other tel: links", () => {
    const before = queue().length
    for (const link of document.querySelectorAll("a")) link.click()
    expect(queue().slice(before)).toEqual([
      ["event", "click_to_call", { link_location: "header" }],
      ["event", "sign_up", { method: "patient_portal", link_location: "body" }],
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
