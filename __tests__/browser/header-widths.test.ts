/**
 * The header at every width a visitor's screen may have: each control fully in view at its full size, the menu
 * button below 768 px and the navigation from 768 px, and the page's heading never under the fixed header.
 */
import type { Browser } from "playwright-core"

import { launchBrowser, openPage, type TestPage, url } from "./support/browser"
import { expect } from "./support/expect"
import { headerNav, hydrated } from "./support/interactions"

jest.setTimeout(60_000)

let browser: Browser
let tp: TestPage

beforeAll(async () => {
  browser = await launchBrowser()
  tp = await openPage(browser, "desktop")
})

afterAll(async () => {
  await browser?.close()
})

/** Each link and button the header shows (not the closed menu panel), with how it sits in the viewport. */
const shownControls = (tp: TestPage) =>
  tp.page.getByRole("banner").evaluate((banner) =>
    Array.from(banner.querySelectorAll<HTMLElement>("a, button"))
      .filter((control) => control.checkVisibility({ visibilityProperty: true }) && !control.closest('[role="dialog"]'))
      .map((control) => {
        const box = control.getBoundingClientRect()
        const icons = Array.from(control.querySelectorAll("svg")).map((icon) => icon.getBoundingClientRect().width)
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
      await expect(banner.getByRole("button", { name: "Menu" })).toBeVisible({ visible: width < 768 })
      await expect(headerNav(tp.page)).toBeVisible({ visible: width >= 768 })
      await expect(banner.getByRole("link", { name: "Sign Up (patient portal)" })).toBeVisible({ visible: width >= 768 })
    },
  )

  it("keeps the page's heading clear of the fixed header", async () => {
    const header = await tp.page.getByRole("banner").boundingBox()
    const heading = await tp.page.getByRole("heading", { level: 1 }).boundingBox()
    expect(heading!.y).toBeGreaterThanOrEqual(header!.y + header!.height)
    expect(tp.problems).toEqual([])
  })
})
