import type { Browser } from "playwright-core"

import { launchBrowser, openPage, type TestPage, url } from "./support/browser"

let browser: Browser
let tab: TestPage

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser.close()
})
beforeEach(async () => {
  tab = await openPage(browser, "desktop")
})
afterEach(async () => {
  await tab.context.close()
})

/** The page_view events gtag has queued, as [name, params]. */
const pageViews = (tab: TestPage) =>
  tab.page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .filter((args) => args[0] === "event" && args[1] === "page_view")
      .map((args) => args[2] as Record<string, string>),
  )

describe("Google Analytics page views", () => {
  it("records one page view with path, title and location on landing, and one per client-side navigation", async () => {
    await tab.page.goto(url("/"))
    await tab.page.waitForFunction(() =>
      (window as unknown as { dataLayer?: IArguments[] }).dataLayer?.some((e) => e[1] === "page_view"),
    )
    expect(await pageViews(tab)).toEqual([{ page_path: "/", page_title: await tab.page.title(), page_location: url("/") }])

    await tab.page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "How It Works" }).click()
    await tab.page.waitForURL(url("/how-it-works"))
    await tab.page.waitForFunction(
      () => (window as unknown as { dataLayer: IArguments[] }).dataLayer.filter((e) => e[1] === "page_view").length >= 2,
    )
    // A duplicate view would follow within moments: proving there is none takes a short wait.
    await tab.page.waitForTimeout(300)
    const views = await pageViews(tab)
    expect(views).toHaveLength(2)
    expect(views[1]).toEqual({
      page_path: "/how-it-works",
      page_title: await tab.page.title(),
      page_location: url("/how-it-works"),
    })
    expect(views[1].page_title).toMatch(/How/)
    expect(tab.problems).toEqual([])
  })
})
