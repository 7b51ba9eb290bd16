/**
 * An unbroken word an editor may type (a pasted URL, a word with its spaces lost) never pushes content off a 320 px
 * screen: with a 120-character word in every card title, the page has no horizontal scroll.
 */

import { filePage, url } from "./support/browser"
import { expect } from "./support/expect"

jest.setTimeout(60_000)

const WORD = "Pneumonoultramicroscopicsilicovolcanoconiosis".repeat(3).slice(0, 120)

const tp = filePage("phone", {}, (tp) => tp.page.setViewportSize({ width: 320, height: 800 }))

// the pages with rows of cards: the home page, the indexes, a city
it.each(["/", "/services", "/conditions", "/medications", "/locations/toronto"])(
  "%s at 320 px keeps a 120-character word in its card titles on screen",
  async (route) => {
    await tp.page.goto(url(route))
    const titles = await tp.page.locator("main h3").count()
    expect(titles).toBeGreaterThan(0)
    const overflow = await tp.page.evaluate((word) => {
      // The word goes where the title's text is: in its link, when it leads to a page.
      for (const title of Array.from(document.querySelectorAll("main h3"))) (title.querySelector("a") ?? title).textContent = word
      const wide = Array.from(document.querySelectorAll<HTMLElement>("main h3"))
        .filter((title) => title.checkVisibility() && !title.closest('[aria-roledescription="slide"]'))
        .filter((title) => title.getBoundingClientRect().right > window.innerWidth + 1)
      return { scroll: document.documentElement.scrollWidth - window.innerWidth, wide: wide.length }
    }, WORD)
    expect(overflow).toEqual({ scroll: 0, wide: 0 })
  },
)
