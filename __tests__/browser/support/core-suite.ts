import type { Browser, Page } from "puppeteer-core"

import { interfaceText, loadEntry } from "../../support/data"
import { routes } from "../routes"
import { url } from "./browser"
import { byRole, type Engine, type EnginePage, launchEngine, openEnginePage, waitForHydration } from "./engines"
import { expect } from "./expect"
import { type FakeEmailJs, startFakeEmailJs } from "./fake-emailjs"
import { authorsInView } from "./interactions"

const ui = interfaceText()

const homeAuthors = loadEntry<{ testimonials: { items: Array<{ author: string }> } }>("pages", "home").testimonials.items.map(
  (item) => item.author,
)

const visit = async (page: Page, path: string) => {
  await page.goto(url(path))
  await waitForHydration(page)
}

/** What has focus, as a person would name it. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement
    return element?.getAttribute("aria-label") || element?.textContent?.trim() || ""
  })

/** Whether the element is rendered for the visitor (the content of a closed <details> keeps its boxes, unseen). */
const isShown = (page: Page, selector: string) =>
  page.evaluate((selector) => Boolean(document.querySelector(selector)?.checkVisibility({ visibilityProperty: true })), selector)

/** Whether the <details> holding the summary at `selector` is open (a screen reader hears it as expanded). */
const isOpen = (page: Page, selector: string) =>
  page.$eval(selector, (summary) => (summary.parentElement as HTMLDetailsElement).open)

/** Authors whose testimonial lies fully inside the carousel's visible box, left to right. */
const visibleAuthors = (page: Page) => page.$eval('[aria-roledescription="carousel"]', authorsInView)

/**
 * From now on the page notes the lowest opacity its main content shows, frame by frame. The notes live in the
 * document, so they survive a client-side navigation and are gone after a full page load.
 */
const watchTransition = (page: Page) =>
  page.evaluate(() => {
    const notes = { lowestOpacity: 1 }
    Object.assign(window, { transitionNotes: notes })
    const note = () => {
      const main = document.querySelector("main")
      if (main) notes.lowestOpacity = Math.min(notes.lowestOpacity, Number(getComputedStyle(main).opacity))
      requestAnimationFrame(note)
    }
    note()
  })

const transitionNotes = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { transitionNotes?: { lowestOpacity: number } }).transitionNotes ?? { lowestOpacity: NaN },
  )

const mainStyle = (page: Page) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.querySelector("main")!)
    return { opacity: style.opacity, animation: style.animationName }
  })

/** Where the window is scrolled to, in whole pixels. */
const scrollTop = (page: Page) => page.evaluate(() => Math.round(window.scrollY))

/** Scrolls the window to `top` and lets a few frames pass, as a person pauses before clicking or going back. */
const scrollAndPause = async (page: Page, top: number) => {
  await page.evaluate(async (top) => {
    window.scrollTo(0, top)
    for (let frame = 0; frame < 3; frame += 1) await new Promise((done) => requestAnimationFrame(done))
  }, top)
  return scrollTop(page)
}

/** Waits until the page is at `pathname`, shown in full, and scrolled to `top` (and still there a moment later). */
const expectArrival = async (page: Page, pathname: string, top: number) => {
  await page.waitForFunction((pathname) => location.pathname === pathname, {}, pathname)
  await expect.poll(() => mainStyle(page)).toEqual(expect.objectContaining({ opacity: "1" }))
  await expect.poll(() => scrollTop(page)).toBe(top)
  await new Promise((done) => setTimeout(done, 300))
  expect(await scrollTop(page)).toBe(top)
}

/** Goes from / to How It Works by the header link, as a visitor would, and reports what the page did on the way. */
const navigateByHeaderLink = async (page: Page) => {
  await visit(page, "/")
  await watchTransition(page)
  await page.locator(`header nav ${byRole("link", "How It Works")}`).click()
  await page.waitForFunction(() => location.pathname === "/how-it-works")
  await expect.poll(() => mainStyle(page)).toEqual(expect.objectContaining({ opacity: "1" }))
  return transitionNotes(page)
}

/**
 * The scenarios every engine must pass: every route renders without a console error, the header and mobile menu,
 * the FAQ, the carousel, the lead form against the fake EmailJS, the page transition and reduced motion.
 */
export function defineCoreSuite(engine: Engine) {
  // Two engines, a build and other test files may share two cores.
  jest.setTimeout(90_000)

  let browser: Browser

  beforeAll(async () => {
    browser = await launchEngine(engine)
  })

  afterAll(async () => {
    await browser?.close()
  })

  describe("every route", () => {
    let shared: EnginePage
    beforeAll(async () => {
      shared = await openEnginePage(browser, "desktop")
    })
    afterAll(async () => {
      await shared?.close()
    })

    it.each(routes)(`renders %s with its heading and no console error (${engine})`, async (path) => {
      await visit(shared.page, path)
      await expect.poll(() => shared.page.$eval("h1", (h1) => h1.textContent?.trim() ?? "")).not.toBe("")
      expect(shared.problems.splice(0)).toEqual([])
    })
  })

  describe("a visitor", () => {
    // A fresh page for each scenario: in Firefox, role and name queries (the accessibility tree) grow slower with every
    // page a context has shown, up to seconds after the few dozen the routes above take.
    let desktop: EnginePage

    beforeEach(async () => {
      desktop = await openEnginePage(browser, "desktop")
    })

    afterEach(async () => {
      await desktop.close()
      // Whatever a scenario did, the page may not have logged an error.
      expect(desktop.problems).toEqual([])
    })

    it(`opens the header's Services list and the mobile menu by keyboard, and closes them with Escape (${engine})`, async () => {
      await visit(desktop.page, "/")
      // Summaries, which the engines expose as buttons with an expanded state, found by their words.
      const services = "::-p-xpath(//header//nav//summary[normalize-space(.)='Services'])"
      await desktop.page.focus(services)
      await desktop.page.keyboard.press("Enter")
      await expect.poll(() => isOpen(desktop.page, services)).toBe(true)
      const list = "header nav details ul"
      await expect.poll(() => isShown(desktop.page, list)).toBe(true)
      await desktop.page.keyboard.press("Escape")
      await expect.poll(() => isShown(desktop.page, list)).toBe(false)
      await expect.poll(() => focusedName(desktop.page)).toBe("Services")

      // The mobile menu, at phone width.
      const phone = await openEnginePage(browser, "phone")
      try {
        const { page } = phone
        await visit(page, "/")
        const toggle = `::-p-xpath(//header//summary[normalize-space(.)=${JSON.stringify(ui.layout.menu)}])`
        await page.focus(toggle)
        await page.keyboard.press("Enter")
        const menu = `header details ${byRole("navigation", ui.layout.mainNavLabel)}`
        await expect.poll(() => isOpen(page, toggle)).toBe(true)
        await expect.poll(async () => (await page.$(menu)) !== null).toBe(true)
        // The summary that opened the menu closes it: focus stays there, and Tab goes on into the menu.
        await expect.poll(() => focusedName(page)).toBe(ui.layout.menu)
        await page.keyboard.press("Tab")
        await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest("header details nav")))).toBe(true)
        await page.keyboard.press("Escape")
        await expect.poll(() => isOpen(page, toggle)).toBe(false)
        await expect.poll(() => focusedName(page)).toBe(ui.layout.menu)
        expect(phone.problems).toEqual([])
      } finally {
        await phone.close()
      }
    })

    it(`opens one FAQ answer at a time and closes it on a second press (${engine})`, async () => {
      const { page } = desktop
      await visit(page, "/")
      const faq = await page.locator(byRole("region", "Frequently Asked Questions")).waitHandle()
      const questions = await faq.$$("summary")
      expect(questions.length).toBeGreaterThan(1)
      const [first, second] = questions
      const expanded = (question: typeof first) =>
        question.evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open)
      const answerShown = (question: typeof first) =>
        question.evaluate((summary) =>
          Boolean(summary.parentElement!.querySelector('[role="region"]')?.checkVisibility({ visibilityProperty: true })),
        )
      await expect.poll(() => answerShown(first)).toBe(false)
      await first.click()
      await expect.poll(() => expanded(first)).toBe(true)
      await expect.poll(() => answerShown(first)).toBe(true)
      await second.click()
      await expect.poll(() => expanded(first)).toBe(false)
      await expect.poll(() => answerShown(first)).toBe(false)
      await expect.poll(() => answerShown(second)).toBe(true)
      await second.click()
      await expect.poll(() => answerShown(second)).toBe(false)
    })

    it(`moves the testimonial carousel one at a time both ways (${engine})`, async () => {
      const { page } = desktop
      await visit(page, "/")
      await page.$eval('[aria-roledescription="carousel"]', (element) => element.scrollIntoView({ block: "center" }))
      // Swiper loads when the carousel nears the viewport.
      await page.waitForFunction(() =>
        Boolean((document.querySelector('[aria-roledescription="carousel"]') as { swiper?: unknown } | null)?.swiper),
      )
      await expect.poll(() => visibleAuthors(page)).toEqual(homeAuthors.slice(0, 3))
      await page.locator(byRole("button", ui.sections.testimonials.next)).click()
      await expect.poll(() => visibleAuthors(page)).toEqual(homeAuthors.slice(1, 4))
      await page.locator(byRole("button", ui.sections.testimonials.previous)).click()
      await expect.poll(() => visibleAuthors(page)).toEqual(homeAuthors.slice(0, 3))
      await page.locator(byRole("button", ui.sections.testimonials.previous)).click()
      await expect.poll(() => visibleAuthors(page)).toEqual([homeAuthors.at(-1), ...homeAuthors.slice(0, 2)])
    })

    describe("the lead form", () => {
      let fake: FakeEmailJs | undefined
      afterEach(async () => {
        await fake?.close()
        fake = undefined
      })

      it(`sends a valid lead to EmailJS once and thanks the visitor (${engine})`, async () => {
        fake = await startFakeEmailJs({ status: 200, text: "OK" })
        const { page } = desktop
        await visit(page, "/contact")
        const lead = { Name: "Jane Doe", Email: "jane@example.com", Phone: "416-555-1234", "Message (optional)": "Sore throat" }
        for (const [label, value] of Object.entries(lead)) await page.locator(`form ${byRole("textbox", label)}`).fill(value)
        await page.locator(byRole("button", ui.leadForm.submit)).click()
        await expect.poll(() => fake!.requests.length).toBe(1)
        await page.waitForFunction(() =>
          [...document.querySelectorAll('[role="status"]')].some((toast) =>
            toast.textContent?.includes("Your message has been sent!"),
          ),
        )
        expect(JSON.parse(fake.requests[0].body).template_params).toEqual(
          expect.objectContaining({ from_name: "Jane Doe", from_email: "jane@example.com", phone_number: "416-555-1234" }),
        )
        await expect
          .poll(() => page.$eval(`form ${byRole("textbox", "Name")}`, (input) => (input as HTMLInputElement).value))
          .toBe("")
      })
    })

    // The links of the report: a list page to one of its entries, and the home page to a city's page.
    it.each([
      ["/medications", "/medications/"],
      ["/conditions", "/conditions/"],
      ["/", "/locations/"],
    ])(`returns to where each page was left on Back and Forward, from %s to a %s page (${engine})`, async (start, prefix) => {
      const { page } = desktop
      await visit(page, start)
      // A link in the page's content or footer (not the fixed header), put in view the way a visitor scrolls to it.
      const link = `:is(main, footer) a[href^="${prefix}"]`
      const target = await page.$eval(link, (element) => {
        element.scrollIntoView({ block: "center" })
        return new URL((element as HTMLAnchorElement).href).pathname
      })
      const left = await scrollAndPause(page, await scrollTop(page))
      expect(left).toBeGreaterThan(200)
      await page.locator(link).click()
      await expectArrival(page, target, 0)
      // Somewhere clearly apart from the first page's position.
      const there = await scrollAndPause(page, left > 700 ? left - 400 : left + 400)
      expect(Math.abs(there - left)).toBeGreaterThan(200)

      await page.evaluate(() => history.back())
      await expectArrival(page, start, left)
      await page.evaluate(() => history.forward())
      await expectArrival(page, target, there)
      await page.evaluate(() => history.back())
      await expectArrival(page, start, left)
    })

    it(`fades out and in on a client-side navigation (${engine})`, async () => {
      const notes = await navigateByHeaderLink(desktop.page)
      // The notes survived, so this was a client-side navigation, and the page visibly faded on the way.
      expect(notes.lowestOpacity).toBeLessThan(0.5)
    })

    it(`does not animate at all when the visitor asks for reduced motion (${engine})`, async () => {
      const reducedBrowser = await launchEngine(engine, { reducedMotion: true })
      try {
        const reduced = await openEnginePage(reducedBrowser, "desktop")
        expect(await reduced.page.evaluate(() => matchMedia("(prefers-reduced-motion: reduce)").matches)).toBe(true)
        const notes = await navigateByHeaderLink(reduced.page)
        expect(notes.lowestOpacity).toBe(1)
        expect(await mainStyle(reduced.page)).toEqual({ opacity: "1", animation: "none" })
        expect(reduced.problems).toEqual([])
      } finally {
        await reducedBrowser.close()
      }
    })
  })
}
