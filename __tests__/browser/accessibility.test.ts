/**
 * axe-core (WCAG 2.0 and 2.1, A and AA) on one page of each kind in each language (the not-found page's among them)
 * at 375 px and 1280 px, and the home page at 800 px, with no console error and no hydration warning on any page. Each
 * page is checked with its interactive parts in their changed state (scrolled header, carousel started, an FAQ answer
 * open), plus the mobile menu and Services list open.
 */
import AxeBuilder from "@axe-core/playwright"
import type { Browser, Page } from "playwright-core"

import { interfaceText } from "../support/data"
import { browserSample, notFoundPaths } from "./routes"
import { launchBrowser, openPage, type TestPage, url, VIEWPORTS } from "./support/browser"
import { detailsOf, headerSettled, hydrated, menuToggle, summaryOf } from "./support/interactions"

const layoutText = interfaceText().layout

jest.setTimeout(120_000)

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]

let browser: Browser
const pages: Partial<Record<"phone" | "desktop", TestPage>> = {}

beforeAll(async () => {
  browser = await launchBrowser()
  pages.phone = await openPage(browser, "phone", { touch: true })
  pages.desktop = await openPage(browser, "desktop")
})

afterAll(async () => {
  await browser?.close()
})

/** axe's findings as short lines a person can act on: rule, what it says, where. */
const violations = async (page: Page): Promise<string[]> => {
  // Details of violations alone: axe spends much of a run describing every node that passed. Run in the page itself
  // (legacy mode): the site has no frames, and the default mode opens a blank page each run to merge frames' results,
  // twice the time (docs/decisions.md#smaller-choices).
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(TAGS)
    .options({ resultTypes: ["violations"] })
    .analyze()
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.failureSummary?.split("\n")[1]?.trim()} @ ${node.target.join(" ")}`),
  )
}

/** Scrolls through the page (the header turns compact, the carousel starts) and opens the first FAQ answer. */
const exercise = async (page: Page) => {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await headerSettled(page)
  // FAQ questions are the main content's summaries.
  const questions = page.getByRole("main").locator("summary")
  if ((await questions.count()) > 0) await questions.first().click()
}

/** One route at one width: axe's findings and anything logged, as lines a person can act on. */
const checkRoute = async (width: "phone" | "desktop", path: string): Promise<string[]> => {
  const tp = pages[width]!
  tp.problems.splice(0)
  await tp.page.goto(url(path))
  await hydrated(tp.page)
  // One axe run a page keeps the suite within minutes on 2 cores: it sees the page with its interactive parts
  // in their changed state (the served state differs only in things axe does not check, such as hidden answers).
  await exercise(tp.page)
  // The browser reports the not-found page's own 404 status; nothing else may show up.
  const expected = notFoundPaths.includes(path) ? /status of 404/ : /^$/
  return [...(await violations(tp.page)), ...tp.problems.filter((problem) => !expected.test(problem))].map(
    (line) => `${width}: ${line}`,
  )
}

// One page of each kind in each language, at both widths: what axe finds comes from the template (colours, landmarks,
// the header, the grids, the language's longer words), so the other entries of a kind add time, not findings, and the
// run stays the same length however many entries data/ holds. What an entry's words can break (a heading left empty,
// an image without its text, a link without a name) is read from every built page (built-site.test.ts).
it.each(browserSample(notFoundPaths))("%s has no axe violation at either width and logs no error", async (path) => {
  // The two widths in two pages at once: each waits on its own browser process.
  const found = await Promise.all((["phone", "desktop"] as const).map((width) => checkRoute(width, path)))
  expect(found.flat()).toEqual([])
})

it("has no axe violation with the mobile menu open or the Services list open", async () => {
  const phone = pages.phone!
  const desktop = pages.desktop!
  // Earlier tests' pages (the not-found page's own 404) are not this test's concern.
  phone.problems.splice(0)
  desktop.problems.splice(0)
  await phone.page.goto(url("/"))
  await hydrated(phone.page)
  const menu = menuToggle(phone.page, layoutText.menu)
  await menu.tap()
  // Checked once it has finished opening (colours mid-slide are not what a visitor reads).
  await detailsOf(menu).evaluate((details) =>
    Promise.all(details.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  )
  expect(await violations(phone.page)).toEqual([])

  await desktop.page.goto(url("/"))
  await hydrated(desktop.page)
  await summaryOf(desktop.page.getByRole("banner"), "Services").click()
  expect(await violations(desktop.page)).toEqual([])
  expect([...phone.problems, ...desktop.problems]).toEqual([])
})

it("has no axe violation at 800 px, where the header takes two rows, with the Services list open", async () => {
  const tablet = pages.desktop!
  await tablet.page.setViewportSize({ width: 800, height: 1024 })
  try {
    tablet.problems.splice(0)
    await tablet.page.goto(url("/"))
    await hydrated(tablet.page)
    await exercise(tablet.page)
    expect(await violations(tablet.page)).toEqual([])
    await summaryOf(tablet.page.getByRole("banner"), "Services").click()
    expect(await violations(tablet.page)).toEqual([])
    expect(tablet.problems).toEqual([])
  } finally {
    await tablet.page.setViewportSize(VIEWPORTS.desktop)
  }
})

it("keeps focus rings visible against the dark footer", async () => {
  const desktop = pages.desktop!
  await desktop.page.goto(url("/"))
  await hydrated(desktop.page)
  const link = desktop.page.getByRole("contentinfo").getByRole("link").first()
  await link.focus()
  await desktop.page.keyboard.press("Shift+Tab")
  await desktop.page.keyboard.press("Tab")
  const ring = await link.evaluate((el) => getComputedStyle(el).outlineColor)
  const background = await desktop.page.getByRole("contentinfo").evaluate((el) => getComputedStyle(el).backgroundColor)
  const luminance = (rgb: string) => {
    const [r, g, b] = rgb
      .match(/\d+/g)!
      .slice(0, 3)
      .map((v) => {
        const c = Number(v) / 255
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
      })
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
  }
  const [light, dark] = [luminance(ring), luminance(background)].sort((a, b) => b - a)
  expect((light + 0.05) / (dark + 0.05)).toBeGreaterThanOrEqual(3)
})
