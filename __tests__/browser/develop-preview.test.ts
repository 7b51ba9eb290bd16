import type { Browser } from "playwright-core"

import { siteSource } from "../../gatsby/content/site-pages"
import { launchBrowser, openPage, type TestPage } from "./support/browser"
import { hydrated } from "./support/interactions"
import { breakFirstEntry, copyCheckout, developServer, type DevelopServer } from "./support/site-copy"
import { freePort } from "../../scripts/free-port"

// `gatsby develop`'s first compile takes minutes on a two-core machine; the pages are quick after it.
jest.setTimeout(12 * 60_000)

/** The error overlay Gatsby's develop shows over the page (in its own shadow root), as a dialog. */
const overlay = ({ page }: TestPage) => page.getByRole("alertdialog")

describe("the gatsby develop preview", () => {
  const copy = copyCheckout()
  const { pages } = siteSource(copy.dir)
  const entryPage = pages.find((page) => page.source.startsWith("data/"))!.path
  let develop: DevelopServer
  let browser: Browser

  beforeAll(async () => {
    develop = await developServer(copy.dir, await freePort())
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    await develop?.stop()
    copy.remove()
  })

  it.each(["/", "/contact", entryPage])("opens %s with no error overlay and no console error", async (path) => {
    const tab = await openPage(browser)
    await tab.page.goto(`${develop.url}${path}`)
    await tab.page.locator("main h1").first().waitFor()
    // Hydration and runtime errors surface by the time React has hydrated the page, which it marks on <html>.
    await hydrated(tab.page)
    // What the overlay says, if there is one, so a failure shows the error itself.
    expect(await overlay(tab).allTextContents()).toEqual([])
    expect(tab.problems).toEqual([])
    await tab.context.close()
  })

  it("shows a content error over the page as soon as the file is saved, and takes it away once fixed", async () => {
    const tab = await openPage(browser)
    await tab.page.goto(`${develop.url}${entryPage}`)
    await tab.page.locator("main h1").first().waitFor()
    const broken = breakFirstEntry(copy.dir, "services")
    try {
      await overlay(tab).waitFor({ timeout: 60_000 })
      await expect(overlay(tab).textContent()).resolves.toContain(broken.file)
    } finally {
      broken.restore()
    }
    await overlay(tab).waitFor({ state: "detached", timeout: 60_000 })
    await tab.context.close()
  })
})
