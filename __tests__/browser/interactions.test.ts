/**
 * The header, menus, carousel, FAQ, skip link, page transitions and scrolling, driven as a visitor would
 * (click, tap, Tab, Enter, Escape, arrow keys) at 375 px and 1280 px, against the built site.
 */
import type { Browser } from "playwright-core"

import { loadData } from "../support/data"
import { launchBrowser, openPage, type TestPage, url } from "./support/browser"
import {
  carousel,
  carouselSettled,
  carouselStarted,
  controlled,
  focused,
  headerNav,
  hydrated,
  recordedFrames,
  recordFramesFromNextClick,
  visibleAuthors,
} from "./support/interactions"

jest.setTimeout(60_000)

const home = loadData<Array<{ testimonials: { title: string; items: Array<{ author: string }> } }>>("pages.yaml")[0]
const homeAuthors = home.testimonials.items.map((item) => item.author)
const site = loadData<{ phone: string }>("site.yaml")

let browser: Browser
let phone: TestPage
let desktop: TestPage

beforeAll(async () => {
  browser = await launchBrowser()
  phone = await openPage(browser, "phone", { touch: true })
  desktop = await openPage(browser, "desktop")
})

afterAll(async () => {
  await browser?.close()
})

const visit = async ({ page }: TestPage, path: string) => {
  await page.goto(url(path))
  await hydrated(page)
}

afterEach(() => {
  // Whatever a test did, no page may have logged an error or a hydration warning.
  expect(phone.problems.filter((p) => !p.includes("404"))).toEqual([])
  expect(desktop.problems.filter((p) => !p.includes("404"))).toEqual([])
})

describe("header at 1280 px", () => {
  it("marks the current page in the navigation and shows the phone and portal links", async () => {
    const { page } = desktop
    await visit(desktop, "/how-it-works")
    const nav = headerNav(page)
    await expect(nav.getByRole("link", { name: "How It Works" }).getAttribute("aria-current")).resolves.toBe("page")
    await expect(nav.getByRole("link", { name: "Home" }).getAttribute("aria-current")).resolves.toBeNull()
    const banner = page.getByRole("banner")
    await expect(banner.getByRole("link", { name: site.phone }).isVisible()).resolves.toBe(true)
    await expect(banner.getByRole("link", { name: "Patient Login (patient portal)" }).isVisible()).resolves.toBe(true)
    await expect(banner.getByRole("link", { name: "Sign Up (patient portal)" }).isVisible()).resolves.toBe(true)
    await expect(banner.getByRole("button", { name: "Menu" }).isVisible()).resolves.toBe(false)
  })

  it("turns compact and shadowed once the page is scrolled more than 10 px", async () => {
    const { page } = desktop
    await visit(desktop, "/")
    const banner = page.getByRole("banner")
    const roomy = await banner.boundingBox()
    expect(await banner.evaluate((el) => getComputedStyle(el).boxShadow)).toBe("none")
    await page.mouse.wheel(0, 300)
    await page.waitForFunction(() => window.scrollY > 10)
    await page.waitForFunction(() => getComputedStyle(document.querySelector("header")!).boxShadow !== "none")
    await page.waitForTimeout(300)
    const compact = await banner.boundingBox()
    expect(compact!.height).toBeLessThan(roomy!.height)
    expect(compact!.y).toBe(0)
  })

  it("opens the Services list on click, closes it on Escape and on a click outside", async () => {
    const { page } = desktop
    await visit(desktop, "/")
    const toggle = headerNav(page).getByRole("button", { name: "Services" })
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("false")
    const list = await controlled(page, toggle)
    await expect(list.isVisible()).resolves.toBe(false)

    await toggle.click()
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("true")
    const names = await list.getByRole("link").allInnerTexts()
    expect(names.map((n) => n.trim())).toEqual([
      "All Services",
      "Mental Health",
      "Women's Health",
      "Urgent Care",
      "Family Doctor",
    ])

    await page.keyboard.press("Escape")
    await expect(list.isVisible()).resolves.toBe(false)
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("false")
    expect((await focused(page)).text).toBe("Services")

    await toggle.click()
    // A click on the page well away from the open list.
    await page.mouse.click(1250, 800)
    await expect(list.isVisible()).resolves.toBe(false)
  })

  it("works from the keyboard alone: Enter opens, Tab reaches the links, choosing one navigates and closes", async () => {
    const { page } = desktop
    await visit(desktop, "/")
    const nav = headerNav(page)
    await nav.getByRole("link", { name: "Home" }).focus()
    await page.keyboard.press("Tab")
    expect((await focused(page)).text).toBe("Services")
    await page.keyboard.press("Enter")
    const toggle = nav.getByRole("button", { name: "Services" })
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("true")
    await page.keyboard.press("Tab")
    expect((await focused(page)).text).toBe("All Services")
    await page.keyboard.press("Tab")
    expect((await focused(page)).text).toBe("Mental Health")
    await page.keyboard.press("Enter")
    await page.waitForURL(url("/services/mental-health-virtual-clinic"))
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("false")
    // The section the visitor is in is marked on the Services button too.
    await expect(toggle.getAttribute("aria-current")).resolves.toBe("true")
    await expect(page.getByRole("link", { name: "Mental Health" }).first().getAttribute("aria-current")).resolves.toBe("page")
  })

  it("closes the Services list when focus moves on past it", async () => {
    const { page } = desktop
    await visit(desktop, "/")
    const toggle = headerNav(page).getByRole("button", { name: "Services" })
    await toggle.focus()
    await page.keyboard.press("Enter")
    for (let i = 0; i < 6; i += 1) await page.keyboard.press("Tab")
    expect((await focused(page)).text).toBe("How It Works")
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("false")
  })
})

describe("mobile menu at 375 px", () => {
  it("opens full screen from a labelled toggle, keeps focus inside, locks the page and closes on Escape", async () => {
    const { page } = phone
    await visit(phone, "/")
    await page.mouse.wheel(0, 400)
    await page.waitForFunction(() => window.scrollY > 0)
    const scrolledTo = await page.evaluate(() => window.scrollY)

    const toggle = page.getByRole("button", { name: "Menu", exact: true })
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("false")
    const dialogId = await toggle.getAttribute("aria-controls")
    await expect(headerNav(page).isVisible()).resolves.toBe(false)

    await toggle.tap()
    const dialog = page.getByRole("dialog", { name: "Menu" })
    await dialog.waitFor({ state: "visible" })
    await expect(dialog.getAttribute("id")).resolves.toBe(dialogId)
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("true")
    await page.waitForFunction(() => {
      const box = document.querySelector('[role="dialog"]')!.getBoundingClientRect()
      return box.left === 0 && box.width === window.innerWidth && box.height === window.innerHeight
    })
    expect((await focused(page)).label).toBe("Close menu")
    await expect(dialog.getByRole("link", { name: site.phone }).isVisible()).resolves.toBe(true)
    await expect(dialog.getByRole("link", { name: "Patient Login (patient portal)" }).isVisible()).resolves.toBe(true)
    await expect(dialog.getByRole("link", { name: "Sign Up (patient portal)" }).isVisible()).resolves.toBe(true)

    // Tab and Shift+Tab go round inside the menu.
    const stops = await dialog.locator("a[href], button").count()
    for (let i = 0; i < stops + 2; i += 1) {
      await page.keyboard.press("Tab")
      expect((await focused(page)).insideDialog).toBe(true)
    }
    for (let i = 0; i < 3; i += 1) {
      await page.keyboard.press("Shift+Tab")
      expect((await focused(page)).insideDialog).toBe(true)
    }

    // The page behind does not scroll.
    await page.mouse.wheel(0, 400)
    await page.waitForTimeout(200)
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolledTo)

    await page.keyboard.press("Escape")
    await dialog.waitFor({ state: "hidden" })
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("false")
    expect((await focused(page)).text).toBe("Menu")
    await page.mouse.wheel(0, 200)
    await page.waitForFunction((before) => window.scrollY > before, scrolledTo)
  })

  it("closes on a path change and gives the page its scrolling back", async () => {
    const { page } = phone
    await visit(phone, "/")
    await page.getByRole("button", { name: "Menu", exact: true }).tap()
    const dialog = page.getByRole("dialog", { name: "Menu" })
    await dialog.waitFor({ state: "visible" })
    await dialog.getByRole("link", { name: "How It Works" }).tap()
    // The menu closes at once, so the visitor sees the page fade out on its way to the next one.
    await expect(page.getByRole("button", { name: "Menu", exact: true }).getAttribute("aria-expanded")).resolves.toBe("false")
    expect(page.url()).toBe(url("/"))
    await page.waitForURL(url("/how-it-works"))
    await dialog.waitFor({ state: "hidden" })
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden")
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    await page.mouse.wheel(0, 300)
    await page.waitForFunction(() => window.scrollY > 0)

    // The current page is marked in the menu too.
    await page.getByRole("button", { name: "Menu", exact: true }).tap()
    await expect(dialog.getByRole("link", { name: "How It Works" }).getAttribute("aria-current")).resolves.toBe("page")
    await dialog.getByRole("button", { name: "Close menu" }).tap()
    await dialog.waitFor({ state: "hidden" })
  })
})

describe("testimonial carousel", () => {
  it("shows 3 at 1280 px, moves one at a time with the buttons, and loops both ways", async () => {
    const { page } = desktop
    await visit(desktop, "/")
    const region = carousel(page)
    await expect(region.getAttribute("aria-label")).resolves.toBe(home.testimonials.title)
    await region.scrollIntoViewIfNeeded()
    await carouselStarted(page)
    expect(await visibleAuthors(page)).toEqual(homeAuthors.slice(0, 3))

    const next = page.getByRole("button", { name: "Next testimonial" })
    const previous = page.getByRole("button", { name: "Previous testimonial" })
    await expect(next.isEnabled()).resolves.toBe(true)
    await expect(previous.isEnabled()).resolves.toBe(true)

    await next.click()
    await carouselSettled(page)
    expect(await visibleAuthors(page)).toEqual(homeAuthors.slice(1, 4))
    await expect(page.getByText("Testimonials 2 to 4 of 6").count()).resolves.toBe(1)

    await previous.click()
    await carouselSettled(page)
    await previous.click()
    await carouselSettled(page)
    expect(await visibleAuthors(page)).toEqual([homeAuthors[5], homeAuthors[0], homeAuthors[1]])
  })

  it("moves with the Left and Right arrow keys when it has focus, and only then", async () => {
    const { page } = desktop
    await visit(desktop, "/")
    const region = carousel(page)
    await region.scrollIntoViewIfNeeded()
    await carouselStarted(page)
    await page.getByRole("button", { name: "Next testimonial" }).focus()
    await page.keyboard.press("ArrowRight")
    await page.waitForTimeout(500)
    expect(await visibleAuthors(page)).toEqual(homeAuthors.slice(0, 3))

    // Tab order: the carousel itself is a stop, and shows it has focus.
    await page.keyboard.press("Shift+Tab")
    await page.keyboard.press("Shift+Tab")
    const box = await focused(page)
    expect(box.label).toBe(await region.getAttribute("aria-label"))
    expect(await region.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe("none")

    await page.keyboard.press("ArrowRight")
    await carouselSettled(page)
    await page.keyboard.press("ArrowRight")
    await carouselSettled(page)
    expect(await visibleAuthors(page)).toEqual(homeAuthors.slice(2, 5))
    await page.keyboard.press("ArrowLeft")
    await carouselSettled(page)
    expect(await visibleAuthors(page)).toEqual(homeAuthors.slice(1, 4))
  })

  it("shows 1 at 375 px and moves on a tap", async () => {
    const { page } = phone
    await visit(phone, "/")
    await carousel(page).scrollIntoViewIfNeeded()
    await carouselStarted(page)
    expect(await visibleAuthors(page)).toEqual([homeAuthors[0]])
    await page.getByRole("button", { name: "Next testimonial" }).tap()
    await carouselSettled(page)
    expect(await visibleAuthors(page)).toEqual([homeAuthors[1]])
    await page.getByRole("button", { name: "Previous testimonial" }).tap()
    await carouselSettled(page)
    await page.getByRole("button", { name: "Previous testimonial" }).tap()
    await carouselSettled(page)
    expect(await visibleAuthors(page)).toEqual([homeAuthors[5]])
  })

  it("disables its buttons only where it cannot move: 3 testimonials at 1280 px, not at 375 px", async () => {
    await visit(desktop, "/services/consultation")
    await expect(desktop.page.getByRole("button", { name: "Next testimonial" }).isDisabled()).resolves.toBe(true)
    await expect(desktop.page.getByRole("button", { name: "Previous testimonial" }).isDisabled()).resolves.toBe(true)
    await visit(phone, "/services/consultation")
    await expect(phone.page.getByRole("button", { name: "Next testimonial" }).isEnabled()).resolves.toBe(true)
    await expect(phone.page.getByRole("button", { name: "Previous testimonial" }).isEnabled()).resolves.toBe(true)
  })

  it.each(["desktop", "phone"] as const)("does not move a thing when swiper starts (%s)", async (width) => {
    const { page } = width === "desktop" ? desktop : phone
    // Hold swiper's script back so the server-rendered layout can be measured first.
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/swiper-[^/]*\.js$/, async (route) => {
      await held
      await route.continue()
    })
    try {
      await visit(width === "desktop" ? desktop : phone, "/")
      const region = carousel(page)
      await region.scrollIntoViewIfNeeded()
      const boxes = () =>
        region.evaluate((element) =>
          Array.from(element.querySelectorAll("li")).map((slide) => {
            const box = slide.getBoundingClientRect()
            return [Math.round(box.left), Math.round(box.top), Math.round(box.width), Math.round(box.height)]
          }),
        )
      const before = await boxes()
      const frameBefore = await region.boundingBox()
      release()
      await carouselStarted(page)
      expect(await region.boundingBox()).toEqual(frameBefore)
      const after = await boxes()
      // Loop mode may move slides to the far side, out of view; every slide in view stands where it stood.
      const inView = (box: number[]) => box[0] >= frameBefore!.x - 1 && box[0] + box[2] <= frameBefore!.x + frameBefore!.width + 1
      expect(after.filter(inView)).toEqual(before.filter(inView))
      expect(after.map((box) => box[2])).toEqual(before.map((box) => box[2]))
    } finally {
      await page.unroute(/\/swiper-[^/]*\.js$/)
    }
  })
})

describe("FAQ accordion", () => {
  it.each(["desktop", "phone"] as const)("opens one answer at a time and closes it on a second press (%s)", async (width) => {
    const tp = width === "desktop" ? desktop : phone
    const { page } = tp
    await visit(tp, "/")
    const faq = page.getByRole("region", { name: "Frequently Asked Questions" })
    const buttons = faq.getByRole("button")
    const first = buttons.nth(0)
    const second = buttons.nth(1)
    const answerOf = (button: typeof first) => controlled(page, button)

    await expect(first.getAttribute("aria-expanded")).resolves.toBe("false")
    await expect((await answerOf(first)).isVisible()).resolves.toBe(false)
    if (width === "phone") await first.tap()
    else await first.click()
    await expect(first.getAttribute("aria-expanded")).resolves.toBe("true")
    const firstAnswer = await answerOf(first)
    await expect(firstAnswer.isVisible()).resolves.toBe(true)
    await expect(firstAnswer.getAttribute("role")).resolves.toBe("region")

    if (width === "phone") await second.tap()
    else await second.click()
    await expect(first.getAttribute("aria-expanded")).resolves.toBe("false")
    await expect(firstAnswer.isVisible()).resolves.toBe(false)
    await expect(second.getAttribute("aria-expanded")).resolves.toBe("true")

    if (width === "phone") await second.tap()
    else await second.click()
    await expect(second.getAttribute("aria-expanded")).resolves.toBe("false")
    await expect((await answerOf(second)).isVisible()).resolves.toBe(false)
  })

  it("works with Enter and Space from the keyboard", async () => {
    const { page } = desktop
    await visit(desktop, "/contact")
    const first = page
      .getByRole("region", { name: /Frequently Asked Questions/ })
      .getByRole("button")
      .first()
    await first.focus()
    await page.keyboard.press("Enter")
    await expect(first.getAttribute("aria-expanded")).resolves.toBe("true")
    await page.keyboard.press("Space")
    await expect(first.getAttribute("aria-expanded")).resolves.toBe("false")
  })

  it("has every answer in the server-rendered HTML", async () => {
    const html = (await (await fetch(url("/"))).text()).replace(/\s+/g, " ")
    const faqs = loadData<Array<{ faqs: { items: Array<{ answer: string }> } }>>("pages.yaml")[0].faqs.items
    for (const { answer } of faqs) {
      const opening = answer.split(/\{/)[0].trim().split(/\s+/).slice(0, 4).join(" ")
      expect(html).toContain(opening.replace(/'/g, "&#x27;"))
    }
  })
})

describe("skip link, focus and the not-found page", () => {
  it.each(["desktop", "phone"] as const)(
    "offers a visible skip link first that moves focus to the content (%s)",
    async (width) => {
      const tp = width === "desktop" ? desktop : phone
      const { page } = tp
      await visit(tp, "/services")
      await page.keyboard.press("Tab")
      const skip = page.getByRole("link", { name: "Skip to main content" })
      expect((await focused(page)).text).toBe("Skip to main content")
      const box = await skip.boundingBox()
      expect(box!.y).toBeGreaterThanOrEqual(0)
      expect(await skip.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe("none")
      await page.keyboard.press("Enter")
      expect((await focused(page)).id).toBe("main-content")
      await page.keyboard.press("Tab")
      const next = await focused(page)
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest("main")))).toBe(true)
      expect(next.tag).toMatch(/^(a|button)$/)
    },
  )

  it("shows a focus ring on every link and button reached by Tab in the header", async () => {
    const { page } = desktop
    await visit(desktop, "/")
    for (let i = 0; i < 9; i += 1) {
      await page.keyboard.press("Tab")
      const outline = await page.evaluate(() => {
        const style = getComputedStyle(document.activeElement!)
        return `${style.outlineStyle} ${style.outlineWidth}`
      })
      expect(outline).not.toMatch(/^none|0px$/)
    }
  })

  it("reads out the not-found page and leads home by keyboard", async () => {
    const { page } = desktop
    await page.goto(url("/no-such-page"))
    await hydrated(page)
    await expect(page.getByRole("heading", { level: 1 }).innerText()).resolves.toBe("Oops! Page not found")
    await page.getByRole("main").getByRole("link", { name: "Return to Home" }).focus()
    await page.keyboard.press("Enter")
    await page.waitForURL(url("/"))
    desktop.problems.splice(0)
  })
})

describe("page transitions and scrolling", () => {
  const mainAnimation = (tp: TestPage) => tp.page.evaluate(() => getComputedStyle(document.querySelector("main")!).animationName)

  const mainOpacity = (tp: TestPage) => tp.page.evaluate(() => Number(getComputedStyle(document.querySelector("main")!).opacity))

  it("fades the page out for 300 ms before going on, then fades the next one in, never the page landed on", async () => {
    await visit(desktop, "/")
    expect(await mainAnimation(desktop)).toBe("none")
    await recordFramesFromNextClick(desktop.page)
    await headerNav(desktop.page).getByRole("link", { name: "How It Works" }).click()
    await desktop.page.waitForURL(url("/how-it-works"))
    const frames = await recordedFrames(desktop.page)
    expect(frames.some((frame) => frame.path === "/" && frame.opacity < 0.5)).toBe(true)
    expect(frames.find((frame) => frame.path === "/how-it-works")!.at).toBeGreaterThanOrEqual(300)
    expect(await mainAnimation(desktop)).not.toBe("none")
    const { duration, delay } = await desktop.page.evaluate(() => {
      const style = getComputedStyle(document.querySelector("main")!)
      return { duration: style.animationDuration, delay: style.animationDelay }
    })
    expect({ duration, delay }).toEqual({ duration: "0.3s", delay: "0.01s" })
    await desktop.page.waitForFunction(() => getComputedStyle(document.querySelector("main")!).opacity === "1")
  })

  it("goes where the last click leads when a second link is chosen during the fade, and Back cancels a fade", async () => {
    const { page } = desktop
    await visit(desktop, "/")
    await headerNav(page).getByRole("link", { name: "How It Works" }).click()
    await headerNav(page).getByRole("link", { name: "Contact Us" }).click()
    await page.waitForURL(url("/contact"))
    await page.waitForTimeout(400)
    expect(page.url()).toBe(url("/contact"))

    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click()
    await page.goBack()
    await page.waitForURL(url("/"))
    await page.waitForTimeout(400)
    expect(page.url()).toBe(url("/"))
    await page.waitForFunction(() => getComputedStyle(document.querySelector("main")!).opacity === "1")
  })

  it("does not animate at all under prefers-reduced-motion: reduce", async () => {
    const reduced = await openPage(browser, "desktop", { reducedMotion: "reduce" })
    try {
      await visit(reduced, "/")
      await recordFramesFromNextClick(reduced.page)
      await headerNav(reduced.page).getByRole("link", { name: "How It Works" }).click()
      await reduced.page.waitForURL(url("/how-it-works"))
      expect((await recordedFrames(reduced.page)).filter((frame) => frame.opacity < 1)).toEqual([])
      expect(await mainAnimation(reduced)).toBe("none")
      expect(await mainOpacity(reduced)).toBe(1)
      expect(reduced.problems).toEqual([])
    } finally {
      await reduced.context.close()
    }
  })

  it("starts a new navigation at the top, restores the position on Back but not on /contact, and goes to a hash's anchor", async () => {
    const { page } = desktop
    await visit(desktop, "/")
    const contactLink = page.getByRole("contentinfo").getByRole("link", { name: "Contact Us", exact: true })
    await contactLink.scrollIntoViewIfNeeded()
    const before = await page.evaluate(() => window.scrollY)
    expect(before).toBeGreaterThan(500)
    await contactLink.click()
    await page.waitForURL(url("/contact"))
    await page.waitForFunction(() => window.scrollY === 0)

    await page.goBack()
    await page.waitForURL(url("/"))
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 5, before)

    // /contact starts at the top even when Back returns to it (on a phone, where it is long enough to scroll).
    await visit(phone, "/")
    const footer = phone.page.getByRole("contentinfo")
    await footer.getByRole("link", { name: "Contact Us", exact: true }).click()
    await phone.page.waitForURL(url("/contact"))
    await phone.page.mouse.wheel(0, 800)
    await phone.page.waitForFunction(() => window.scrollY > 400)
    await footer.getByRole("link", { name: "Privacy Policy" }).click()
    await phone.page.waitForURL(url("/privacy-policy"))
    await phone.page.goBack()
    await phone.page.waitForURL(url("/contact"))
    await phone.page.waitForFunction(() => window.scrollY === 0)

    await page.goto(url("/how-it-works#booking"))
    await hydrated(page)
    const step = page.locator("#booking")
    await page.waitForTimeout(300)
    const box = await step.boundingBox()
    const header = await page.getByRole("banner").boundingBox()
    expect(box!.y).toBeGreaterThanOrEqual(header!.height - 1)
    expect(box!.y).toBeLessThan(900 / 2)
  })
})
