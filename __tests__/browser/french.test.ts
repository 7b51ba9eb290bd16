import { readFileSync } from "fs"
import path from "path"
import { parse } from "node-html-parser"
import type { Browser, Page } from "playwright-core"

import { languageOfPath, LOCALES, routeIn } from "../../src/lib/language"
import { formatHours } from "../../src/lib/opening-hours"
import { LEAD_FORM_FALLBACK_PATH } from "../../src/lib/site-routes"
import { interfaceText, loadDataFiles, siteData } from "../support/data"
import { frenchRouteOf, movedRoutes, routes, twinOf, unlistedRoutes } from "./routes"
import { launchBrowser, openPage, type TestPage, url } from "./support/browser"
import { builtPage, PUBLIC_DIR, routeExists } from "./support/built-site"
import { expect } from "./support/expect"
import { type FakeEmailJs, startFakeEmailJs } from "./support/fake-emailjs"
import { hydrated } from "./support/interactions"

const SITE = "https://www.lakeshorevirtualclinic.ca"
const absolute = (route: string) => (route === "/" ? `${SITE}/` : `${SITE}${route}`)
const allRoutes = [...routes, ...unlistedRoutes]
const files = loadDataFiles()
const english = interfaceText()
const french = files["interface.fr.yaml"] as typeof english
const site = siteData<{ phone: { display: string; href: string }; hours: [] }>()
const frenchSite = files["site.fr.yaml"] as { crisisLine: { name: string } }

/** A page's alternates as { hreflang: href }. */
const alternatesOf = (route: string) =>
  Object.fromEntries(
    builtPage(route)
      .querySelectorAll('link[rel="alternate"][hreflang]')
      .map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]),
  )

describe("the French pages, as built", () => {
  it("says each page's language on <html>, its own canonical URL, and hreflang pairs that answer each other", () => {
    for (const route of allRoutes) {
      const page = builtPage(route)
      const language = languageOfPath(route)
      expect([route, page.querySelector("html")?.getAttribute("lang")]).toEqual([route, LOCALES[language]])
      expect([route, page.querySelector('link[rel="canonical"]')?.getAttribute("href")]).toEqual([route, absolute(route)])
      const twin = twinOf(route)
      const alternates = alternatesOf(route)
      if (twin && routeExists(twin)) {
        const [english, french] = language === "en" ? [route, twin] : [twin, route]
        const pair = { "en-CA": absolute(english), "fr-CA": absolute(french), "x-default": absolute(english) }
        expect([route, alternates]).toEqual([route, pair])
        expect([twin, alternatesOf(twin)]).toEqual([twin, pair])
      } else expect([route, alternates]).toEqual([route, {}])
    }
  })

  it("shows the switcher only where the twin exists, named in the twin's language and leading to it", () => {
    for (const route of allRoutes) {
      const language = languageOfPath(route)
      const twin = twinOf(route)
      const switchers = builtPage(route).querySelectorAll("a[hreflang]")
      if (!twin || !routeExists(twin)) {
        expect([route, switchers.length]).toEqual([route, 0])
        continue
      }
      const other = language === "en" ? "fr" : "en"
      for (const link of switchers)
        // the language's name, and its code a phone shows instead
        expect([route, link.getAttribute("href"), link.getAttribute("lang"), link.getAttribute("hreflang"), link.text]).toEqual([
          route,
          twin,
          LOCALES[other],
          LOCALES[other],
          `${(language === "en" ? english : french).layout.otherLanguage} ${other.toUpperCase()}`,
        ])
      // one, in the header's top row at every width
      expect([route, switchers.length]).toEqual([route, 1])
    }
  })

  it("links a French page to the French twin of every page it links to, where that twin is built", () => {
    const found: string[] = []
    for (const route of allRoutes.filter((path) => languageOfPath(path) === "fr"))
      for (const link of builtPage(route).querySelectorAll("a[href^='/']:not([hreflang])")) {
        const target = (link.getAttribute("href") as string).split(/[?#]/)[0]
        if (languageOfPath(target) === "en" && frenchRouteOf(target)) found.push(`${route} → ${target}`)
      }
    expect(found).toEqual([])
  })

  it("ships each page its own language's interface words only, in its HTML and its page data", () => {
    const pageData = (route: string) =>
      readFileSync(path.join(PUBLIC_DIR, "page-data", route === "/" ? "index" : route.slice(1), "page-data.json"), "utf8")
    const frenchRoutes = allRoutes.filter((route) => languageOfPath(route) === "fr")
    expect(frenchRoutes.length).toBeGreaterThan(0)
    for (const route of frenchRoutes) {
      const text = readFileSync(path.join(PUBLIC_DIR, route.slice(1), "index.html"), "utf8") + pageData(route)
      expect([route, text.includes(english.layout.skipLink), text.includes(french.layout.skipLink)]).toEqual([route, false, true])
      expect([route, text.includes(english.consent.accept)]).toEqual([route, false])
    }
    for (const route of allRoutes.filter((candidate) => languageOfPath(candidate) === "en")) {
      const text =
        readFileSync(path.join(PUBLIC_DIR, route === "/" ? "" : route.slice(1), "index.html"), "utf8") + pageData(route)
      expect([route, text.includes(french.layout.skipLink), text.includes(frenchSite.crisisLine.name)]).toEqual([
        route,
        false,
        false,
      ])
    }
  })

  it("follows French typography in every French page's text, title and description", () => {
    // an ordinary space where French sets a no-break one: before ; : ! ? », after «, between a number and its unit;
    // and English quotation marks
    const rules: Array<[string, RegExp]> = [
      ["an ordinary space before ; : ! ? »", / [;:!?»]/g],
      ["an ordinary space after «", /« /g],
      ["an ordinary space between a number and its unit", /\d (?:mg|mcg|g|mL|ml|L|h|min|km|kg|%|\$)(?![\p{L}\d])/gu],
      ["English quotation marks", /[“”]/g],
    ]
    const found: string[] = []
    for (const route of allRoutes.filter((each) => languageOfPath(each) === "fr" && routeExists(each))) {
      const page = builtPage(route)
      const texts = [
        page.querySelector("body")?.textContent ?? "",
        page.querySelector("title")?.textContent ?? "",
        page.querySelector('meta[name="description"]')?.getAttribute("content") ?? "",
      ]
      for (const text of texts)
        for (const [rule, pattern] of rules)
          for (const match of text.matchAll(pattern))
            found.push(`${route}: ${rule}: "${text.slice(Math.max(0, match.index! - 20), match.index! + 20)}"`)
    }
    expect(found).toEqual([])
  })

  it("gives each not-found page a switch to the other language's home page, and no hreflang pair", () => {
    for (const [page, language, home] of [
      ["404.html", "en", routeIn("/", "fr")],
      ["fr/404.html", "fr", "/"],
    ] as const) {
      const built = parse(readFileSync(path.join(PUBLIC_DIR, page), "utf8"))
      const other = language === "en" ? "fr" : "en"
      const switches = built.querySelectorAll("header a[hreflang]").map((link) => [link.getAttribute("href"), link.text])
      expect([page, switches]).toEqual([
        page,
        [[home, `${(language === "en" ? english : french).layout.otherLanguage} ${other.toUpperCase()}`]],
      ])
      expect([page, built.querySelectorAll('link[rel="alternate"][hreflang]').length]).toEqual([page, 0])
    }
  })

  it("writes the French not-found page, in French and asking not to be indexed", () => {
    const page = readFileSync(path.join(PUBLIC_DIR, "fr", "404.html"), "utf8")
    expect(page).toContain('lang="fr-CA"')
    expect(page).toContain(french.notFound.heading.replace("'", "&#x27;"))
    expect(page).toContain('name="robots" content="noindex"')
  })
})

jest.setTimeout(90_000)

describe("the French site in Chromium, from npm start", () => {
  let browser: Browser
  let testPage: TestPage
  let fake: FakeEmailJs | undefined
  const contact = routeIn("/contact", "fr")
  const field = (page: Page, label: string) => page.getByLabel(label, { exact: true })

  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser.close()
  })
  afterEach(async () => {
    await testPage?.context.close()
    await fake?.close()
    fake = undefined
  })

  it("answers an unknown /fr/... path with the French not-found page, any other with the English one", async () => {
    const frenchAnswer = await fetch(url("/fr/aucune-page"))
    expect(frenchAnswer.status).toBe(404)
    expect(await frenchAnswer.text()).toContain(french.notFound.title)
    const englishAnswer = await fetch(url("/no-such-page"))
    expect(englishAnswer.status).toBe(404)
    expect(await englishAnswer.text()).toContain(english.notFound.title)
    const slash = await fetch(url(`${contact}/`), { redirect: "manual" })
    expect([slash.status, slash.headers.get("location")]).toEqual([301, contact])
  })

  it("sends a French page's old address, its English web address under /fr, to its French one with a 301", async () => {
    expect(movedRoutes.length).toBeGreaterThan(0)
    for (const { from, to } of movedRoutes) {
      const answer = await fetch(url(`${from}?utm_source=x`), { redirect: "manual" })
      expect([from, answer.status, answer.headers.get("location")]).toEqual([from, 301, `${to}?utm_source=x`])
    }
    testPage = await openPage(browser)
    const { page, problems } = testPage
    const [{ from, to }] = movedRoutes
    expect((await page.goto(url(from)))?.status()).toBe(200)
    expect(new URL(page.url()).pathname).toBe(to)
    await hydrated(page)
    expect(new URL(page.url()).pathname).toBe(to)
    expect(await page.locator("html").getAttribute("lang")).toBe(LOCALES.fr)
    expect(problems).toEqual([])
  })

  it.each([routeIn("/medications/unknown", "fr"), "/fr/medications/viagra", "/fr/conditions/acne/extra"])(
    "keeps the address %s and shows the French not-found page once the scripts run",
    async (address) => {
      testPage = await openPage(browser)
      const { page, problems } = testPage
      const answer = await page.goto(url(address))
      expect(answer?.status()).toBe(404)
      await hydrated(page)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(french.notFound.heading)
      // Gatsby's start-up moves a not-found answer to its page's own address (a fetch, then a history change) unless
      // the page claims the address: by the time the network is quiet it would have
      await page.waitForLoadState("networkidle")
      expect(new URL(page.url()).pathname).toBe(address)
      // the browser notes the answer's own status 404 in the console
      expect(problems.filter((problem) => !/status of 404/.test(problem))).toEqual([])
      // and the page's own link leads home, the address claimed for the not-found page alone
      await page.getByRole("main").getByRole("link", { name: french.notFound.homeButton }).click()
      await page.waitForURL(url(routeIn("/", "fr")))
      await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(french.notFound.heading)
    },
  )

  it("checks the lead form in French, sends the spec's body with a line saying it is French and thanks in French", async () => {
    fake = await startFakeEmailJs({ status: 200, text: "OK" })
    testPage = await openPage(browser)
    const { page } = testPage
    await page.goto(url(contact))
    await hydrated(page)
    await page.getByRole("button", { name: french.leadForm.submit }).click()
    for (const message of [french.leadForm.nameError, french.leadForm.emailError, french.leadForm.phoneError])
      await expect(page.getByText(message)).toBeVisible()
    await field(page, french.leadForm.name).fill("Jeanne Tremblay")
    await field(page, french.leadForm.email).fill("jeanne@example.com")
    await field(page, french.leadForm.phone).fill("613-555-1234")
    await page.getByRole("button", { name: french.leadForm.submit }).click()
    await expect(page.getByRole("region", { name: french.toasts.regionLabel }).getByRole("status")).toContainText(
      french.toasts.sent,
    )
    const params = JSON.parse(fake.requests[0].body).template_params
    expect(params).toEqual({
      from_name: "Jeanne Tremblay",
      from_email: "jeanne@example.com",
      phone_number: "613-555-1234",
      // an empty message in the spec's words, then the line that tells staff to answer in French (DECISIONS.md)
      message: "No message provided\n\nLanguage: French (please reply in French)",
      to_email: expect.any(String),
    })
    expect(testPage.problems).toEqual([])
  })

  it("without JavaScript, says so in French with the hours in French, and lands on the French not-sent page", async () => {
    testPage = await openPage(browser, "desktop", { javaScriptEnabled: false })
    const { page } = testPage
    await page.goto(url(contact))
    const notice = page.getByText(
      new RegExp(
        french.leadForm.noScript
          .split("{")[0]
          .trim()
          .replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
      ),
    )
    const text = await notice.textContent()
    for (const line of formatHours(site.hours, "fr")) expect(text).toContain(line)
    await field(page, french.leadForm.name).fill("Jeanne Tremblay")
    const fallback = routeIn(LEAD_FORM_FALLBACK_PATH, "fr")
    await Promise.all([page.waitForURL(url(fallback)), page.getByRole("button", { name: french.leadForm.submit }).click()])
    const title = (files["pages/message-not-sent.fr.yaml"] as { hero: { title: string } }).hero.title
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(title)
    await expect(page.locator("html").getAttribute("lang")).resolves.toBe("fr-CA")
  })

  it("switches from an English page to its French twin and back with the header's link", async () => {
    testPage = await openPage(browser)
    const { page } = testPage
    await page.goto(url("/contact"))
    await hydrated(page)
    await page.getByRole("banner").getByRole("link", { name: english.layout.otherLanguage }).click()
    await page.waitForURL(url(contact))
    // react-helmet sets the language once the new page has rendered
    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("fr-CA")
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(
      (files["pages/contact.fr.yaml"] as { hero: { title: string } }).hero.title,
    )
    await page.getByRole("banner").getByRole("link", { name: french.layout.otherLanguage }).click()
    await page.waitForURL(url("/contact"))
    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("en-CA")
    expect(testPage.problems).toEqual([])
  })
})
