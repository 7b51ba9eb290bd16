/**
 * Printing: a medication, a condition and a service page, printed to PDF in Chromium and in Firefox ESR, carry
 * every heading of the page, every safety item and warning of their data, every FAQ answer (printed open), the
 * phone number and the page's own address; the header, navigation, breadcrumbs, portal links, carousel buttons and
 * calls to action are not on paper, and nothing is fixed to the page to cover text.
 */
import { execFileSync } from "child_process"
import { mkdtempSync, rmSync, writeFileSync } from "fs"
import os from "os"
import path from "path"
import type { Browser } from "playwright-core"
import type { Browser as FirefoxBrowser } from "puppeteer-core"

import { inListOrder } from "../../src/lib/entry-lists"
import { factValues, fillFacts, type FactSource } from "../../src/lib/facts"
import { HYDRATED_SELECTOR } from "../support/hydration"
import { interfaceText, loadEntries, loadSite, siteData } from "../support/data"
import { launchBrowser, openPage, url } from "./support/browser"
import { builtPage, routeExists } from "./support/built-site"
import { launchFirefox, openFirefoxPage } from "./support/firefox"
import { hydrated } from "./support/interactions"
import env from "./support/test-env.json"

const ui = interfaceText()

jest.setTimeout(120_000)

type Faqs = { faqs: { items: Array<{ answer: string }> }; cta: { title: string } }
type Medication = Faqs & {
  slug: string
  about: { title: string; dosages: string[]; safety: string[] }
  safety: { whoShouldNotTake: string[]; sideEffects: string[]; urgentHelp: Array<{ sign: string; action: string }> }
}
type Condition = Faqs & {
  slug: string
  showCrisisLine: boolean
  symptoms: { title: string; items: string[]; warning: string }
  note?: string
}
type Service = Faqs & { slug: string }

const site = siteData<FactSource & { phone: { display: string }; crisisLine: { phone: string } }>()
const fill = (text: string) => fillFacts(text, factValues(site))

// the first of each list as the site lists them (`order`), whichever files data/ holds
const medication = inListOrder(loadEntries<Medication>("medications"))[0]
const conditions = inListOrder(loadEntries<Condition>("conditions"))
// A condition with the crisis notice, when one has it: the most to lose under a header.
const condition = conditions.find((entry) => entry.showCrisisLine) ?? conditions[0]
const service = inListOrder(loadEntries<Service>("services"))[0]

interface PrintCase {
  route: string
  /** Texts from the data that must be on paper. */
  texts: string[]
  cta: string
}

const cases: PrintCase[] = [
  {
    route: `/medications/${medication.slug}`,
    texts: [
      medication.about.title,
      ...medication.about.dosages,
      ...medication.about.safety,
      ...medication.safety.whoShouldNotTake,
      ...medication.safety.sideEffects,
      ...medication.safety.urgentHelp.flatMap((item) => [item.sign, item.action]),
    ],
    cta: medication.cta.title,
  },
  {
    route: `/conditions/${condition.slug}`,
    texts: [
      condition.symptoms.title,
      ...condition.symptoms.items,
      condition.symptoms.warning,
      ...(condition.note ? [condition.note] : []),
    ],
    cta: condition.cta.title,
  },
  { route: `/services/${service.slug}`, texts: [], cta: service.cta.title },
].map((entry, index) => {
  const faqs = [medication, condition, service][index].faqs.items.map((item) => item.answer)
  return { ...entry, texts: [...entry.texts, ...faqs].map(fill), cta: fill(entry.cta) }
})

/** Every heading of the built page's main content but the call to action's, which is not printed. */
const headingsOf = (route: string): string[] =>
  builtPage(route)
    .querySelectorAll("main h1, main h2, main h3")
    .filter((heading) => !heading.closest('[aria-labelledby="cta-heading"]'))
    .map((heading) => heading.textContent.trim())

const breadcrumbLabel = loadSite<{ breadcrumbs: { label: string } }>().breadcrumbs.label

/** The breadcrumb trail's words, run together as on one line ("HomeServicesReferral"). */
const trailOf = (route: string): string => {
  const trail = builtPage(route)
    .querySelectorAll("nav")
    .find((nav) => nav.getAttribute("aria-label") === breadcrumbLabel)
  expect(trail).toBeDefined()
  return trail!.textContent.trim()
}

// Line breaks, hyphenation at line ends and ligatures differ between browsers; the words and their order must not.
// Hyphens go too: pdftotext joins a word broken at its own hyphen across lines without it ("in-" + "person" gives
// "inperson"), which left acyclovir's "same-day in-person care" unmatched on paper that had it.
const comparable = (text: string) => text.normalize("NFKC").replace(/[\s\u00ad-]+/g, "")

const pdfText = (pdf: Uint8Array): string => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "print-"))
  try {
    const file = path.join(dir, "page.pdf")
    writeFileSync(file, pdf)
    return execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const expectOnPaper = (text: string, { route, texts, cta }: PrintCase) => {
  const paper = comparable(text)
  const missing = [...headingsOf(route), ...texts].filter((expected) => !paper.includes(comparable(expected)))
  expect(missing).toEqual([])
  // The phone on one line, and the page's own address.
  expect(text).toContain(site.phone.display)
  expect(paper).toContain(comparable(`${env.build.GATSBY_SITE_URL}${route}`))
  // No header, portal links, skip link, breadcrumbs or call to action.
  for (const absent of [ui.layout.patientLogin, ui.layout.skipLink, trailOf(route), cta])
    expect(paper).not.toContain(comparable(absent))
}

const printable = cases.filter((entry) => routeExists(entry.route))

describe("printing in Chromium", () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it.each(printable.map((entry) => [entry.route, entry] as const))("prints %s whole", async (_route, entry) => {
    const tp = await openPage(browser, "desktop")
    try {
      const { page } = tp
      await page.goto(url(entry.route))
      await hydrated(page)
      // Scrolled, as a reader is when they decide to print.
      await page.mouse.wheel(0, 1500)
      await page.waitForFunction(() => window.scrollY > 0)
      expectOnPaper(pdfText(await page.pdf({ format: "Letter" })), entry)

      await page.emulateMedia({ media: "print" })
      // Nothing stays on the page to cover text, and nothing is there to press.
      const fixed = await page.evaluate(() =>
        Array.from(document.querySelectorAll("body *"))
          .filter((element) => ["fixed", "sticky"].includes(getComputedStyle(element).position))
          .filter((element) => (element as HTMLElement).offsetParent !== null || element.getClientRects().length > 0)
          .map((element) => element.outerHTML.slice(0, 80)),
      )
      expect(fixed).toEqual([])
      await expect(page.getByRole("banner").isVisible()).resolves.toBe(false)
      for (const nav of await page.getByRole("navigation").all()) await expect(nav.isVisible()).resolves.toBe(false)
      // The FAQ's questions (summaries, not buttons) are the answers' headings on paper; no button is printed.
      const shownButtons = await page
        .getByRole("button")
        .evaluateAll((all) =>
          all.filter((button) => button.getClientRects().length > 0).map((button) => button.outerHTML.slice(0, 80)),
        )
      expect(shownButtons).toEqual([])
      const toContact = page.locator('main a[href="/contact"]')
      for (const link of await toContact.all()) await expect(link.isVisible()).resolves.toBe(false)
      const answers = page.getByRole("region").filter({ has: page.locator("p") })
      expect(await answers.count()).toBeGreaterThan(0)
      for (const answer of await answers.all()) await expect(answer.isVisible()).resolves.toBe(true)
      const colours = await page.evaluate(() => {
        const style = getComputedStyle(document.querySelector("main p")!)
        return [style.color, getComputedStyle(document.body).backgroundColor]
      })
      expect(colours).toEqual(["rgb(0, 0, 0)", "rgba(0, 0, 0, 0)"])
      expect(tp.problems).toEqual([])
    } finally {
      await tp.context.close()
    }
  })
})

describe("printing in Firefox ESR", () => {
  let browser: FirefoxBrowser
  beforeAll(async () => {
    browser = await launchFirefox()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it.each(printable.map((entry) => [entry.route, entry] as const))("prints %s whole", async (_route, entry) => {
    const page = await openFirefoxPage(browser)
    try {
      await page.goto(url(entry.route), { waitUntil: "load" })
      await page.waitForSelector(HYDRATED_SELECTOR)
      await page.evaluate(() => window.scrollBy(0, 1500))
      expectOnPaper(pdfText(await page.pdf({ format: "Letter" })), entry)
    } finally {
      await page.close()
    }
  })
})
