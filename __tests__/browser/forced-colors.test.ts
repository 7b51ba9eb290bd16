/**
 * Forced colors (Windows high contrast): the header still marks the page the visitor is on, and only that one. The
 * browser draws every border in the system's text colour there, a transparent one too, so the test reads the pixels
 * of the bar under each navigation item as drawn.
 */
import type { Locator, Page } from "playwright-core"

import { filePage, url } from "./support/browser"
import { expect } from "./support/expect"
import { headerNav, hydrated } from "./support/interactions"
import { interfaceText } from "../support/data"

jest.setTimeout(60_000)

const tp = filePage("desktop", {}, (tp) => tp.page.emulateMedia({ forcedColors: "active" }))

/** The RGBA bytes of a PNG screenshot, decoded by the page's own image decoder. */
const pixels = (page: Page, png: Buffer) =>
  page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
    const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }))
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
    const context = canvas.getContext("2d")!
    context.drawImage(bitmap, 0, 0)
    return { width: bitmap.width, data: Array.from(context.getImageData(0, 0, bitmap.width, bitmap.height).data) }
  }, png.toString("base64"))

/**
 * Whether a bar is drawn under the item: its bottom 3 px rows against the 3 rows above them, which are the item's
 * own background (its words sit in the middle of its 44 px).
 */
const barUnder = async (page: Page, item: Locator) => {
  const box = (await item.boundingBox())!
  const clip = { x: Math.round(box.x) + 2, y: Math.round(box.y + box.height) - 6, width: Math.round(box.width) - 4, height: 6 }
  const { width, data } = await pixels(page, await page.screenshot({ clip }))
  const rows = Array.from({ length: 6 }, (_, row) => data.slice(row * width * 4, (row + 1) * width * 4).join())
  return rows.slice(3).every((row) => row !== rows[0])
}

/** Each item of the header's navigation (a link, or the Services summary), by its words: whether a bar is under it. */
const marks = async (page: Page) => {
  const found: Record<string, boolean> = {}
  for (const item of await headerNav(page).getByRole("listitem").all()) {
    const control = item.locator("a, summary").first()
    found[(await control.innerText()).trim()] = await barUnder(page, control)
  }
  return found
}

it.each([
  ["/how-it-works", "How It Works"],
  ["/contact", "Contact Us"],
  ["/services/referral", "Services"],
])("on %s marks %s and no other item", async (path, current) => {
  await tp.page.goto(url(path))
  await hydrated(tp.page)
  expect(await tp.page.evaluate(() => matchMedia("(forced-colors: active)").matches)).toBe(true)
  const found = await marks(tp.page)
  expect(Object.keys(found).length).toBeGreaterThan(3)
  expect(Object.keys(found)).toContain(current)
  expect(found).toEqual(Object.fromEntries(Object.keys(found).map((name) => [name, name === current])))
  expect(tp.problems).toEqual([])
})

it("draws the contact card's icons in the colour of their words, not the brand blue", async () => {
  await tp.page.goto(url("/contact"))
  await hydrated(tp.page)
  const card = tp.page.getByRole("complementary", { name: interfaceText().contactCard.heading })
  const terms = await card.locator("dt").all()
  expect(terms.length).toBeGreaterThan(2)
  for (const term of terms) {
    const [icon, words] = await term.evaluate((dt) => [
      getComputedStyle(dt.querySelector("svg")!).color,
      getComputedStyle(dt).color,
    ])
    expect(icon).toBe(words)
  }
  expect(tp.problems).toEqual([])
})
