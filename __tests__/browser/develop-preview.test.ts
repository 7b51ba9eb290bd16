import { readFileSync, writeFileSync } from "fs"
import path from "path"
import type { Browser } from "playwright-core"

import { siteSource } from "../../gatsby/content/site-pages"
import { routeIn } from "../../src/lib/language"
import { launchBrowser, openPage, type TestPage } from "./support/browser"
import { expect } from "./support/expect"
import { hydrated } from "./support/interactions"
import { openEditor, startBackend } from "./support/editor"
import { breakFirstEntry, copyCheckout, developServer, type DevelopServer } from "./support/site-copy"
import { freePort } from "../../scripts/free-port"

// `gatsby develop`'s first compile takes minutes on a two-core machine; the pages are quick after it. A guard against a
// hang, not an expectation: with the machine busy (load 13 to 15 on two cores) the file took 8 of the 12 minutes it had.
jest.setTimeout(30 * 60_000)

/** The error overlay Gatsby's develop shows over the page (in its own shadow root), as a dialog. */
const overlay = ({ page }: TestPage) => page.getByRole("alertdialog")

describe("the gatsby develop preview", () => {
  // one entry of each kind (issue 60): develop queries every page, and nothing here counts entries
  const copy = copyCheckout({ sampled: true })
  const { pages } = siteSource(copy.dir)
  const entryPage = pages.find((page) => page.source.startsWith("data/"))!.path
  // The content error is put over every page. The broken entry's own page is left out of that check: re-queried while
  // its file is broken, it also throws a runtime error, which Gatsby keeps up until it is closed or the page reloads.
  const anotherEntryPage = pages.find((page) => page.source.startsWith("data/conditions/"))!.path
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

  /** Waits for the overlay to reach `state`; if it does not, the failure says what it shows and what develop printed. */
  const overlayReaches = async (tab: TestPage, state: "attached" | "detached", printedBefore: number) => {
    try {
      await overlay(tab).waitFor({ state, timeout: 60_000 })
    } catch (error) {
      const shown = (await overlay(tab).allTextContents()).join("\n")
      throw new Error(
        `${(error as Error).message}\nthe overlay shows:\n${shown}\ngatsby develop printed:\n${develop.output().slice(printedBefore)}`,
      )
    }
  }

  it("shows a content error over the page as soon as the file is saved, and takes it away once fixed", async () => {
    const tab = await openPage(browser)
    await tab.page.goto(`${develop.url}${anotherEntryPage}`)
    await tab.page.locator("main h1").first().waitFor()
    const printedBefore = develop.output().length
    const broken = breakFirstEntry(copy.dir, "services")
    try {
      await overlayReaches(tab, "attached", printedBefore)
      await expect(overlay(tab).textContent()).resolves.toContain(broken.file)
    } finally {
      broken.restore()
    }
    await overlayReaches(tab, "detached", printedBefore)
    await tab.context.close()
  })

  it("shows on the French pages a phone and Sunday hours changed in the editor, as soon as they are saved", async () => {
    // the editor as `npm run cms` serves it: this develop server's /admin, decap-server writing the copy's data/
    const backend = await startBackend({ dir: copy.dir })
    const siteFile = path.join(copy.dir, "data", "site.yaml")
    const original = readFileSync(siteFile, "utf8")
    const phone = "1-844-555-0199"
    const editor = await openEditor(browser, backend, "/collections/site/entries/site", develop.url)
    const tab = await openPage(browser)
    try {
      // the clinic's own phone, first of the form (the crisis lines have theirs further down)
      const phoneField = editor.page.getByLabel("Phone", { exact: true }).first()
      await phoneField.waitFor({ timeout: 120_000 })
      await phoneField.fill(phone)
      // Sunday's slot of the opening hours, opened by its top bar's first button (Decap names none)
      // (the days inside each slot are a list too, hidden while the slot is closed)
      await editor.page
        .locator('[id^="hours-field"] [class*="StyledListItemTopBar"] > button:first-of-type')
        .filter({ visible: true })
        .nth(1)
        .click()
      await editor.page.getByLabel("Closes", { exact: true }).filter({ visible: true }).fill("18:00")
      await editor.page.getByRole("button", { name: "Publish" }).click()
      await editor.page.getByText("Publish now").click()
      await expect.poll(() => readFileSync(siteFile, "utf8"), { timeout: 30_000 }).toContain(phone)
      const frenchContact = `${develop.url}${routeIn("/contact", "fr")}`
      await expect
        .poll(
          async () => {
            await tab.page.goto(frenchContact)
            return tab.page.locator("main").innerText()
          },
          { timeout: 60_000, intervals: [1_000] },
        )
        .toMatch(new RegExp(`${phone}[^]*dimanche[^]*18\\sh|dimanche[^]*18\\sh[^]*${phone}`))
      expect(editor.problems).toEqual([])
    } finally {
      writeFileSync(siteFile, original)
      backend.stop()
      await editor.context.close()
      await tab.context.close()
    }
  })
})
