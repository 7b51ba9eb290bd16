/**
 * Pages of each kind at the widths visitors' screens have, a phone on its side among them: nothing wider than the
 * screen, no word broken inside (text that wraps mid-word, as the footer's "F/e/e/s" did), and no control smaller than
 * WCAG 2.2's 24 by 24 px target; the footer's legal links whole and 44 px tall.
 */
import type { Page } from "playwright-core"

import { inListOrder } from "../../src/lib/entry-lists"
import { loadEntries, siteData } from "../support/data"
import { filePage, url } from "./support/browser"
import { routeExists } from "./support/built-site"
import { expect } from "./support/expect"
import { hydrated } from "./support/interactions"

jest.setTimeout(180_000)

const first = (collection: "conditions" | "medications" | "cities") =>
  inListOrder(loadEntries<{ slug: string; order?: number }>(collection))[0].slug

const legalLinks = siteData<{ footer: { legal: Array<{ name: string }> } }>().footer.legal

// One page of each layout: home, an index with cards, the form, steps, an entry of each kind, a long legal text.
const ROUTES = [
  "/",
  "/services",
  "/contact",
  "/how-it-works",
  `/conditions/${first("conditions")}`,
  `/medications/${first("medications")}`,
  `/locations/${first("cities")}`,
  "/privacy-policy",
].filter(routeExists)

const SCREENS = [
  { width: 320, height: 640 },
  { width: 375, height: 740 },
  { width: 447, height: 800 },
  { width: 768, height: 1024 },
  { width: 844, height: 390 },
  { width: 1280, height: 900 },
]

/**
 * Run in the page: what is wrong with its layout. Text counts where it is shown (not visually hidden text, which sits
 * in a 1 px box, nor the form's bot trap, far off to the left); a word is a run of letters and digits, so a line may still break at a hyphen or a slash. A control
 * is exempt from the target size when it is a link inside a sentence (WCAG 2.5.8's inline exception).
 */
const layoutFaults = () => {
  const shown = (element: Element) => {
    const box = element.getBoundingClientRect()
    return element.checkVisibility({ visibilityProperty: true }) && box.width > 1 && box.right > 0
  }
  const describe = (element: Element) => `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 40)}"`

  const brokenWords: string[] = []
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement
    if (!parent || ["SCRIPT", "STYLE", "NOSCRIPT"].includes(parent.tagName) || !shown(parent)) continue
    for (const match of node.textContent!.matchAll(/[\p{L}\p{N}'’]{2,}/gu)) {
      const range = document.createRange()
      range.setStart(node, match.index!)
      range.setEnd(node, match.index! + match[0].length)
      const tops = Array.from(range.getClientRects()).map((rect) => rect.top)
      if (tops.some((top) => Math.abs(top - tops[0]) > 2)) brokenWords.push(`"${match[0]}" in ${describe(parent)}`)
    }
  }

  const smallTargets = Array.from(
    document.querySelectorAll<HTMLElement>("a[href], button, summary, input:not([type=hidden]), select, textarea"),
  )
    .filter(shown)
    .filter((control) => {
      if (control.tagName !== "A" || getComputedStyle(control).display !== "inline") return true
      const block = control.parentElement!
      return block.textContent!.trim() === control.textContent!.trim()
    })
    .filter((control) => {
      const box = control.getBoundingClientRect()
      return box.width < 24 || box.height < 24
    })
    .map((control) => {
      const box = control.getBoundingClientRect()
      return `${describe(control)} ${Math.round(box.width)}x${Math.round(box.height)}`
    })

  return { overflow: document.documentElement.scrollWidth - innerWidth, brokenWords, smallTargets }
}

const tp = filePage("phone", { touch: true })

const visit = async (page: Page, path: string) => {
  await page.goto(url(path))
  await hydrated(page)
}

describe.each(SCREENS)("at $width×$height", (screen) => {
  beforeAll(async () => {
    await tp.page.setViewportSize(screen)
  })

  it.each(ROUTES)("%s fits the screen, breaks no word and has no target under 24 px", async (path) => {
    await visit(tp.page, path)
    expect(await tp.page.evaluate(layoutFaults)).toEqual({ overflow: 0, brokenWords: [], smallTargets: [] })
    expect(tp.problems).toEqual([])
  })

  it("shows the footer's legal links whole, each 44 px tall", async () => {
    await visit(tp.page, "/")
    const footer = tp.page.getByRole("contentinfo")
    for (const { name } of legalLinks) {
      const link = footer.getByRole("link", { name, exact: true })
      const box = await link.evaluate((element) => {
        const rect = element.getBoundingClientRect()
        // The lines its words take (the link is one box however many lines its text wraps to).
        const words = document.createRange()
        words.selectNodeContents(element.firstChild!)
        const lines = new Set(Array.from(words.getClientRects()).map((line) => Math.round(line.top))).size
        return { lines, tall: rect.height >= 44, wide: rect.width >= 24 }
      })
      expect({ name, ...box }).toEqual({ name, lines: 1, tall: true, wide: true })
    }
  })
})
