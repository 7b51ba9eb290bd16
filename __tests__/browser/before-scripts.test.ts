/**
 * The phone's menu, the Services list and the FAQ before and without the page's scripts, which start only after the
 * largest paint (gatsby/post-build/paint-first.ts). A tap before hydration, on a phone at 4x CPU on a Fast 3G
 * connection in Chromium, is in effect once the scripts run, and theirs to close; with JavaScript off, or with the
 * site's scripts blocked, a phone opens the menu and reads its links and an FAQ answer, and a desktop opens the
 * Services list, in Chromium and in Firefox.
 */
import type { Browser } from "playwright-core"
import type { Browser as EngineBrowser, Page as EnginePageHandle } from "puppeteer-core"

import { shownLinks, type ComplianceSwitches } from "../../src/lib/compliance"
import { interfaceText, loadEntry, siteData } from "../support/data"
import { launchBrowser, openPage, type TestPage, url } from "./support/browser"
import { type Engine, type EnginePage, launchEngine, openEnginePage } from "./support/engines"
import { expect } from "./support/expect"
import { detailsOf, headerNav, hydrated, isOpen, menuToggle } from "./support/interactions"

const ui = interfaceText()

jest.setTimeout(120_000)

const site = siteData<{
  nav: Array<{ name: string; path: string }>
  servicesMenu: Array<{ name: string; path: string }>
  compliance: ComplianceSwitches
  phone: { display: string }
}>()
const navNames = shownLinks(site.nav, site.compliance).map((item) => item.name)
const serviceNames = site.servicesMenu.map((item) => item.name)

/** The first words of each home page FAQ answer, before any fact the site fills in. */
const homeAnswers = loadEntry<{ faqs: { items: Array<{ answer: string }> } }>("pages", "home").faqs.items.map((item) =>
  item.answer.split("{")[0].trim().split(/\s+/).slice(0, 6).join(" "),
)

// DevTools' "Fast 3G" and a mid-range phone's CPU, as Lighthouse's mobile run slows a desktop one.
const FAST_3G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: ((1.6 * 1024 * 1024) / 8) * 0.9,
  uploadThroughput: ((750 * 1024) / 8) * 0.9,
}
const CPU_SLOWDOWN = 4

describe("a tap before the scripts run, on a slow phone (Chromium)", () => {
  let browser: Browser
  let tp: TestPage

  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })
  beforeEach(async () => {
    tp = await openPage(browser, "phone", { touch: true })
    const cdp = await tp.context.newCDPSession(tp.page)
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN })
    await cdp.send("Network.enable")
    await cdp.send("Network.emulateNetworkConditions", FAST_3G)
    // When the first touch came, in the page's own clock, to set against the moment React had hydrated.
    await tp.page.addInitScript(() =>
      addEventListener("touchstart", () => Object.assign(window, { firstTouchAt: performance.now() }), {
        capture: true,
        once: true,
      }),
    )
  })
  afterEach(async () => {
    await tp.context.close()
    expect(tp.problems).toEqual([])
  })

  /** Milliseconds from the first touch to the end of hydration: above 0 when the touch came first. */
  const touchedBeforeHydration = () =>
    tp.page.evaluate(
      () =>
        performance.getEntriesByName("onInitialClientRender")[0].startTime -
        (window as unknown as { firstTouchAt: number }).firstTouchAt,
    )

  it("opens the menu at the first tap, and the app takes the open menu over", async () => {
    const { page } = tp
    await page.goto(url("/"), { waitUntil: "commit" })
    // As soon as the button shows: Playwright taps once it is visible and still.
    const toggle = menuToggle(page, ui.layout.menu)
    await toggle.tap()
    await hydrated(page)
    expect(await touchedBeforeHydration()).toBeGreaterThan(0)
    expect(await isOpen(toggle)).toBe(true)
    await expect(headerNav(page)).toBeVisible()
    await expect(page.locator("body")).toHaveCSS("overflow", "hidden")
    // Escape is the app's: it closes the menu the browser opened.
    await page.keyboard.press("Escape")
    await expect(headerNav(page)).toBeHidden()
    expect(await isOpen(toggle)).toBe(false)
  })

  it("opens the FAQ question tapped first on /contact, and keeps one answer open once hydrated", async () => {
    const { page } = tp
    await page.goto(url("/contact"), { waitUntil: "commit" })
    const questions = page.getByRole("main").locator("summary")
    await questions.first().tap()
    await hydrated(page)
    expect(await touchedBeforeHydration()).toBeGreaterThan(0)
    expect(await isOpen(questions.first())).toBe(true)
    await expect(detailsOf(questions.first()).getByRole("region")).toBeVisible()
    await questions.nth(1).tap()
    await expect.poll(() => isOpen(questions.first())).toBe(false)
    expect(await isOpen(questions.nth(1))).toBe(true)
  })
})

/**
 * Presses the summary that reads `words` (under `scope`) with the mouse at its centre. Only synchronous evaluation: with
 * JavaScript off, puppeteer's own click waits for animation frames that never come.
 */
const pressSummary = async (page: EnginePageHandle, scope: string, words: string) => {
  const at = await page.evaluate(
    (scope, words) => {
      const summary = Array.from(document.querySelectorAll(`${scope} summary`)).find(
        (element) => element.textContent?.trim() === words,
      )!
      summary.scrollIntoView({ block: "center" })
      const box = summary.getBoundingClientRect()
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
    },
    scope,
    words,
  )
  await page.mouse.click(at.x, at.y)
}

/** The words of each link a visitor sees under `scope`. */
const shownLinkNames = (page: EnginePageHandle, scope: string) =>
  page.evaluate(
    (scope) =>
      Array.from(document.querySelectorAll<HTMLElement>(`${scope} a`))
        .filter((link) => link.checkVisibility({ visibilityProperty: true }))
        .map((link) => link.textContent?.trim() ?? ""),
    scope,
  )

describe.each(["chromium", "firefox"] as const)("without the page's scripts (%s)", (engine: Engine) => {
  describe.each([
    ["JavaScript off", { javaScript: false, blockSiteScripts: false }],
    ["the site's scripts blocked", { javaScript: true, blockSiteScripts: true }],
  ] as const)("with %s", (_case, { javaScript, blockSiteScripts }) => {
    let browser: EngineBrowser
    let tp: EnginePage | undefined

    beforeAll(async () => {
      browser = await launchEngine(engine, { javaScript })
    })
    afterAll(async () => {
      await browser?.close()
    })
    afterEach(async () => {
      await tp?.close()
      tp = undefined
    })

    it("a phone opens the menu and reads its links, then an FAQ answer", async () => {
      tp = await openEnginePage(browser, "phone", { blockSiteScripts })
      const { page } = tp
      await page.goto(url("/"), { waitUntil: "load" })
      expect(await page.evaluate(() => performance.getEntriesByName("onInitialClientRender").length)).toBe(0)

      await pressSummary(page, "header", ui.layout.menu)
      const links = await shownLinkNames(page, "header details")
      expect(links).toEqual(expect.arrayContaining([...navNames, ...serviceNames.slice(1), site.phone.display]))
      expect(links.some((name) => name.startsWith(ui.layout.signUp))).toBe(true)
      await pressSummary(page, "header", ui.layout.menu)
      expect(await shownLinkNames(page, "header details")).toEqual([])

      await pressSummary(page, "main", await page.evaluate(() => document.querySelector("main summary")!.textContent!.trim()))
      const answer = await page.evaluate(() => {
        const region = document.querySelector<HTMLElement>('main details[open] [role="region"]')
        return region?.checkVisibility() ? region.innerText : ""
      })
      expect(answer.replace(/\s+/g, " ")).toContain(homeAnswers[0])
    })

    it("a desktop opens the Services list", async () => {
      tp = await openEnginePage(browser, "desktop", { blockSiteScripts })
      const { page } = tp
      await page.goto(url("/"), { waitUntil: "load" })
      expect(await shownLinkNames(page, "header nav details")).toEqual([])
      await pressSummary(page, "header nav", "Services")
      expect(await shownLinkNames(page, "header nav details")).toEqual(serviceNames)
    })
  })
})
