// Nothing about a visitor reaches Google until they accept (issue 30): every request of the page is recorded, and
// Google's hosts (answered by the local stand-in) are counted, before and after each choice. Firefox runs the
// essentials in the core suite (support/core-suite.ts).
import AxeBuilder from "@axe-core/playwright"
import type { Browser, Locator, Page } from "playwright-core"

import { CONSENT_BANNER_ID, CONSENT_STORAGE_KEY } from "../../src/lib/analytics-consent"
import { arrivedSelector } from "../support/hydration"
import { TAG_QUIET_MS, THIRD_PARTY_WAIT_MS } from "../../src/inline/paint-first-timing"
import { interfaceText, loadDataFile } from "../support/data"
import { launchBrowser, openPage, type TestPage, url } from "./support/browser"
import { type GoogleAnalyticsStandIn, googleAnalyticsStandIn, sent, settle } from "./support/google-analytics"
import { focusUnderBanner, hydrated, menuToggle } from "./support/interactions"

const ui = interfaceText()

jest.setTimeout(60_000)

const GOOGLE_HOST = /(^|\.)(googletagmanager\.com|google-analytics\.com|analytics\.google\.com|doubleclick\.net|google\.com)$/

let browser: Browser
let tab: TestPage
let googleRequests: string[]

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser.close()
})
beforeEach(async () => {
  tab = await openPage(browser, "desktop", { undecided: true })
  googleRequests = []
  tab.context.on("request", (request) => {
    if (GOOGLE_HOST.test(new URL(request.url()).hostname)) googleRequests.push(request.url())
  })
})
afterEach(async () => {
  await tab.context.close()
})

const frenchUi = loadDataFile("interface.fr.yaml") as Queries.InterfaceYaml
/** `path` at `size` for a visitor who has not chosen yet, the banner asking: `run` reads it, then it is closed. */
async function undecidedAt(size: { width: number; height: number }, path: string, run: (page: Page) => Promise<void>) {
  const visitor = await openPage(browser, "desktop", { undecided: true })
  try {
    await visitor.page.setViewportSize(size)
    await visitor.page.goto(url(path))
    await run(visitor.page)
  } finally {
    await visitor.context.close()
  }
}

/** Whether something else (the banner) lies over a control's middle once it is scrolled to the middle of its view. */
const coveredOnceCentred = (control: Locator): Promise<boolean> =>
  control.evaluate((element) => {
    element.scrollIntoView({ block: "center" })
    const box = element.getBoundingClientRect()
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return !(top && (element === top || element.contains(top)))
  })

const banner = (page: Page) => page.getByRole("region", { name: ui.consent.label })

/** The focus stops, of `presses` presses of Tab, that the banner hides (WCAG 2.2 Focus Not Obscured), by their words. */
async function stopsHiddenByTabbing(page: Page, presses: number): Promise<string[]> {
  const hidden: string[] = []
  for (let stop = 0; stop < presses; stop += 1) {
    await page.keyboard.press("Tab")
    const under = await page.evaluate(focusUnderBanner, CONSENT_BANNER_ID)
    if (under !== null) hidden.push(under)
  }
  return hidden
}

/** The page views the stand-in's collect endpoint received, by address, after a moment for a late one. */
const pageViews = async (page: Page, ga: GoogleAnalyticsStandIn, count: number) =>
  (await sent(page, ga, "page_view", count)).map((hit) => hit.fields.dl)

/**
 * Jumps the page's clock (installed before it loaded) past the moment it would start third-party scripts unasked,
 * THIRD_PARTY_WAIT_MS after its load event and TAG_QUIET_MS more: the due timers run at once (the second jump runs
 * the one the first set), and since starting them adds Google's tag to the page there and then, no such script
 * afterwards settles that nothing started.
 */
const pastThirdPartyWait = async (page: Page) => {
  await page.waitForFunction(() => document.readyState === "complete")
  await page.clock.fastForward(THIRD_PARTY_WAIT_MS + 1000)
  await page.clock.fastForward(TAG_QUIET_MS + 1000)
  const scripts = await page.evaluate(() => [...document.scripts].map((script) => script.src).filter(Boolean))
  expect(scripts.filter((src) => GOOGLE_HOST.test(new URL(src).hostname))).toEqual([])
}

const gaCookies = async (page: Page) =>
  (await page.context().cookies()).filter((cookie) => cookie.name.startsWith("_ga")).map((cookie) => cookie.name)

describe("before the visitor chooses", () => {
  it("sends nothing to Google on three pages and after client-side navigations, however long they read, and asks", async () => {
    await tab.context.clock.install()
    await googleAnalyticsStandIn(tab.context)
    for (const path of ["/", "/conditions/depression", "/medications/viagra"]) {
      await tab.page.goto(url(path))
      await hydrated(tab.page)
      await tab.page.mouse.wheel(0, 600)
      await expect(banner(tab.page).isVisible()).resolves.toBe(true)
    }
    await tab.page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "How It Works" }).click()
    await tab.page.waitForURL(url("/how-it-works"))
    await pastThirdPartyWait(tab.page)
    expect(googleRequests).toEqual([])
    expect(await gaCookies(tab.page)).toEqual([])
    expect(tab.problems).toEqual([])
  })

  it("with Global Privacy Control on, never asks and never sends, on landing or after navigating", async () => {
    await tab.context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true, configurable: true }),
    )
    await tab.context.clock.install()
    await googleAnalyticsStandIn(tab.context)
    await tab.page.goto(url("/"))
    await hydrated(tab.page)
    expect(await banner(tab.page).isVisible()).toBe(false)
    await tab.page.mouse.wheel(0, 600)
    await tab.page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "How It Works" }).click()
    await tab.page.waitForURL(url("/how-it-works"))
    await pastThirdPartyWait(tab.page)
    expect(googleRequests).toEqual([])
  })
})

describe("a choice", () => {
  it("Accept loads Google's tag and sends this page's view once, then one per navigation, and is remembered", async () => {
    const ga = await googleAnalyticsStandIn(tab.context)
    await tab.page.goto(url("/contact"))
    await hydrated(tab.page)
    await banner(tab.page).getByRole("button", { name: ui.consent.accept }).click()
    expect(await pageViews(tab.page, ga, 1)).toEqual([url("/contact")])
    expect(await banner(tab.page).isVisible()).toBe(false)
    await tab.page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "How It Works" }).click()
    await tab.page.waitForURL(url("/how-it-works"))
    expect(await pageViews(tab.page, ga, 2)).toEqual([url("/contact"), url("/how-it-works")])
    // The next visit does not ask again, and measures from the first touch.
    await tab.page.goto(url("/"))
    expect(await banner(tab.page).isVisible()).toBe(false)
    await tab.page.mouse.wheel(0, 400)
    expect(await pageViews(tab.page, ga, 3)).toEqual([url("/contact"), url("/how-it-works"), url("/")])
    expect(tab.problems).toEqual([])
  })

  it("works from the first paint: Accept and Decline answer when the page's own scripts never arrive", async () => {
    const ga = await googleAnalyticsStandIn(tab.context)
    // the app's chunks fail (a slow or broken connection); the page's inline scripts are all it has
    await tab.context.route(
      (address) => address.origin === new URL(url("/")).origin && address.pathname.endsWith(".js"),
      (route) => route.abort(),
    )
    await tab.page.goto(url("/contact"))
    await banner(tab.page).getByRole("button", { name: ui.consent.accept }).click()
    expect(await banner(tab.page).isVisible()).toBe(false)
    expect(await pageViews(tab.page, ga, 1)).toEqual([url("/contact")])
    // a later page, the choice changed: without the app the footer's link is a plain link, so the queue is asked
    await tab.page.goto(url("/how-it-works"))
    await tab.page.evaluate(() => window.analyticsConsent!.reopen())
    await banner(tab.page).getByRole("button", { name: ui.consent.decline }).click()
    expect(await banner(tab.page).isVisible()).toBe(false)
    const stored = await tab.page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "null"), CONSENT_STORAGE_KEY)
    expect(stored).toMatchObject({ choice: "denied" })
  })

  it("Decline sends nothing, drops what was recorded before, deletes Google's cookies and is remembered", async () => {
    await tab.context.clock.install()
    await googleAnalyticsStandIn(tab.context)
    await tab.context.addCookies([
      { name: "_ga", value: "GA1.1.1.1", url: url("/") },
      { name: "_ga_TEST000000", value: "GS1.1.1", url: url("/") },
    ])
    await tab.page.goto(url("/"))
    await hydrated(tab.page)
    await tab.page
      .getByRole("banner")
      .getByRole("link", { name: /1-844/ })
      .evaluate((link) => {
        link.addEventListener("click", (event) => event.preventDefault())
        ;(link as HTMLElement).click()
      })
    await banner(tab.page).getByRole("button", { name: ui.consent.decline }).click()
    expect(await gaCookies(tab.page)).toEqual([])
    await tab.page.goto(url("/services"))
    await tab.page.mouse.wheel(0, 600)
    await pastThirdPartyWait(tab.page)
    expect(await banner(tab.page).isVisible()).toBe(false)
    expect(googleRequests).toEqual([])
    expect(await tab.page.evaluate((key) => JSON.parse(localStorage.getItem(key)!).choice, CONSENT_STORAGE_KEY)).toBe("denied")
  })

  it("can be changed from the footer's Privacy choices on any page: Accept, then Decline stops every hit", async () => {
    const ga = await googleAnalyticsStandIn(tab.context)
    await tab.page.goto(url("/"))
    await hydrated(tab.page)
    await banner(tab.page).getByRole("button", { name: ui.consent.accept }).click()
    await pageViews(tab.page, ga, 1)
    await tab.page.getByRole("contentinfo").getByRole("link", { name: ui.consent.reopen }).click()
    await expect(banner(tab.page).isVisible()).resolves.toBe(true)
    expect(await tab.page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(ui.consent.label)
    await banner(tab.page).getByRole("button", { name: ui.consent.decline }).click()
    const sentBefore = ga.hits.length
    await tab.page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "How It Works" }).click()
    await tab.page.waitForURL(url("/how-it-works"))
    // the app has asked for the new page's view, and whatever that sent has reached the stand-in
    await tab.page.waitForSelector(arrivedSelector("/how-it-works"), { state: "attached" })
    await settle(tab.page, ga)
    expect(ga.hits.length).toBe(sentBefore)
    expect(await gaCookies(tab.page)).toEqual([])
  })

  it("opens from Privacy choices on the page the visitor is on, and keeps what they typed in the form", async () => {
    await googleAnalyticsStandIn(tab.context)
    await tab.page.goto(url("/contact"))
    await hydrated(tab.page)
    await banner(tab.page).getByRole("button", { name: ui.consent.decline }).click()
    const name = tab.page.getByLabel(ui.leadForm.name, { exact: true })
    await name.fill("Sam Patient")
    await tab.page.getByRole("contentinfo").getByRole("link", { name: ui.consent.reopen }).click()
    await expect(banner(tab.page).isVisible()).resolves.toBe(true)
    // far longer than a page transition takes to leave (the next page loaded, then TRANSITION.durationMs): none starts
    await expect(tab.page.waitForURL((address) => address.pathname !== "/contact", { timeout: 2_000 })).rejects.toThrow()
    expect(await name.inputValue()).toBe("Sam Patient")
    expect(await tab.page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(ui.consent.label)
  })
})

describe("the banner", () => {
  it("passes axe, and is reached early and used by keyboard", async () => {
    await googleAnalyticsStandIn(tab.context)
    await tab.page.goto(url("/"))
    await hydrated(tab.page)
    const results = await new AxeBuilder({ page: tab.page }).include(`[aria-label="${ui.consent.label}"]`).analyze()
    expect(results.violations.map((violation) => violation.id)).toEqual([])
    // early in the tab order: after the skip link and the banner's link to the privacy policy
    const stops: string[] = []
    for (let presses = 0; presses < 3; presses += 1) {
      await tab.page.keyboard.press("Tab")
      stops.push(await tab.page.evaluate(() => document.activeElement?.textContent ?? ""))
    }
    expect(stops.slice(1)).toEqual([ui.consent.privacyLink, ui.consent.accept])
    await tab.page.keyboard.press("Tab")
    await tab.page.keyboard.press("Enter")
    expect(await banner(tab.page).isVisible()).toBe(false)
    expect(await tab.page.evaluate((key) => JSON.parse(localStorage.getItem(key)!).choice, CONSENT_STORAGE_KEY)).toBe("denied")
  })

  it.each([
    ["/", ui.consent.label],
    ["/fr/", frenchUi.consent.label],
  ])("takes at most a fifth of a 375×740 phone's screen (%s)", (path, label) =>
    undecidedAt({ width: 375, height: 740 }, path, async (page) => {
      const region = page.getByRole("region", { name: label })
      await expect(region.isVisible()).resolves.toBe(true)
      expect((await region.boundingBox())!.height).toBeLessThanOrEqual(740 / 5)
    }),
  )

  it("leaves the open phone menu's every link clear of it, and in the menu's keyboard loop", () =>
    undecidedAt({ width: 375, height: 740 }, "/", async (page) => {
      await hydrated(page)
      await menuToggle(page, ui.layout.menu).click()
      // the panel slides in: read where its links rest
      await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"))
      const links = page.getByRole("banner").locator("details a")
      expect(await links.count()).toBeGreaterThan(3)
      for (const link of await links.all()) {
        // the Services list of the wide header's navigation is in the banner too, hidden on a phone
        if (!(await link.isVisible())) continue
        expect([await link.textContent(), await coveredOnceCentred(link)]).toEqual([await link.textContent(), false])
      }
      // from the menu's last link, Tab goes on to the banner rather than back to the menu's first
      await page
        .getByRole("banner")
        .getByRole("link", { name: `${ui.layout.signUp} ${ui.layout.portalHint}` })
        .focus()
      await page.keyboard.press("Tab")
      const inBanner = await page.evaluate((id) => !!document.activeElement?.closest(`#${id}`), "analytics-choices")
      expect(inBanner).toBe(true)
    }))

  it("at 400% zoom of a 1280×720 window (320×180 CSS px) starts on the first screen, its buttons reachable", () =>
    undecidedAt({ width: 320, height: 180 }, "/fr/", async (page) => {
      const region = page.getByRole("region", { name: frenchUi.consent.label })
      expect((await region.boundingBox())!.y).toBeLessThan(180)
      const decline = region.getByRole("button", { name: frenchUi.consent.decline })
      await decline.scrollIntoViewIfNeeded()
      const button = (await decline.boundingBox())!
      expect([button.y >= 0, button.y + button.height <= 180]).toEqual([true, true])
    }))

  it.each(["/", "/fr/"])("at 400% zoom, leaves the page readable before a choice: nothing fixed over it (%s)", (path) =>
    undecidedAt({ width: 320, height: 180 }, path, async (page) => {
      await hydrated(page)
      await page.getByRole("main").getByRole("heading", { level: 1 }).scrollIntoViewIfNeeded()
      await page.evaluate(() => window.scrollBy({ top: 600, behavior: "instant" }))
      // the share of the screen that the header and the banner cover, once the visitor has scrolled into the page
      const covered = await page.evaluate((bannerId) => {
        const boxes = [document.querySelector("header"), document.getElementById(bannerId)].map((element) =>
          element?.getBoundingClientRect(),
        )
        const rows = boxes.map((box) => (box ? Math.max(0, Math.min(box.bottom, innerHeight) - Math.max(box.top, 0)) : 0))
        return rows.reduce((sum, rows) => sum + rows, 0) / innerHeight
      }, CONSENT_BANNER_ID)
      expect(covered).toBeLessThanOrEqual(0.25)
    }),
  )

  it.each([
    ["/", { width: 1280, height: 720 }],
    ["/fr", { width: 1280, height: 720 }],
    ["/", { width: 360, height: 740 }],
    ["/fr", { width: 360, height: 740 }],
  ])("hides no focus stop under it while a keyboard user tabs through %s at %o", (path, size) =>
    undecidedAt(size, path, async (page) => {
      await hydrated(page)
      expect(await stopsHiddenByTabbing(page, 40)).toEqual([])
    }),
  )

  it.each([
    ["/", ui],
    ["/fr/", frenchUi],
  ])("hides no focus stop of the open phone menu under it while a keyboard user tabs through it (%s)", (path, words) =>
    undecidedAt({ width: 360, height: 740 }, path, async (page) => {
      await hydrated(page)
      await menuToggle(page, words.layout.menu).click()
      await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"))
      expect(await stopsHiddenByTabbing(page, 25)).toEqual([])
    }),
  )

  it.each(["/", "/contact", "/services/consultation", "/medications/viagra", "/locations/toronto"])(
    "covers no Book button and not the form's submit on a 320 px phone (%s)",
    (path) =>
      undecidedAt({ width: 320, height: 568 }, path, async (page) => {
        await expect(banner(page).isVisible()).resolves.toBe(true)
        // the pages' Book links, and the form's submit in the words data/interface.yaml gives it
        const targets = page
          .getByRole("link", { name: /^Book/ })
          .or(page.getByRole("button", { name: ui.leadForm.submit, exact: true }))
        const count = await targets.count()
        expect(count).toBeGreaterThan(0)
        for (let index = 0; index < count; index += 1) {
          const target = targets.nth(index)
          if (!(await target.isVisible())) continue
          const covered = await coveredOnceCentred(target)
          expect([path, await target.textContent(), covered]).toEqual([path, await target.textContent(), false])
        }
      }),
  )
})
