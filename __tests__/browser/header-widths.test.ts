/**
 * The header at every width a visitor's screen may have: each control fully in view at its full size, the menu
 * button below 768 px and the navigation from 768 px, and the page's heading never under the fixed header; the
 * brand name inside the header at 320 px with WCAG text spacing, phone numbers on one line, the icon on the 404.
 */

import { interfaceText, loadEntries, siteData } from "../support/data"
import { filePage, type TestPage, url } from "./support/browser"
import { routeExists } from "./support/built-site"
import { expect } from "./support/expect"
import { headerNav, headerSettled, hydrated, menuToggle } from "./support/interactions"

const ui = interfaceText()

jest.setTimeout(60_000)

const tp = filePage("desktop")

/** Each link, button and summary the header shows (the menu is closed), with how it sits in the viewport. */
const shownControls = (tp: TestPage) =>
  tp.page.getByRole("banner").evaluate((banner) =>
    Array.from(banner.querySelectorAll<HTMLElement>("a, button, summary"))
      .filter((control) => control.checkVisibility({ visibilityProperty: true }))
      .map((control) => {
        const box = control.getBoundingClientRect()
        const icons = Array.from(control.querySelectorAll("svg"))
          .filter((icon) => icon.checkVisibility())
          .map((icon) => icon.getBoundingClientRect().width)
        return {
          name: (control.getAttribute("aria-label") ?? control.textContent ?? "").trim(),
          inView: box.left >= 0 && box.right <= window.innerWidth && box.width > 0,
          clipped: control.scrollWidth > control.clientWidth + 1,
          squeezedIcons: icons.filter((width) => width < 12).length,
        }
      }),
  )

describe.each([320, 375, 767, 768, 1023, 1024, 1280, 1440])("the header at %i px", (width) => {
  beforeAll(async () => {
    await tp.page.setViewportSize({ width, height: 800 })
    await tp.page.goto(url("/"))
    await hydrated(tp.page)
  })

  it("shows every control whole, in view, with its icons at full size", async () => {
    const controls = await shownControls(tp)
    expect(controls.length).toBeGreaterThan(1)
    for (const control of controls) expect(control).toEqual({ ...control, inView: true, clipped: false, squeezedIcons: 0 })
  })

  it(
    width < 768 ? "offers the menu button instead of the navigation" : "shows the navigation, phone and portal links",
    async () => {
      const banner = tp.page.getByRole("banner")
      await expect(menuToggle(tp.page, ui.layout.menu)).toBeVisible({ visible: width < 768 })
      await expect(headerNav(tp.page)).toBeVisible({ visible: width >= 768 })
      await expect(banner.getByRole("link", { name: `${ui.layout.signUp} ${ui.layout.portalHint}` })).toBeVisible({
        visible: width >= 768,
      })
    },
  )

  it("offers the other language in the header itself, one tap away, before any menu is opened", async () => {
    await expect(tp.page.getByRole("banner").getByRole("link", { name: ui.layout.otherLanguage })).toBeVisible()
  })

  it("keeps the page's heading clear of the fixed header", async () => {
    const header = await tp.page.getByRole("banner").boundingBox()
    const heading = await tp.page.getByRole("heading", { level: 1 }).boundingBox()
    expect(heading!.y).toBeGreaterThanOrEqual(header!.y + header!.height)
    expect(tp.problems).toEqual([])
  })
})

describe("a phone on its side (844×390)", () => {
  it("has one short row with the menu button, at most 15% of the screen's height, before and after compacting", async () => {
    const { page } = tp
    await page.setViewportSize({ width: 844, height: 390 })
    await page.goto(url("/"))
    await hydrated(page)
    const banner = page.getByRole("banner")
    const share = async () => (await banner.boundingBox())!.height / 390
    await expect(menuToggle(page, ui.layout.menu)).toBeVisible()
    await expect(headerNav(page)).toBeHidden()
    expect(await share()).toBeLessThanOrEqual(0.15)
    const heading = await page.getByRole("heading", { level: 1 }).boundingBox()
    expect(heading!.y).toBeGreaterThanOrEqual((await banner.boundingBox())!.height)

    await page.mouse.wheel(0, 400)
    await page.waitForFunction(() => window.scrollY > 10)
    await expect(banner).not.toHaveCSS("box-shadow", "none")
    await headerSettled(page)
    expect(await share()).toBeLessThanOrEqual(0.15)

    // The menu opens below that row, and its last link scrolls into view within the screen's height.
    await menuToggle(page, ui.layout.menu).click()
    await expect(headerNav(page)).toBeVisible()
    const last = page.getByRole("banner").getByRole("link", { name: `${ui.layout.signUp} ${ui.layout.portalHint}` })
    await last.scrollIntoViewIfNeeded()
    const box = (await last.boundingBox())!
    expect(box.y + box.height).toBeLessThanOrEqual(390)
    await page.keyboard.press("Escape")
    await expect(headerNav(page)).toBeHidden()
    expect(tp.problems).toEqual([])
  })
})

/** WCAG 1.4.12's text spacing, as a visitor's style sheet or extension sets it. */
const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }`

describe("the brand name at 320 px with WCAG 1.4.12 text spacing", () => {
  it("stays inside the header, before and after the header turns compact", async () => {
    const { page } = tp
    await page.setViewportSize({ width: 320, height: 640 })
    await page.goto(url("/"))
    await hydrated(page)
    await page.addStyleTag({ content: TEXT_SPACING })
    const brandInHeader = () =>
      page.getByRole("banner").evaluate((banner) => {
        const brand = banner.querySelector('a[href="/"]')!.getBoundingClientRect()
        // The header's border is its last pixel row.
        const inner = banner.getBoundingClientRect().bottom - parseFloat(getComputedStyle(banner).borderBottomWidth)
        return { top: brand.top >= 0, bottom: brand.bottom <= inner + 0.5 }
      })
    expect(await brandInHeader()).toEqual({ top: true, bottom: true })
    await page.mouse.wheel(0, 400)
    await page.waitForFunction(() => window.scrollY > 10)
    await headerSettled(page)
    expect(await brandInHeader()).toEqual({ top: true, bottom: true })
    await expect(menuToggle(page, ui.layout.menu).isVisible()).resolves.toBe(true)
    const other = await page.getByRole("banner").getByRole("link", { name: ui.layout.otherLanguage }).boundingBox()
    expect(other!.x + other!.width).toBeLessThanOrEqual(320)
  })
})

describe("phone numbers", () => {
  const site = siteData<{ phone: { display: string } }>()
  // Pages whose text (not only links) names the phone: read from the data, not listed here.
  const pages = loadEntries<{ slug: string; hero: { description: string }; legalSections?: unknown }>("pages")
    .filter((page) => JSON.stringify(page).includes("{phone}"))
    .map((page) => (page.slug === "home" ? "/" : `/${page.slug}`))
    .filter(routeExists)

  it.each([320, 375, 1024, 1280])("never break across lines at %i px", async (width) => {
    const { page } = tp
    await page.setViewportSize({ width, height: 800 })
    expect(pages.length).toBeGreaterThan(0)
    for (const path of ["/", ...pages]) {
      await page.goto(url(path))
      await hydrated(page)
      const broken = await page.evaluate((phone) => {
        const found: string[] = []
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (let at = node.textContent!.indexOf(phone); at >= 0; at = node.textContent!.indexOf(phone, at + 1)) {
            const range = document.createRange()
            range.setStart(node, at)
            range.setEnd(node, at + phone.length)
            const tops = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)))
            if (tops.size > 1) found.push(node.parentElement!.outerHTML.slice(0, 120))
          }
        }
        return found
      }, site.phone.display)
      expect({ path, broken }).toEqual({ path, broken: [] })
    }
  })
})

describe("the not-found page", () => {
  it("names the site's icon, as every page does", async () => {
    const { page } = tp
    const response = await page.goto(url("/no-such-page"))
    expect(response!.status()).toBe(404)
    await expect(page.locator('link[rel="icon"]').getAttribute("href")).resolves.toBe("/favicon.png")
    const icon = await page.request.get(url("/favicon.png"))
    expect(icon.status()).toBe(200)
    tp.problems.splice(0)
  })
})
