import { interfaceText, loadDataFile, loadEntry } from "../../support/data"
import { browserSample } from "../routes"
import {
  byRole,
  type Check,
  DISCLOSURES,
  type Engine,
  ENGINE_GAPS,
  launchEngine,
  type SuiteBrowser,
  type SuitePage,
  type Target,
  waitForHydration,
} from "./engines"
import { ARRIVED_ATTRIBUTE, arrivedSelector } from "../../support/hydration"
import { CONSENT_BANNER_ID } from "../../../src/lib/analytics-consent"
import { routeIn } from "../../../src/lib/language"
import { expect } from "./expect"
import { type FakeEmailJs, startFakeEmailJs } from "./fake-emailjs"
import { authorsInView, focusUnderBanner } from "./interactions"

const ui = interfaceText()
const frenchUi = loadDataFile("interface.fr.yaml") as typeof ui

const homeAuthors = loadEntry<{ testimonials: { items: Array<{ author: string }> } }>("pages", "home").testimonials.items.map(
  (item) => item.author,
)

const visit = async (page: SuitePage, path: string) => {
  await page.goto(path)
  await waitForHydration(page)
}

/** What has focus, as a person would name it. */
const focusedName = (page: SuitePage) =>
  page.evaluate(() => {
    const element = document.activeElement
    return element?.getAttribute("aria-label") || element?.textContent?.trim() || ""
  })

/** Whether the element is rendered for the visitor (the content of a closed <details> keeps its boxes, unseen). */
const isShown = (page: SuitePage, selector: string) =>
  page.evaluate((selector) => Boolean(document.querySelector(selector)?.checkVisibility({ visibilityProperty: true })), selector)

/** Whether the <details> holding the summary `target` finds is open (a screen reader hears it as expanded). */
const isOpen = async (page: SuitePage, summary: Target) =>
  (await page.find(summary)).evaluate((element) => (element.parentElement as HTMLDetailsElement).open)

/** Where focus is now, by its words, when the analytics banner lies over its middle. */
const focusedUnderBanner = (page: SuitePage) => page.evaluate(focusUnderBanner, CONSENT_BANNER_ID)

/** Whether focus is in the header's open phone menu (its links, not the summary that toggles it). */
const focusInMenu = (page: SuitePage) => page.evaluate(() => Boolean(document.activeElement?.closest("header details nav")))

const CAROUSEL = '[aria-roledescription="carousel"]'

/** Authors whose testimonial lies fully inside the carousel's visible box, left to right. */
const visibleAuthors = async (page: SuitePage) => (await page.find(CAROUSEL)).evaluate(authorsInView)

/**
 * From now on the page notes the lowest opacity of the animations its main content is given: on each change of the
 * document, the keyframes of main's animations (as interactions.ts' noteFadeOuts reads them). A busy machine may show
 * no frame in the middle of a fade (a note taken frame by frame once missed all of it in WebKit), but cannot skip a
 * change of the document. The notes live in the document, so they survive a client-side navigation and are gone after
 * a full load.
 */
const watchTransition = (page: SuitePage) =>
  page.evaluate(() => {
    const notes = { lowestOpacity: 1 }
    Object.assign(window, { transitionNotes: notes })
    const note = () => {
      for (const animation of document.querySelector("main")?.getAnimations() ?? [])
        for (const { opacity } of (animation.effect as KeyframeEffect | null)?.getKeyframes() ?? [])
          if (typeof opacity === "string") notes.lowestOpacity = Math.min(notes.lowestOpacity, Number(opacity))
    }
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, attributes: true })
    note()
  })

const transitionNotes = (page: SuitePage) =>
  page.evaluate(
    () => (window as unknown as { transitionNotes?: { lowestOpacity: number } }).transitionNotes ?? { lowestOpacity: NaN },
  )

const mainStyle = (page: SuitePage) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.querySelector("main")!)
    return { opacity: style.opacity, animation: style.animationName }
  })

/** Where the window is scrolled to, in whole pixels. */
const scrollTop = (page: SuitePage) => page.evaluate(() => Math.round(window.scrollY))

/** Scrolls the window to `top` and lets a few frames pass, as a person pauses before clicking or going back. */
const scrollAndPause = async (page: SuitePage, top: number) => {
  await page.evaluate(async (top) => {
    window.scrollTo(0, top)
    for (let frame = 0; frame < 3; frame += 1) await new Promise((done) => requestAnimationFrame(done))
  }, top)
  return scrollTop(page)
}

/** Waits until the app has settled on `pathname` (its arrival mark), then expects it shown in full and scrolled to `top`. */
const expectArrival = async (page: SuitePage, pathname: string, top: number) => {
  await page.waitFor((selector) => document.querySelector(selector) !== null, arrivedSelector(pathname))
  await expect.poll(() => mainStyle(page)).toEqual(expect.objectContaining({ opacity: "1" }))
  expect(await scrollTop(page)).toBe(top)
}

/** Goes from / to How It Works by the header link, as a visitor would, and reports what the page did on the way. */
const navigateByHeaderLink = async (page: SuitePage) => {
  await visit(page, "/")
  await watchTransition(page)
  await page.click(byRole("link", "How It Works", "header nav"))
  await page.waitFor(() => location.pathname === "/how-it-works")
  await expect.poll(() => mainStyle(page)).toEqual(expect.objectContaining({ opacity: "1" }))
  return transitionNotes(page)
}

/**
 * The scenarios every engine must pass: one page of each kind in each language renders without a console error, the
 * header and mobile menu, the FAQ, the carousel, the lead form against the fake EmailJS, the page transition and
 * reduced motion. Each runs over the engine-neutral page of suite-page.ts; where an engine runs one otherwise,
 * ENGINE_GAPS (engines.ts) says so and the test's name carries it.
 */
export function defineCoreSuite(engine: Engine) {
  // Three engines, a build and other test files may share two cores.
  jest.setTimeout(90_000)

  /** A test of a check, named with the engine and, where it has one, the engine's gap for that check. */
  const check = (gapOf: Check, name: string, fn: () => Promise<void>) => {
    const adapted = ENGINE_GAPS[engine][gapOf]?.adapted
    it(`${name} (${engine}${adapted ? `, ${adapted}` : ""})`, fn)
  }
  const consoleGap = ENGINE_GAPS[engine].console?.adapted

  let browser: SuiteBrowser

  beforeAll(async () => {
    browser = await launchEngine(engine)
  })

  afterAll(async () => {
    await browser?.close()
  })

  // One page of each kind in each language, in every engine: what an engine renders differently is the template's,
  // not an entry's words, and every page's heading is read from the built files (built-site.test.ts), so the sweep
  // stays the same length however many entries data/ holds (docs/testing.md).
  describe(`one page of each kind and language${consoleGap ? ` (${engine}: ${consoleGap})` : ""}`, () => {
    let shared: SuitePage
    beforeAll(async () => {
      shared = await browser.openPage("desktop")
    })
    afterAll(async () => {
      await shared?.close()
    })

    it.each(browserSample())(`renders %s with its heading and no console error (${engine})`, async (path) => {
      await visit(shared, path)
      await expect.poll(() => shared.evaluate(() => document.querySelector("h1")?.textContent?.trim() ?? "")).not.toBe("")
      expect(shared.problems.splice(0)).toEqual([])
    })
  })

  describe("a visitor who has not answered the analytics banner", () => {
    /** What of Google the page holds: its tag's script elements, resource loads from Google's hosts, the gtag queue. */
    const googleOnPage = (page: SuitePage) =>
      page.evaluate(() => ({
        tags: document.querySelectorAll('script[src*="googletagmanager.com"]').length,
        loads: performance
          .getEntriesByType("resource")
          .filter((entry) => /(^|\.)(google|googletagmanager|google-analytics)\./.test(new URL(entry.name).hostname)).length,
        queued: ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).length,
      }))

    it(`reaches no Google host until they accept, then Google's tag loads (${engine})`, async () => {
      const visitor = await browser.openPage("desktop", { undecided: true })
      try {
        await visit(visitor, "/conditions/depression")
        await visitor.evaluate(() => window.scrollBy(0, 600))
        await visitor.click(byRole("link", "How It Works", "header"))
        await visitor.waitFor(() => location.pathname === "/how-it-works")
        await visitor.evaluate(() => window.scrollBy(0, 600))
        expect(await googleOnPage(visitor)).toEqual({ tags: 0, loads: 0, queued: 0 })
        await visitor.click(byRole("button", ui.consent.accept))
        await expect.poll(async () => (await googleOnPage(visitor)).tags).toBe(1)
        expect(visitor.problems).toEqual([])
      } finally {
        await visitor.close()
      }
    })
    it.each([
      ["/fr/", "phone"],
      ["/", "desktop"],
    ] as const)(
      `hides no focus stop of %s at %s width under the banner, the open phone menu's included (${engine})`,
      async (path, viewport) => {
        const hidden: string[] = []
        const visitor = await browser.openPage(viewport, { undecided: true })
        try {
          await visit(visitor, path)
          for (let stop = 0; stop < 40; stop += 1) {
            await visitor.press("Tab")
            const under = await focusedUnderBanner(visitor)
            if (under !== null) hidden.push(under)
          }
        } finally {
          await visitor.close()
        }
        if (viewport === "phone") {
          const menu = await browser.openPage("phone", { undecided: true })
          try {
            await visit(menu, path)
            await menu.focus(DISCLOSURES.menu)
            await menu.press("Enter")
            await expect.poll(() => isShown(menu, "header details nav")).toBe(true)
            await menu.waitFor(() => document.getAnimations().every((animation) => animation.playState !== "running"))
            await menu.press("Tab")
            // through the menu's links (and the portal's, last), until Tab leaves it for the banner
            for (let stop = 0; stop < 30 && (await focusInMenu(menu)); stop += 1) {
              const under = await focusedUnderBanner(menu)
              if (under !== null) hidden.push(under)
              await menu.press("Tab")
            }
          } finally {
            await menu.close()
          }
        }
        expect(hidden).toEqual([])
      },
    )

    // 1280×720 at 400% is 320×180 CSS px: nothing may stay fixed over the page, and the choice stays in reach.
    check(
      "400% zoom",
      "at 400% zoom, shows the French banner's buttons and leaves the page readable before a choice",
      async () => {
        const visitor = await browser.openPage("zoomed", { undecided: true })
        try {
          await visit(visitor, "/fr/")
          // what zoom does to the page: a window under 300 CSS px high
          expect(await visitor.evaluate(() => innerHeight)).toBeLessThan(300)
          const banner = await visitor.find(byRole("region", frenchUi.consent.label))
          expect(await banner.evaluate((element) => element.getBoundingClientRect().top < innerHeight)).toBe(true)
          const decline = await visitor.find(byRole("button", frenchUi.consent.decline))
          expect(
            await decline.evaluate((element) => {
              element.scrollIntoView({ block: "center" })
              const box = element.getBoundingClientRect()
              return box.top >= 0 && box.bottom <= innerHeight
            }),
          ).toBe(true)
          // the share of the screen the header and the banner cover once the visitor has scrolled into the page
          const covered = await visitor.evaluate((bannerId) => {
            document.querySelector("main h1")?.scrollIntoView()
            window.scrollBy({ top: 600, behavior: "instant" })
            const rows = [document.querySelector("header"), document.getElementById(bannerId)].map((element) => {
              const box = element?.getBoundingClientRect()
              return box ? Math.max(0, Math.min(box.bottom, innerHeight) - Math.max(box.top, 0)) : 0
            })
            return rows.reduce((sum, row) => sum + row, 0) / innerHeight
          }, CONSENT_BANNER_ID)
          expect(covered).toBeLessThanOrEqual(0.25)
        } finally {
          await visitor.close()
        }
      },
    )
  })

  describe("a visitor", () => {
    // A fresh page for each scenario: in Firefox, role and name queries (the accessibility tree) grow slower with every
    // page a context has shown, up to seconds after the few dozen the routes above take.
    let desktop: SuitePage

    beforeEach(async () => {
      desktop = await browser.openPage("desktop")
    })

    afterEach(async () => {
      await desktop.close()
      // Whatever a scenario did, the page may not have logged an error.
      expect(desktop.problems).toEqual([])
    })

    check(
      "phone menu",
      "opens the header's Services list and the mobile menu by keyboard, and closes them with Escape",
      async () => {
        // Summaries, which the engines expose as buttons with an expanded state.
        const services = DISCLOSURES.services
        await visit(desktop, "/")
        await desktop.focus(services)
        await desktop.press("Enter")
        await expect.poll(() => isOpen(desktop, services)).toBe(true)
        const list = "header nav details ul"
        await expect.poll(() => isShown(desktop, list)).toBe(true)
        await desktop.press("Escape")
        await expect.poll(() => isShown(desktop, list)).toBe(false)
        await expect.poll(() => focusedName(desktop)).toBe("Services")

        // The mobile menu, at phone width.
        const page = await browser.openPage("phone")
        try {
          await visit(page, "/")
          const toggle = DISCLOSURES.menu
          await page.focus(toggle)
          await page.press("Enter")
          await expect.poll(() => isOpen(page, toggle)).toBe(true)
          await expect.poll(() => isShown(page, "header details nav")).toBe(true)
          // The summary that opened the menu closes it: focus stays there, and Tab goes on into the menu (Firefox first
          // stops on the menu's panel itself when its links overflow it, so that the keys can scroll it: still the menu).
          await expect.poll(() => focusedName(page)).toBe(ui.layout.menu)
          await page.press("Tab")
          await expect
            .poll(() =>
              page.evaluate(() => {
                const focused = document.activeElement
                return Boolean(focused?.closest("header details") && !focused.closest("summary"))
              }),
            )
            .toBe(true)
          await page.press("Escape")
          await expect.poll(() => isOpen(page, toggle)).toBe(false)
          await expect.poll(() => focusedName(page)).toBe(ui.layout.menu)
          expect(page.problems).toEqual([])
        } finally {
          await page.close()
        }
      },
    )

    it(`opens one FAQ answer at a time and closes it on a second press (${engine})`, async () => {
      const page = desktop
      await visit(page, "/")
      const faq = await page.find(byRole("region", "Frequently Asked Questions"))
      const questions = await faq.findAll("summary")
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
      const page = desktop
      await visit(page, "/")
      await page.evaluate((selector) => document.querySelector(selector)!.scrollIntoView({ block: "center" }), CAROUSEL)
      // Swiper loads when the carousel nears the viewport.
      await page.waitFor(
        (selector) => Boolean((document.querySelector(selector) as { swiper?: unknown } | null)?.swiper),
        CAROUSEL,
      )
      await expect.poll(() => visibleAuthors(page)).toEqual(homeAuthors.slice(0, 3))
      await page.click(byRole("button", ui.sections.testimonials.next))
      await expect.poll(() => visibleAuthors(page)).toEqual(homeAuthors.slice(1, 4))
      await page.click(byRole("button", ui.sections.testimonials.previous))
      await expect.poll(() => visibleAuthors(page)).toEqual(homeAuthors.slice(0, 3))
      await page.click(byRole("button", ui.sections.testimonials.previous))
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
        const page = desktop
        await visit(page, "/contact")
        const lead = { Name: "Jane Doe", Email: "jane@example.com", Phone: "416-555-1234", "Message (optional)": "Sore throat" }
        for (const [label, value] of Object.entries(lead)) await page.fill(byRole("textbox", label, "form"), value)
        await page.click(byRole("button", ui.leadForm.submit))
        await expect.poll(() => fake!.requests.length).toBe(1)
        await page.waitFor(() =>
          [...document.querySelectorAll('[role="status"]')].some((toast) =>
            toast.textContent?.includes("Your message has been sent!"),
          ),
        )
        expect(JSON.parse(fake.requests[0].body).template_params).toEqual(
          expect.objectContaining({ from_name: "Jane Doe", from_email: "jane@example.com", phone_number: "416-555-1234" }),
        )
        await expect
          .poll(async () =>
            (await page.find(byRole("textbox", "Name", "form"))).evaluate((input) => (input as HTMLInputElement).value),
          )
          .toBe("")
      })

      // Issue 61: on a phone, a toast covered the submit button and the banner's buttons.
      it(`shows a failed send's toast clear of the focused button and of the banner while it asks (${engine})`, async () => {
        fake = await startFakeEmailJs({ status: 500, text: "Internal Server Error" })
        const page = await browser.openPage("phone", { undecided: true })
        try {
          await visit(page, "/contact")
          const lead = {
            [ui.leadForm.name]: "Jane Doe",
            [ui.leadForm.email]: "jane@example.com",
            [ui.leadForm.phone]: "416-555-1234",
          }
          for (const [label, value] of Object.entries(lead)) await page.fill(byRole("textbox", label, "form"), value)
          // the button pressed from the keyboard at the foot of the screen, where a toast appears
          await page.focus(byRole("button", ui.leadForm.submit))
          await page.evaluate(() => document.activeElement?.scrollIntoView({ block: "end" }))
          await page.press("Enter")
          await page.waitFor(
            (regionLabel) => document.querySelector(`[aria-label="${regionLabel}"] [role="alert"]`) !== null,
            ui.toasts.regionLabel,
          )
          await expect
            .poll(() =>
              page.evaluate(
                (regionLabel, bannerId) => {
                  const overlap = (a: DOMRect, b: DOMRect) =>
                    a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
                  const toast = document.querySelector(`[aria-label="${regionLabel}"] [role="alert"]`)?.getBoundingClientRect()
                  const focus = document.activeElement?.getBoundingClientRect()
                  const buttons = [...document.querySelectorAll(`#${bannerId} button`)].map((button) =>
                    button.getBoundingClientRect(),
                  )
                  if (!toast || !focus) return "no toast or no focus"
                  return {
                    focusClearOfToast: !overlap(focus, toast),
                    focusInView: focus.top >= 0 && focus.bottom <= innerHeight,
                    bannerButtonsClearOfToast: buttons.length > 0 && buttons.every((button) => !overlap(button, toast)),
                  }
                },
                ui.toasts.regionLabel,
                CONSENT_BANNER_ID,
              ),
            )
            .toEqual({ focusClearOfToast: true, focusInView: true, bannerButtonsClearOfToast: true })
        } finally {
          await page.close()
        }
      })

      // Issue 61: a half-typed request was wiped by a link and Back, in every engine.
      it(`keeps a half-typed request through the Privacy Policy link and Back (${engine})`, async () => {
        const page = desktop
        await visit(page, "/contact")
        await page.fill(byRole("textbox", ui.leadForm.name, "form"), "Josée Tremblay")
        await page.fill(byRole("textbox", ui.leadForm.message, "form"), "Mal de gorge")
        await page.click(byRole("link", ui.leadForm.privacyLink, "main"))
        await page.waitFor(() => location.pathname === "/privacy-policy" && !document.querySelector("form textarea"))
        await page.evaluate(() => history.back())
        const typed = async (label: string) =>
          (await page.find(byRole("textbox", label, "form"))).evaluate((input) => (input as HTMLInputElement).value)
        await expect.poll(() => typed(ui.leadForm.name)).toBe("Josée Tremblay")
        expect(await typed(ui.leadForm.message)).toBe("Mal de gorge")
      })

      // Issue 61: "514 555-1234 poste 22" and josée@exemple.ca were refused in every engine, and a French lead read like
      // an English one (DECISIONS.md, "Languages").
      it(`sends a French lead with a French extension and an accented address, saying it is French (${engine})`, async () => {
        fake = await startFakeEmailJs({ status: 200, text: "OK" })
        const page = desktop
        await visit(page, routeIn("/contact", "fr"))
        const form = frenchUi.leadForm
        const lead = { [form.name]: "Josée Tremblay", [form.email]: "josée@exemple.ca", [form.phone]: "514 555-1234 poste 22" }
        for (const [label, value] of Object.entries(lead)) await page.fill(byRole("textbox", label, "form"), value)
        await page.click(byRole("button", form.submit))
        await expect.poll(() => fake!.requests.length).toBe(1)
        await page.waitFor(
          (sent) => [...document.querySelectorAll('[role="status"]')].some((toast) => toast.textContent?.includes(sent)),
          frenchUi.toasts.sent,
        )
        expect(JSON.parse(fake.requests[0].body).template_params).toEqual({
          from_name: "Josée Tremblay",
          from_email: "josée@exemple.ca",
          phone_number: "514 555-1234 poste 22",
          message: "No message provided\n\nLanguage: French (please reply in French)",
          to_email: expect.any(String),
        })
      })
    })

    it(`keeps an unknown French address and shows the French not-found page at it (${engine})`, async () => {
      // Gatsby's start-up would move the French not-found page to its own address, /fr/404.html (issue 45)
      const address = routeIn("/medications/unknown", "fr")
      await visit(desktop, address)
      await desktop.waitFor((selector) => document.querySelector(selector) !== null, `html[${ARRIVED_ATTRIBUTE}]`)
      expect(
        await desktop.evaluate(
          (attribute) => [location.pathname, document.documentElement.getAttribute(attribute)],
          ARRIVED_ATTRIBUTE,
        ),
      ).toEqual([address, address])
      expect(await desktop.evaluate(() => document.querySelector("h1")?.textContent?.trim())).toBe(frenchUi.notFound.heading)
      // the engines note the answer's own status, 404; nothing else may be logged
      const problems = desktop.problems.splice(0)
      expect(
        problems.filter((problem) => !(problem.includes(address) && problem.includes("404")) && !/status of 404/.test(problem)),
      ).toEqual([])
    })

    // The links of the issue's report: a list page to one of its entries, and the home page to a city's page.
    it.each([
      ["/medications", "/medications/"],
      ["/conditions", "/conditions/"],
      ["/", "/locations/"],
    ])(`returns to where each page was left on Back and Forward, from %s to a %s page (${engine})`, async (start, prefix) => {
      const page = desktop
      await visit(page, start)
      // A link in the page's content or footer (not the fixed header), put in view the way a visitor scrolls to it.
      const link = `:is(main, footer) a[href^="${prefix}"]`
      const target = await (
        await page.find(link)
      ).evaluate((element) => {
        element.scrollIntoView({ block: "center" })
        return new URL((element as HTMLAnchorElement).href).pathname
      })
      const left = await scrollAndPause(page, await scrollTop(page))
      expect(left).toBeGreaterThan(200)
      await page.click(link)
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
      const notes = await navigateByHeaderLink(desktop)
      // The notes survived, so this was a client-side navigation, and the page was given a fade to (nearly) nothing.
      expect(notes.lowestOpacity).toBeLessThan(0.5)
    })

    it(`does not animate at all when the visitor asks for reduced motion (${engine})`, async () => {
      const reducedBrowser = await launchEngine(engine, { reducedMotion: true })
      try {
        const reduced = await reducedBrowser.openPage("desktop")
        try {
          expect(await reduced.evaluate(() => matchMedia("(prefers-reduced-motion: reduce)").matches)).toBe(true)
          const notes = await navigateByHeaderLink(reduced)
          expect(notes.lowestOpacity).toBe(1)
          expect(await mainStyle(reduced)).toEqual({ opacity: "1", animation: "none" })
          expect(reduced.problems).toEqual([])
        } finally {
          await reduced.close()
        }
      } finally {
        await reducedBrowser.close()
      }
    })
  })
}
