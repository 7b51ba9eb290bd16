// The editor refuses what the build refuses, each with its message, before anything is written: an editor makes each
// mistake the build would stop (spaces for a name, an unknown {token}, a list emptied, "9am" for an hour, a path to no
// page, an image without its alt text), and sees the editor stop it. The slug of a saved entry cannot be changed, and
// a search title shows its length against the limit check:content warns at.
import { readFileSync } from "fs"
import { tmpdir } from "os"
import path from "path"
import type { Locator, Page } from "playwright-core"

import { REFUSAL_POINTER } from "../../src/cms/refusal-summary"
import { TITLE_LIMIT } from "../../src/lib/seo"
import { type EditorPage, editorSession, localePane, openEditor } from "./support/editor"
import { expect } from "./support/expect"
import { heroPhoto, writePhoto } from "./support/hero-photo"
import { parseData } from "../../gatsby/content/data-files"

jest.setTimeout(120_000)

const session = editorSession()
let editor: EditorPage
let page: Page
/** The English pane: the French one beside it has its own Name, web address name, keywords and (hidden, shared) image and link. */
let english: Locator

const REFERRAL = "/collections/services/entries/referral"
const referralFile = () => path.join(session.backend.dir, "data", "services", "referral.en.yaml")
let original: string

beforeEach(async () => {
  original = readFileSync(referralFile(), "utf8")
  editor = await openEditor(session.browser, session.backend, REFERRAL)
  page = editor.page
  english = localePane(page, "en")
  await english.getByLabel("Name", { exact: true }).waitFor({ timeout: 60000 })
})
afterEach(async () => {
  // nothing was written: the editor refused before saving
  expect(readFileSync(referralFile(), "utf8")).toBe(original)
  await editor.context.close()
})

/** Tries to publish; the editor refuses, showing the field's message (afterEach checks nothing was written). */
async function tryToPublish(message: string | RegExp): Promise<void> {
  await page.getByRole("button", { name: "Publish" }).click()
  await page.getByText("Publish now").click()
  await page.getByText(message).first().waitFor()
}

/** The site facts opened in the editor: `run` tries them, and nothing it does reaches data/site.yaml. */
async function inSiteFacts(run: (site: EditorPage) => Promise<void>): Promise<void> {
  const site = await openEditor(session.browser, session.backend, "/collections/site/entries/site")
  const siteFile = path.join(session.backend.dir, "data", "site.yaml")
  const before = readFileSync(siteFile, "utf8")
  try {
    await run(site)
    expect(readFileSync(siteFile, "utf8")).toBe(before)
  } finally {
    await site.context.close()
  }
}

describe("the editor refuses what the build refuses", () => {
  it("a name of spaces alone, in a sentence written as it reads, not in capitals", async () => {
    await english.getByLabel("Name", { exact: true }).fill("   ")
    await tryToPublish(/Name: .*Spaces alone are refused too/)
    const message = english.getByText(/Name: .*Spaces alone are refused too/).first()
    expect(await message.evaluate((element) => getComputedStyle(element).textTransform)).toBe("none")
  })

  it("an unknown {token}, pointing to the facts the site fills in", async () => {
    await english.getByLabel("Name", { exact: true }).fill("Call {phonenumber}")
    await tryToPublish(/Name: a word in braces is not a fact of the site: check its spelling, like \{phone\} or \{coverage\}/)
  })

  it("a list with a minimum emptied of its last item", async () => {
    await english.getByText("5 keywords", { exact: true }).waitFor()
    // the keywords are the page's first list; an item's remove button is the last of its top bar (Decap names none)
    const remove = english.locator('[class*="StyledListItemTopBar"] > button:last-of-type')
    for (let left = 5; left > 0; left--) await remove.first().click()
    await tryToPublish(/Keywords needs at least 1 item: add one/)
  })

  it("a path that leads to no page of the site, and offers the site's pages", async () => {
    const link = english.getByLabel("Button link (optional)")
    await link.fill("/no-such-page")
    await expect(page.locator(`datalist#${await link.getAttribute("list")} option[value="/contact"]`)).toHaveCount(1)
    await tryToPublish(/"\/no-such-page" is no page of the site/)
  })

  it("an image without its description, and no address of another site to type for an image", async () => {
    const photo = path.join(tmpdir(), `cms-rules-${process.pid}`, path.basename(heroPhoto.src))
    await writePhoto(photo)
    await english.getByText("Image (optional)", { exact: true }).locator("xpath=following::button[1]").click()
    // an upload or a file of data/images only: the build processes those, and refuses an address it cannot fetch
    await expect(english.getByRole("button", { name: "Insert from URL" })).toHaveCount(0)
    await english.getByRole("button", { name: "Choose an image" }).click()
    await page.locator('input[type="file"]').setInputFiles(photo)
    await page.getByRole("button", { name: "Choose selected" }).click()
    await expect(english.getByRole("button", { name: "Replace with URL" })).toHaveCount(0)
    await tryToPublish(/Image description \(for people who cannot see it\) is empty: please fill it in/)
  })

  it("a French field left empty: named, marked in red on the French side, nothing sent and no error", async () => {
    const french = readFileSync(referralFile().replace(/\.en\.yaml$/, ".fr.yaml"), "utf8")
    const frenchName = localePane(page, "fr").getByLabel("Name", { exact: true })
    await frenchName.fill("")
    // refused as a required field is: Decap's own message, in words, before anything goes to the backend
    await tryToPublish(/^A field that must be filled in is empty: see the field marked in red/)
    // in the summary at the top of the English pane, which names every gap (and beside the first field, where Decap shows
    // the entry's check)
    await english
      .getByRole("alert", { name: /^Not saved/ })
      .getByText(/"Name" is empty on the French side: write it in French, as the English side has it/)
      .waitFor()
    await expect(frenchName).toHaveAttribute("aria-invalid", "true")
    await expect(localePane(page, "en").getByLabel("Name", { exact: true })).not.toHaveAttribute("aria-invalid")
    // typing there clears the mark
    await frenchName.fill("Orientation")
    await expect(frenchName).not.toHaveAttribute("aria-invalid")
    expect(readFileSync(referralFile().replace(/\.en\.yaml$/, ".fr.yaml"), "utf8")).toBe(french)
    expect(editor.problems).toEqual([])
  })

  it("words counsel cannot sign on the English side: named by the field's label, marked in red", async () => {
    const name = english.getByLabel("Name", { exact: true })
    await name.fill("Referral to a licensed therapist")
    await tryToPublish(/"Name" on the English side: "licensed therapist"/)
    await expect(name).toHaveAttribute("aria-invalid", "true")
    expect(editor.problems).toEqual([])
  })

  it("words counsel cannot sign on the French side: named, marked on the French side only", async () => {
    const frenchName = localePane(page, "fr").getByLabel("Name", { exact: true })
    await frenchName.fill("Orientation vers un thérapeute autorisé")
    await tryToPublish(/"Name" on the French side: "thérapeute autorisé"/)
    await expect(frenchName).toHaveAttribute("aria-invalid", "true")
    await expect(english.getByLabel("Name", { exact: true })).not.toHaveAttribute("aria-invalid")
    expect(editor.problems).toEqual([])
  })

  it("keeps a saved entry's slug as it is, and counts a search title's characters", async () => {
    const slug = english.getByLabel("Web address name", { exact: true })
    await expect(slug).toHaveJSProperty("readOnly", true)
    const title = english.getByLabel("Title", { exact: true }).first()
    await title.fill("x".repeat(TITLE_LIMIT + 12))
    await page.getByText(`${TITLE_LIMIT + 12} characters: search results show about ${TITLE_LIMIT}`).waitFor()
  })
})

describe("English and French side by side", () => {
  it("shows the French file's words in the French pane, beside the English file's, and a shared field in English only", async () => {
    const name = (file: string) => (parseData(readFileSync(file, "utf8")) as { name: string }).name
    const french = localePane(page, "fr")
    await expect(english.getByLabel("Name", { exact: true })).toHaveValue(name(referralFile()))
    await expect(french.getByLabel("Name", { exact: true })).toHaveValue(name(referralFile().replace(/\.en\.yaml$/, ".fr.yaml")))
    // the hero's image holds words (its alt text, translated) and a file (shared, written in the English file alone:
    // the build refuses it in a French one): the French pane offers the alt text and keeps the file's picker hidden
    await french.getByText("Image (optional)", { exact: true }).locator("xpath=following::button[1]").click()
    await expect(french.getByLabel(/^Image description/)).toBeVisible()
    await expect(french.getByRole("button", { name: "Insert from URL" })).toBeHidden()
  })
})

describe("the editor's rules for site facts", () => {
  it("refuses an hour that is not a 24-hour time", async () => {
    // in an editor opened on the site facts (the file's form is built fresh, as an editor opens it)
    const site = await openEditor(session.browser, session.backend, "/collections/site/entries/site")
    try {
      await site.page.getByLabel("Tagline", { exact: true }).waitFor({ timeout: 60000 })
      // open the first slot of the opening hours: its top bar's first button (Decap names none)
      await site.page.locator('[id^="hours-field"] [class*="StyledListItemTopBar"] > button:first-of-type').first().click()
      await site.page.getByLabel("Opens", { exact: true }).first().fill("9am")
      await site.page.getByRole("button", { name: "Publish" }).click()
      await site.page.getByText("Publish now").click()
      await site.page
        .getByText(/Opens: A 24-hour time like "08:00"/)
        .first()
        .waitFor()
    } finally {
      await site.context.close()
    }
  })
})

describe("the opening hours in the editor", () => {
  it("names each row in words, and offers the days of the week rather than a box to type a day in", async () => {
    await inSiteFacts(async (site) => {
      await site.page.getByLabel("Tagline", { exact: true }).waitFor({ timeout: 60000 })
      // the folded rows, as data/site.yaml states them, under a heading that counts rows, not hours
      await site.page.getByText("2 opening hours", { exact: true }).waitFor()
      await site.page.getByText("Monday to Saturday, 8:00 to 21:00", { exact: true }).waitFor()
      await site.page.getByText("Sunday, 8:00 to 17:00", { exact: true }).waitFor()
      await site.page.locator('[id^="hours-field"] [class*="StyledListItemTopBar"] > button:first-of-type').first().click()
      const days = site.page.getByLabel("Days these hours apply to", { exact: true }).first()
      // a French day's name is no day the build takes: the list offers none
      await days.fill("Samedi")
      await site.page.getByText("No options", { exact: true }).waitFor()
      await days.press("Enter")
      await days.fill("")
      // folded again, the row still reads as data/site.yaml has it
      await site.page.locator('[id^="hours-field"] [class*="StyledListItemTopBar"] > button:first-of-type').first().click()
      await site.page.getByText("Monday to Saturday, 8:00 to 21:00", { exact: true }).waitFor()
    })
  })
})

describe("the site facts' words, checked before a save as check:content checks them", () => {
  it('refuses "covered by OHIP" in the tagline without the health card, naming the field and the short form', async () => {
    await inSiteFacts(async (site) => {
      const tagline = site.page.getByLabel("Tagline", { exact: true })
      await tagline.waitFor({ timeout: 60000 })
      await tagline.fill("Virtual doctor visits, covered by OHIP")
      // scrolled to the foot of the form, as an editor who has just changed a fee would be
      await site.page.locator("label").last().scrollIntoViewIfNeeded()
      await site.page.getByRole("button", { name: "Publish" }).click()
      await site.page.getByText("Publish now").click()
      const note = site.page.getByText(/"Virtual doctor visits, covered by OHIP" says covered without its condition/).first()
      await note.waitFor()
      // the first field's note, which lists every problem, is brought into view, and the tagline is marked
      await expect(note).toBeInViewport()
      await expect(tagline).toHaveAttribute("aria-invalid", "true")
    })
  })
})

describe("a refused save, summed up at the top of the pane where Publish was pressed", () => {
  /**
   * Publishes from the foot of the form, the field at fault out of sight: the reason is then at the top of the pane, in
   * view, naming the field as the editor labels it (Decap's own toast names none).
   */
  async function refusedAtTop(on: Page, reason: RegExp): Promise<void> {
    await on.locator("label").last().scrollIntoViewIfNeeded()
    await on.getByRole("button", { name: "Publish" }).click()
    await on.getByText("Publish now").click()
    const summary = on.getByRole("alert", { name: /^Not saved/ })
    await expect(summary).toBeInViewport()
    await expect(summary).toContainText(reason)
  }

  it("a {token} typo", async () => {
    await english.getByLabel("Name", { exact: true }).fill("Call {phon}")
    await refusedAtTop(page, /Name: a word in braces is not a fact of the site/)
  })

  it("a required field left empty", async () => {
    await english.getByLabel("Name", { exact: true }).fill("")
    await refusedAtTop(page, /Name is empty: please fill it in/)
  })

  it("an English list emptied", async () => {
    await english.getByText("5 keywords", { exact: true }).waitFor()
    const remove = english.locator('[class*="StyledListItemTopBar"] > button:last-of-type')
    for (let left = 5; left > 0; left--) await remove.first().click()
    await refusedAtTop(page, /Keywords needs at least 1 item: add one/)
  })

  it("a French field left word for word in English", async () => {
    const words = "Referral to a family doctor near you"
    await english.getByLabel("Name", { exact: true }).fill(words)
    await localePane(page, "fr").getByLabel("Name", { exact: true }).fill(words)
    await refusedAtTop(page, /"Name" on the French side is word for word the English/)
    // said at the top and beside the French Name, not a third time beside the first field, which points up instead
    await expect(page.getByText(/"Name" on the French side is word for word the English/)).toHaveCount(2)
    await expect(english.getByText(REFUSAL_POINTER, { exact: true })).toBeVisible()
  })

  it("a bad phone number, and coverage without its condition, in the site facts", async () => {
    await inSiteFacts(async (site) => {
      await site.page.getByLabel("Tagline", { exact: true }).waitFor({ timeout: 60000 })
      // the site's phone, the first field so labelled (an icon and the crisis lines' numbers come later)
      const phone = site.page.getByLabel("Phone", { exact: true }).first()
      await phone.fill("1-844-22")
      await refusedAtTop(site.page, /Phone: A phone number like 1-844-222-7200/)
      // mended as a person does: click, select all, type. Playwright's fill added to the end here ("1-844-221-844-222-
      // 7200"): Decap's text box puts the caret back where its last change left it when it redraws after the select.
      await phone.click()
      await phone.press("ControlOrMeta+a")
      await phone.pressSequentially("1-844-222-7200")
      await expect(phone).toHaveValue("1-844-222-7200")
      await site.page.getByLabel("Tagline", { exact: true }).fill("Virtual doctor visits, OHIP covered")
      // named by its group too: the tagline is the brand's
      await refusedAtTop(site.page, /"Brand › Tagline" on the English side: .*covered without its condition/)
      // the phone, mended, is named no more: neither at the top nor beside it
      await expect(site.page.getByRole("alert", { name: /^Not saved/ })).not.toContainText("Phone")
      await expect(site.page.getByText("A phone number like 1-844-222-7200")).toHaveCount(0)
    })
  })
})

describe("a new entry", () => {
  it("takes its slug", async () => {
    await page.goto(page.url().replace(/#.*/, "#/collections/services/new"))
    const slug = english.getByLabel("Web address name", { exact: true })
    await slug.fill("new-service")
    await expect(slug).toHaveValue("new-service")
  })
})
