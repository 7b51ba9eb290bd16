/**
 * The lead form's toasts from the keyboard and without their code: a failed send shows the same toast whether
 * notistack could load or not (title, close button, Alt+T, readable over the page, centred on a narrow screen and in
 * the bottom-right corner of a wide one), and closing it from the keyboard gives focus back instead of dropping it to
 * the page's start.
 */
import type { Browser, Page } from "playwright-core"

import { CONSENT_BANNER_ID } from "../../src/lib/analytics-consent"
import { interfaceText } from "../support/data"
import { EMAIL_ORIGIN, launchBrowser, openPage, type TestPage, url } from "./support/browser"
import { expect } from "./support/expect"
import { hydrated } from "./support/interactions"

const { leadForm: form, toasts: toastText } = interfaceText()

jest.setTimeout(60_000)

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

/** /contact with EmailJS unreachable, and notistack's code too when `offline`, then a valid lead sent. */
const failedSend = async (viewport: "phone" | "desktop", offline: boolean): Promise<TestPage> => {
  const tp = await openPage(browser, viewport)
  await tp.page.route(`${EMAIL_ORIGIN}/**`, (route) => route.abort("internetdisconnected"))
  if (offline) await tp.page.route(/\/toasts-[^/]*\.js$/, (route) => route.abort("internetdisconnected"))
  await tp.page.goto(url("/contact"))
  await hydrated(tp.page)
  await tp.page.getByLabel(form.name, { exact: true }).fill("Jane Doe")
  await tp.page.getByLabel(form.email, { exact: true }).fill("jane@example.com")
  await tp.page.getByLabel(form.phone, { exact: true }).fill("416-555-1234")
  await tp.page.getByRole("button", { name: form.submit }).click()
  return tp
}

const notification = (page: Page) => page.getByRole("region", { name: toastText.regionLabel }).getByRole("alert")

describe.each([
  ["phone", true],
  ["desktop", true],
  ["desktop", false],
] as const)("a failed send at %s width (toasts' code unreachable: %s)", (viewport, offline) => {
  it("shows a readable toast that Alt+T reaches and that gives focus back when closed from the keyboard", async () => {
    const tp = await failedSend(viewport, offline)
    try {
      const { page } = tp
      const toast = notification(page)
      await toast.waitFor({ state: "visible" })
      await expect(toast.getByText(toastText.error, { exact: true }).isVisible()).resolves.toBe(true)
      // Opaque, whole in view, above the page, once it has slid in.
      await expect
        .poll(() =>
          toast.evaluate((element) => {
            const box = element.getBoundingClientRect()
            const centre = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
            return {
              opaque: !/rgba\(.*, 0\)|transparent/.test(getComputedStyle(element).backgroundColor),
              inView: box.left >= 0 && box.top >= 0 && box.right <= innerWidth && box.bottom <= innerHeight,
              onTop: Boolean(centre && element.contains(centre)),
            }
          }),
        )
        .toEqual({ opaque: true, inView: true, onTop: true })

      const name = page.getByLabel(form.name, { exact: true })
      await name.focus()
      await page.keyboard.press("Alt+t")
      await expect(toast.evaluate((element) => element === document.activeElement)).resolves.toBe(true)
      const close = toast.getByRole("button", { name: toastText.dismiss })
      await close.focus()
      await page.keyboard.press("Enter")
      await toast.waitFor({ state: "detached" })
      await expect(name.evaluate((element) => element === document.activeElement)).resolves.toBe(true)
    } finally {
      await tp.context.close()
    }
  })
})

describe.each([
  ["notistack", false],
  ["the plain stand-in (toasts' code unreachable)", true],
] as const)("the toast of %s", (_host, offline) => {
  it("sits centred below 600 px, where the toasts span the screen, and in the bottom-right corner from 600 px", async () => {
    const tp = await failedSend("phone", offline)
    try {
      const toast = notification(tp.page)
      await toast.waitFor({ state: "visible" })
      /** The toast's gaps to the screen's left and right edges, once it has slid in. */
      const gaps = () =>
        toast.evaluate((element) => {
          const box = element.getBoundingClientRect()
          return { left: Math.round(box.left), right: Math.round(innerWidth - box.right) }
        })
      for (const width of [320, 375, 416, 447, 599]) {
        await tp.page.setViewportSize({ width, height: 800 })
        await expect.poll(async () => Math.abs((await gaps()).left - (await gaps()).right)).toBeLessThanOrEqual(1)
      }
      for (const width of [600, 768, 1280]) {
        await tp.page.setViewportSize({ width, height: 800 })
        await expect
          .poll(async () => {
            const { left, right } = await gaps()
            return right < left && right <= 24
          })
          .toBe(true)
      }
    } finally {
      await tp.context.close()
    }
  })
})

// While the banner asks, the toasts stand above it (toast-provider.tsx), and a focused control scrolls clear of both.
describe.each([
  ["while the analytics banner asks", true],
  ["after the analytics choice", false],
] as const)("a toast on a phone %s", (_when, undecided) => {
  it("leaves the focused button and the banner's buttons in view, clear of it", async () => {
    const tp = await openPage(browser, "phone", { undecided })
    try {
      const { page } = tp
      await page.route(`${EMAIL_ORIGIN}/**`, (route) => route.abort("internetdisconnected"))
      await page.goto(url("/contact"))
      await hydrated(page)
      await page.getByLabel(form.name, { exact: true }).fill("Jane Doe")
      await page.getByLabel(form.email, { exact: true }).fill("jane@example.com")
      await page.getByLabel(form.phone, { exact: true }).fill("416-555-1234")
      // the button at the foot of the screen, where a toast appears, pressed from the keyboard
      const submit = page.getByRole("button", { name: form.submit })
      await submit.focus()
      await submit.evaluate((element) => element.scrollIntoView({ block: "end" }))
      await page.keyboard.press("Enter")
      const toast = notification(page)
      await toast.waitFor({ state: "visible" })
      await expect
        .poll(() =>
          page.evaluate(
            ([toastSelector, bannerSelector]) => {
              const overlap = (a: DOMRect, b: DOMRect) =>
                a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
              const toastBox = document.querySelector(toastSelector)?.getBoundingClientRect()
              const focus = document.activeElement?.getBoundingClientRect()
              const bannerButtons = [...document.querySelectorAll<HTMLElement>(`${bannerSelector} button`)]
                .filter((button) => button.offsetParent)
                .map((button) => button.getBoundingClientRect())
              if (!toastBox || !focus) return "nothing to compare"
              return {
                focusClearOfToast: !overlap(focus, toastBox),
                focusInView: focus.top >= 0 && focus.bottom <= innerHeight,
                bannerButtonsClearOfToast: bannerButtons.every((box) => !overlap(box, toastBox)),
                bannerButtonsClearOfFocus: bannerButtons.every((box) => !overlap(box, focus)),
              }
            },
            [`[aria-label="${toastText.regionLabel}"] [role="alert"]`, `#${CONSENT_BANNER_ID}`] as const,
          ),
        )
        .toEqual({
          focusClearOfToast: true,
          focusInView: true,
          bannerButtonsClearOfToast: true,
          bannerButtonsClearOfFocus: true,
        })
      if (undecided) await expect(page.locator(`#${CONSENT_BANNER_ID} button`).first()).toBeVisible()
    } finally {
      await tp.context.close()
    }
  })
})
