import type { Browser, Page } from "playwright-core"

import { launchBrowser, openPage, type TestPage, url } from "./support/browser"
import { googleAnalyticsStandIn, type Hit, named, sent, settle } from "./support/google-analytics"
import { hydrated } from "./support/interactions"
import { THIRD_PARTY_WAIT_MS } from "../../src/inline/paint-first-timing"
import { interfaceText, interfaceTextIn, loadEntry, siteData } from "../support/data"
import { LOCALES, routeIn } from "../../src/lib/language"
import env from "./support/test-env.json"

const ui = interfaceText()

const site = siteData<{ phone: { href: string; display: string } }>()

const lead = { Name: "Jane Doe", Email: "jane.doe@example.com", Phone: "416-555-1234", "Message (optional)": "Sore throat" }

// Chromium, a build and other test runs share two cores.
jest.setTimeout(45_000)

let browser: Browser
let tab: TestPage

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser.close()
})
beforeEach(async () => {
  tab = await openPage(browser, "desktop")
  // The page's first largest paint, its load event and the moment Google's tag is put in, on the page's own clock.
  await tab.context.addInitScript(() => {
    const seen = window as unknown as { firstPaintAt?: number; loadedAt?: number; tagAddedAt?: number }
    window.addEventListener("load", () => (seen.loadedAt = performance.now()))
    new PerformanceObserver((list) => {
      seen.firstPaintAt ??= list.getEntries()[0].startTime
    }).observe({ type: "largest-contentful-paint", buffered: true })
    new MutationObserver(() => {
      if (document.querySelector('script[src^="https://www.googletagmanager.com/gtag/js"]')) seen.tagAddedAt ??= performance.now()
    }).observe(document, { childList: true, subtree: true })
    // Calls and the portal stay on this page: the test reads what was sent, nothing is dialled or left for.
    window.addEventListener("click", (event) => {
      if ((event.target as Element).closest?.('a[href^="tel:"], a[href^="https://portal."]')) event.preventDefault()
    })
  })
})
afterEach(async () => {
  await tab.context.close()
})

/** When, on the page's clock, it painted its largest content, fired its load event and put Google's tag in. */
const moments = (page: Page) =>
  page.evaluate(() => {
    const seen = window as unknown as { firstPaintAt: number; loadedAt: number; tagAddedAt?: number }
    return { firstPaintAt: seen.firstPaintAt, loadedAt: seen.loadedAt, tagAddedAt: seen.tagAddedAt }
  })

describe("Google Analytics once the visitor is reading", () => {
  it("requests Google's tag some seconds after the load event when nobody touches the page, and sends the landing page's view exactly once", async () => {
    const ga = await googleAnalyticsStandIn(tab.context)
    const response = await tab.page.goto(url("/"))
    expect(await response!.text()).not.toMatch(/<script[^>]*googletagmanager/)
    const [view] = await sent(tab.page, ga, "page_view")
    expect(named(ga, "page_view")).toHaveLength(1)
    expect(view.fields).toMatchObject({ tid: env.build.GATSBY_GA_MEASUREMENT_ID, dl: url("/"), dt: await tab.page.title() })
    expect(ga.tagRequests).toHaveLength(1)
    const { firstPaintAt, loadedAt, tagAddedAt } = await moments(tab.page)
    expect(firstPaintAt).toBeGreaterThan(0)
    expect(tagAddedAt).toBeGreaterThanOrEqual(firstPaintAt)
    expect(tagAddedAt).toBeGreaterThanOrEqual(loadedAt + THIRD_PARTY_WAIT_MS - 20)
    expect(tab.problems).toEqual([])
  })

  it("requests it at once when the visitor scrolls, and the page view follows", async () => {
    const ga = await googleAnalyticsStandIn(tab.context)
    await tab.page.goto(url("/"))
    expect(ga.tagRequests).toEqual([])
    await tab.page.mouse.wheel(0, 400)
    await sent(tab.page, ga, "page_view")
    const { loadedAt, tagAddedAt } = await moments(tab.page)
    expect(tagAddedAt! - loadedAt).toBeLessThan(THIRD_PARTY_WAIT_MS)
    expect(named(ga, "page_view")).toHaveLength(1)
    expect(tab.problems).toEqual([])
  })

  it("sends one page view per client-side navigation, with the page before it as referrer", async () => {
    const ga = await googleAnalyticsStandIn(tab.context)
    await tab.page.goto(url("/"))
    await sent(tab.page, ga, "page_view")
    await hydrated(tab.page)
    await tab.page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "How It Works" }).click()
    await tab.page.waitForURL(url("/how-it-works"))
    const views = await sent(tab.page, ga, "page_view", 2)
    expect(views).toHaveLength(2)
    expect(views[1].fields).toMatchObject({ dl: url("/how-it-works"), dr: url("/"), dt: await tab.page.title() })
    expect(views[1].fields.dt).toMatch(/How/)
    expect(tab.problems).toEqual([])
  })

  it("sends no hit carrying a query string's personal details or fragment, keeping campaign parameters", async () => {
    const ga = await googleAnalyticsStandIn(tab.context)
    await tab.page.goto(url("/?email=jane%40example.com&name=Jane+Leak&utm_source=newsletter#jane"))
    const [view] = await sent(tab.page, ga, "page_view")
    expect(view.fields.dl).toBe(url("/?utm_source=newsletter"))
    await hydrated(tab.page)
    await tab.page.getByRole("banner").getByRole("link", { name: site.phone.display }).click()
    await sent(tab.page, ga, "click_to_call")
    await tab.page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "How It Works" }).click()
    await sent(tab.page, ga, "page_view", 2)
    expect(ga.hits.length).toBeGreaterThanOrEqual(3)
    for (const hit of ga.hits) expect(hit.raw).not.toMatch(/jane|leak|email=/i)
  })
})

describe("events an analyst can act on", () => {
  it("sends click_to_call with where the number was, and portal clicks named as clicks from the portal links", async () => {
    // Held: the clicks come before Google's tag has arrived, and are sent once it does.
    const ga = await googleAnalyticsStandIn(tab.context, { hold: true })
    // The clicks below start the tag, which the stand-in holds.
    await tab.page.goto(url("/contact"), { waitUntil: "domcontentloaded" })
    const call = (where: Parameters<Page["getByRole"]>[0], name?: string) =>
      tab.page
        .getByRole(where, name ? { name } : undefined)
        .getByRole("link", { name: site.phone.display })
        .click()
    await call("banner")
    await call("complementary", "Contact Information")
    await call("contentinfo")
    await tab.page
      .getByRole("banner")
      .getByRole("link", { name: new RegExp(ui.layout.patientLogin) })
      .click()
    await tab.page
      .getByRole("banner")
      .getByRole("link", { name: /^Sign Up/ })
      .click()
    expect(ga.hits).toEqual([])
    ga.release()
    const calls = await sent(tab.page, ga, "click_to_call", 3)
    expect(calls.map((hit) => hit.fields["ep.link_location"])).toEqual(["header", "contact_card", "footer"])
    expect(named(ga, "portal_login_click").map((hit) => hit.fields)).toEqual([
      expect.objectContaining({ "ep.link_location": "header", "ep.content_group": "contact" }),
    ])
    expect(named(ga, "portal_sign_up_click").map((hit) => hit.fields)).toEqual([
      expect.objectContaining({ "ep.link_location": "header", "ep.content_group": "contact" }),
    ])
    // the portal's own completed sign-in and sign-up are the portal's to send, never this site's
    expect([...named(ga, "login"), ...named(ga, "sign_up")]).toEqual([])
    // Privacy defaults: no ad personalisation, no user id on any hit.
    for (const hit of ga.hits) expect(hit.fields).toMatchObject({ npa: "1" })
    expect(ga.hits.some((hit) => "uid" in hit.fields)).toBe(false)
    expect(tab.problems).toEqual([])
  })

  it("counts a lead sent before Google's tag has arrived exactly once, and no hit carries what was typed", async () => {
    const ga = await googleAnalyticsStandIn(tab.context, { hold: true })
    await tab.context.route(`${env.build.GATSBY_EMAILJS_ORIGIN}/**`, (route) =>
      route.fulfill({ status: 200, body: "OK", headers: { "Access-Control-Allow-Origin": "*" } }),
    )
    await tab.page.goto(url("/contact"), { waitUntil: "domcontentloaded" })
    await hydrated(tab.page)
    for (const [label, value] of Object.entries(lead)) await tab.page.getByLabel(label, { exact: true }).fill(value)
    await tab.page.getByRole("button", { name: ui.leadForm.submit }).click()
    await tab.page.getByRole("region", { name: "Notifications" }).getByRole("status").waitFor()
    expect(ga.hits).toEqual([])
    ga.release()
    expect(await sent(tab.page, ga, "lead_form_submit")).toHaveLength(1)
    expect(named(ga, "page_view")).toHaveLength(1)
    for (const hit of ga.hits) for (const value of Object.values(lead)) expect(hit.raw).not.toContain(value)
    expect(tab.problems).toEqual([])
  })

  it("sends click_to_call from the toast that offers the phone when a lead could not be sent", async () => {
    const ga = await googleAnalyticsStandIn(tab.context)
    await tab.context.route(`${env.build.GATSBY_EMAILJS_ORIGIN}/**`, (route) =>
      route.fulfill({ status: 500, body: "Internal Server Error", headers: { "Access-Control-Allow-Origin": "*" } }),
    )
    await tab.page.goto(url("/contact"))
    await hydrated(tab.page)
    for (const [label, value] of Object.entries(lead)) await tab.page.getByLabel(label, { exact: true }).fill(value)
    await tab.page.getByRole("button", { name: ui.leadForm.submit }).click()
    await tab.page
      .getByRole("region", { name: "Notifications" })
      .getByRole("alert")
      .getByRole("link", { name: site.phone.display })
      .click()
    const [call] = await sent(tab.page, ga, "click_to_call")
    expect(call.fields["ep.link_location"]).toBe("toast")
    expect(named(ga, "lead_form_submit")).toEqual([])
    expect(named(ga, "lead_form_error").map((hit) => hit.fields["ep.reason"])).toEqual(["provider"])
    for (const hit of ga.hits) for (const value of Object.values(lead)) expect(hit.raw).not.toContain(value)
  })
})

const CAMPAIGN = "?utm_source=news&utm_medium=email&utm_campaign=fall&gclid=abc123"
const ARRIVED_FROM = "https://news.example/fall"

describe.each(["en", "fr"] as const)("every hit on the page it happened on (%s)", (language) => {
  const words = interfaceTextIn(language)
  const locale = LOCALES[language]
  const anxiety =
    language === "en"
      ? "/conditions/anxiety"
      : `/fr/conditions/${loadEntry<{ frenchSlug: string }>("conditions", "anxiety").frenchSlug}`
  const contact = routeIn("/contact", language)
  const typed = {
    [words.leadForm.name]: "Jane Doe",
    [words.leadForm.email]: "jane.doe@example.com",
    [words.leadForm.phone]: "416-555-1234",
  }

  /** A visitor who has not chosen yet lands on the anxiety page from a newsletter's link. */
  const land = async () => {
    const ga = await googleAnalyticsStandIn(tab.context)
    await tab.context.route(`${env.build.GATSBY_EMAILJS_ORIGIN}/**`, (route) =>
      route.fulfill({ status: 200, body: "OK", headers: { "Access-Control-Allow-Origin": "*" } }),
    )
    await tab.page.goto(url(anxiety + CAMPAIGN), { referer: ARRIVED_FROM })
    await hydrated(tab.page)
    return ga
  }
  const choose = (choice: "accept" | "decline") =>
    tab.page.getByRole("region", { name: words.consent.label }).getByRole("button", { name: words.consent[choice] }).click()
  const goToContact = async () => {
    await tab.page.getByRole("main").getByRole("link", { name: words.layout.bookAppointment }).first().click()
    await tab.page.waitForURL(url(contact))
  }
  const sendLead = async () => {
    for (const [label, value] of Object.entries(typed)) await tab.page.getByLabel(label, { exact: true }).fill(value)
    await tab.page.getByRole("button", { name: words.leadForm.submit }).click()
    await tab.page.getByRole("region", { name: "Notifications" }).getByRole("status").waitFor()
  }
  const callTheClinic = () => tab.page.getByRole("banner").getByRole("link", { name: site.phone.display }).first().click()
  /** What an analyst reads of a hit: its page, language and content. */
  const pageOf = (hit: Hit) => ({
    dl: hit.fields.dl,
    lang: hit.fields["ep.page_language"],
    group: hit.fields["ep.content_group"],
    id: hit.fields["ep.content_id"],
  })
  const onAnxiety = { lang: locale, group: "condition", id: "anxiety" }
  const onContact = { dl: url(contact), lang: locale, group: "contact", id: "contact" }

  beforeEach(async () => {
    await tab.context.close()
    tab = await openPage(browser, "desktop", { undecided: true })
  })

  it("accepted on the landing page: the lead and the tap are on the contact page, the lead says where the visitor came from", async () => {
    const ga = await land()
    await choose("accept")
    await sent(tab.page, ga, "page_view")
    await goToContact()
    await sendLead()
    await callTheClinic()
    await sent(tab.page, ga, "click_to_call")
    const views = await sent(tab.page, ga, "page_view", 2)
    expect(views.map(pageOf)).toEqual([{ ...onAnxiety, dl: url(anxiety + CAMPAIGN) }, onContact])
    expect(views[1].fields.dr).toBe(url(anxiety + CAMPAIGN))
    expect(views[1].fields.dt).toBe(await tab.page.title())
    const [lead] = await sent(tab.page, ga, "lead_form_submit")
    expect(pageOf(lead)).toEqual(onContact)
    expect(lead.fields).toMatchObject({ "ep.previous_content_group": "condition", "ep.previous_content_id": "anxiety" })
    expect(named(ga, "click_to_call").map(pageOf)).toEqual([onContact])
    expect(named(ga, "lead-form-submit")).toEqual([])
    for (const hit of ga.hits) for (const value of Object.values(typed)) expect(hit.raw).not.toContain(value)
    expect(tab.problems).toEqual([])
  })

  it("accepted later, on the contact page: the first page view carries the landing page's campaign and referrer", async () => {
    const ga = await land()
    await goToContact()
    await settle(tab.page, ga)
    expect(ga.hits).toEqual([])
    await choose("accept")
    await sendLead()
    const [view] = await sent(tab.page, ga, "page_view")
    expect(pageOf(view)).toEqual({ ...onContact, dl: url(contact + CAMPAIGN) })
    expect(view.fields.dr).toBe(ARRIVED_FROM)
    const [lead] = await sent(tab.page, ga, "lead_form_submit")
    expect(pageOf(lead)).toEqual(onContact)
    expect(lead.fields).toMatchObject({ "ep.previous_content_group": "condition", "ep.previous_content_id": "anxiety" })
    expect(named(ga, "page_view")).toHaveLength(1)
    expect(tab.problems).toEqual([])
  })

  it("declined: nothing leaves, not the campaign, not the lead, and Google's tag is never asked for", async () => {
    const ga = await land()
    await choose("decline")
    await goToContact()
    await sendLead()
    await callTheClinic()
    await settle(tab.page, ga)
    expect(ga.hits).toEqual([])
    expect(ga.tagRequests).toEqual([])
    expect(tab.problems).toEqual([])
  })

  it("declined after accepting: the tag already running sends nothing more", async () => {
    const ga = await land()
    await choose("accept")
    await sent(tab.page, ga, "page_view")
    await goToContact()
    await sent(tab.page, ga, "page_view", 2)
    await tab.page.getByRole("contentinfo").getByRole("link", { name: words.consent.reopen }).click()
    await choose("decline")
    await sendLead()
    await callTheClinic()
    await settle(tab.page, ga)
    expect(ga.hits.map((hit) => hit.fields.en)).toEqual(["page_view", "page_view"])
    expect(tab.problems).toEqual([])
  })
})
