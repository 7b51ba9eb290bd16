import type { Locator, Page } from "playwright-core"

import { HYDRATED_SELECTOR } from "../../support/hydration"

/**
 * The header's navigation in view: the second row's from 768 px, the menu's when it is open on a phone (the hidden
 * one is left out, as from the accessibility tree).
 */
export const headerNav = (page: Page): Locator => page.getByRole("banner").getByRole("navigation", { name: "Main" })

/**
 * A disclosure's summary (the mobile menu, the Services list, an FAQ question), by its words. Browsers expose it as a
 * button with an expanded state; Playwright's roles leave <summary> out, so it is found by its text.
 */
export const summaryOf = (scope: Page | Locator, words: string | RegExp): Locator =>
  scope.locator("summary").filter({ hasText: words })

/** The phone's menu button: the header's summary that reads "Menu". */
export const menuToggle = (page: Page, words: string): Locator => summaryOf(page.getByRole("banner"), new RegExp(`^${words}$`))

/** Whether a summary's <details> is open (what a screen reader hears as expanded). */
export const isOpen = (summary: Locator): Promise<boolean> =>
  summary.evaluate((element) => (element.parentElement as HTMLDetailsElement).open)

/**
 * From now on, notes the page's path each time a summary's <details> closes, at the moment it closes (a mutation
 * observer's callback runs before any later task, a navigation's included): read back with `pathsWhenClosed`.
 */
export const notePathWhenClosed = (summary: Locator): Promise<void> =>
  summary.evaluate((element) => {
    const details = element.parentElement as HTMLDetailsElement
    const paths: string[] = []
    Object.assign(window, { pathsWhenClosed: paths })
    new MutationObserver(() => {
      if (!details.open) paths.push(location.pathname)
    }).observe(details, { attributes: true, attributeFilter: ["open"] })
  })

/** The paths `notePathWhenClosed` noted, in order. */
export const pathsWhenClosed = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { pathsWhenClosed: string[] }).pathsWhenClosed)

/**
 * From now on, notes each fade out the main content is given, read from its style as classes change (the path it
 * fades on, and for how long): painted frames can miss a 300 ms fade on a loaded machine. Read back with `fadeOuts`.
 */
export const noteFadeOuts = (page: Page): Promise<void> =>
  page.evaluate(() => {
    const notes: Array<{ path: string; duration: number }> = []
    Object.assign(window, { fadeOuts: notes })
    new MutationObserver(() => {
      const fade = document
        .querySelector("main")
        ?.getAnimations()
        .find((animation) => (animation.effect as KeyframeEffect | null)?.getKeyframes().at(-1)?.opacity === "0")
      if (fade) notes.push({ path: location.pathname, duration: Number(fade.effect!.getTiming().duration) })
    }).observe(document.body, { attributes: true, attributeFilter: ["class"], subtree: true })
  })

/** The fade outs `noteFadeOuts` noted, in order. */
export const fadeOuts = (page: Page): Promise<Array<{ path: string; duration: number }>> =>
  page.evaluate(() => (window as unknown as { fadeOuts: Array<{ path: string; duration: number }> }).fadeOuts)

/** The <details> a summary opens. */
export const detailsOf = (summary: Locator): Locator => summary.locator("xpath=..")

/** The testimonial carousel of the page. */
export const carousel = (page: Page): Locator => page.locator('[aria-roledescription="carousel"]')

/**
 * Run in the page (self-contained, for Playwright and puppeteer alike): the authors whose testimonial lies fully
 * inside the carousel's visible box, left to right.
 */
export const authorsInView = (element: Element): string[] => {
  const frame = element.getBoundingClientRect()
  return Array.from(element.querySelectorAll("li"))
    .map((slide) => ({ box: slide.getBoundingClientRect(), author: slide.querySelector("footer")?.firstChild }))
    .filter(({ box }) => box.left >= frame.left - 1 && box.right <= frame.right + 1)
    .sort((a, b) => a.box.left - b.box.left)
    .map(({ author }) => author?.textContent?.trim() ?? "")
}

/**
 * Page function (self-contained: sent to the page as text): once the scroll that focus starts has rested, the focused
 * element's words when the banner `bannerId` lies over its middle (WCAG 2.2 Focus Not Obscured); null otherwise.
 */
export const focusUnderBanner = async (bannerId: string): Promise<string | null> => {
  for (let frame = 0; frame < 2; frame += 1) await new Promise((done) => requestAnimationFrame(done))
  const element = document.activeElement
  if (!element || element === document.body || element.closest(`#${bannerId}`)) return null
  const box = element.getBoundingClientRect()
  const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
  return top?.closest(`#${bannerId}`) ? (element.textContent ?? "").trim() || element.tagName : null
}

export const visibleAuthors = (page: Page): Promise<string[]> => carousel(page).evaluate(authorsInView)

/** Waits until swiper has started on the carousel (it loads when the carousel nears the viewport). */
export const carouselStarted = (page: Page) =>
  page.waitForFunction(() => {
    const element = document.querySelector('[aria-roledescription="carousel"]') as (HTMLElement & { swiper?: unknown }) | null
    return Boolean(element?.swiper)
  })

/**
 * Waits until the header shows the state of the scroll position, compact (its bottom border transparent) past 10 px
 * (SCROLL_THRESHOLD_PX of src/components/layout/header.tsx) and full otherwise, and has no transition running.
 */
export const headerSettled = (page: Page) =>
  page.waitForFunction(() => {
    const header = document.querySelector("header")
    if (!header) return false
    const compact = getComputedStyle(header).borderBottomColor === "rgba(0, 0, 0, 0)"
    return compact === window.scrollY > 10 && header.getAnimations({ subtree: true }).length === 0
  })

/**
 * For a check that something did not happen: arms a listener for the next `type` event (capturing, on the window),
 * and returns a wait that ends two frames after the page has handled it, by when any effect of it has begun.
 */
export const nextEventHandled = async (page: Page, type: string): Promise<() => Promise<void>> => {
  await page.evaluate((type) => {
    const handled = new Promise<void>((resolve) =>
      window.addEventListener(type, () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), {
        capture: true,
        once: true,
      }),
    )
    Object.assign(window, { nextEventHandled: handled })
  }, type)
  return () => page.evaluate(() => (window as unknown as { nextEventHandled: Promise<void> }).nextEventHandled)
}

/** Waits for the carousel's slide animation to finish. */
export const carouselSettled = (page: Page) =>
  page.waitForFunction(() => {
    const track = document.querySelector('[aria-roledescription="carousel"] ul')
    return track ? track.getAnimations().length === 0 : false
  })

/** The element that has focus: its accessible role-ish description for assertions. */
export const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    return {
      tag: element?.tagName.toLowerCase() ?? "",
      text: element?.textContent?.trim() ?? "",
      label: element?.getAttribute("aria-label") ?? "",
      id: element?.id ?? "",
    }
  })

/**
 * Once React has hydrated the page, client-side navigation and handlers work. The page hydrates in a transition, in
 * slices, so the root existing says nothing: the app marks <html> once the whole page has (gatsby-browser.tsx).
 */
export const hydrated = (page: Page) => page.waitForSelector(HYDRATED_SELECTOR, { state: "attached" })

interface Frame {
  /** Milliseconds since the click event. */
  at: number
  /** The main content's opacity. */
  opacity: number
  path: string
}

/**
 * From the next click on, the page notes frame by frame how opaque the main content is and which path it is on:
 * timings measured in the page, free of the test runner's own delays.
 */
export const recordFramesFromNextClick = (page: Page) =>
  page.evaluate(() => {
    const frames: Frame[] = []
    Object.assign(window, { recordedFrames: frames })
    document.addEventListener(
      "click",
      (event) => {
        const clicked = event.timeStamp
        const note = () => {
          const opacity = Number(getComputedStyle(document.querySelector("main")!).opacity)
          frames.push({ at: performance.now() - clicked, opacity, path: location.pathname })
          if (frames.length < 600) requestAnimationFrame(note)
        }
        note()
      },
      { capture: true, once: true },
    )
  })

/** The frames noted since the click (see recordFramesFromNextClick), once one has been noted on the current path. */
export const recordedFrames = async (page: Page): Promise<Frame[]> => {
  await page.waitForFunction(() =>
    (window as unknown as { recordedFrames: Frame[] }).recordedFrames.some((frame) => frame.path === location.pathname),
  )
  return page.evaluate(() => (window as unknown as { recordedFrames: Frame[] }).recordedFrames)
}
