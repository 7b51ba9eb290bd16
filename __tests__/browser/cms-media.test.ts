// An editor adds a photo to a service's hero in /admin, under the editor's own Content-Security-Policy: the upload
// saves, the file lands in data/images/, the entry names it with its alt text, and the build's content check accepts
// it (launch-build.test.ts builds an entry saved so into AVIF and WebP, in the build it makes anyway). Unsaved typing
// (with an uploaded image, whose bytes the backup keeps too) is kept in the browser's local backup and offered back
// after a reload. Both failed under the policy without blob: in connect-src.
import { existsSync } from "fs"
import path from "path"
import type { Page } from "playwright-core"

import { editorSession, localePane, openEditor, savedYaml, startBackend } from "./support/editor"
import { expect } from "./support/expect"
import { heroPhoto, writePhoto } from "./support/hero-photo"
import { copyCheckout, npmRun } from "./support/site-copy"

jest.setTimeout(120_000)

// one entry of each kind: its content check then takes as long with ten times the entries (issue 60); the service the
// test edits is in every sample
const copy = copyCheckout({ sampled: true })
const photo = path.join(copy.dir, "upload", path.basename(heroPhoto.src))
const editor = editorSession(async () => {
  await writePhoto(photo)
  return { dir: copy.dir }
})
afterAll(() => copy.remove())

const entryFile = path.join(copy.dir, "data", "services", "referral.en.yaml")
type Service = { hero: { image?: { src: string; alt: string } } }

/**
 * Opens the hero's Image group of the service being edited, in the English pane (the French pane has the group too,
 * for its alt text, with the file's picker hidden: the file is shared), and uploads `file` through Decap's media library.
 */
async function uploadHeroImage(page: Page, file: string): Promise<void> {
  const english = localePane(page, "en")
  // the group's toggle is an unnamed button beside its label (Decap's markup)
  await english.getByText("Image (optional)", { exact: true }).locator("xpath=following::button[1]").click()
  await english.getByRole("button", { name: "Choose an image" }).click()
  await page.locator('input[type="file"]').setInputFiles(file)
  // the uploaded file is selected at once
  await page.getByRole("button", { name: "Choose selected" }).click()
}

describe("an image upload in the editor", () => {
  it("saves the file into data/images/ and the entry's src and alt, which the build's content check accepts", async () => {
    const { page, problems } = await openEditor(editor.browser, editor.backend, "/collections/services/entries/referral")
    await uploadHeroImage(page, photo)
    const { alt } = heroPhoto
    await localePane(page, "en")
      .getByLabel(/^Image description/)
      .fill(alt)
    // the alt text is words, written in each language: the build refuses a French file without it once the English
    // one has an image (the editor does not: nothing in the French pane requires it), so the editor writes it in French
    const french = localePane(page, "fr")
    await french.getByText("Image (optional)", { exact: true }).locator("xpath=following::button[1]").click()
    await french.getByLabel(/^Image description/).fill(heroPhoto.frenchAlt)
    await page.getByRole("button", { name: "Publish" }).click()
    await page.getByText("Publish now").click()
    await expect
      .poll(() => savedYaml<Service>(entryFile)?.hero.image, { timeout: 30000 })
      .toEqual({ src: "images/clinic-photo.jpg", alt })
    // the French file holds the image's words alone, the file being shared
    await expect
      .poll(() => savedYaml<Service>(entryFile.replace(/\.en\.yaml$/, ".fr.yaml"))?.hero.image, { timeout: 30000 })
      .toEqual({ alt: heroPhoto.frenchAlt })
    expect(existsSync(path.join(copy.dir, "data", "images", "clinic-photo.jpg"))).toBe(true)
    expect(problems).toEqual([])
    await page.context().close()

    // the shape launch-build.test.ts gives its hero photo, which its build serves as AVIF and WebP
    const check = await npmRun(copy.dir, "check:content")
    expect([check.status, check.output]).toEqual([0, expect.stringContaining("data/ is fine")])
  })
})

describe("the editor's local backup of unsaved work", () => {
  it("keeps what was typed and offers it back after a reload", async () => {
    const local = await startBackend()
    try {
      const { page, problems } = await openEditor(editor.browser, local, "/collections/services/entries/referral")
      await uploadHeroImage(page, photo)
      const typed = "Referrals to specialists, typed and not yet saved"
      const name = localePane(page, "en").getByLabel("Name", { exact: true })
      await name.fill(typed)
      // Decap writes the backup (entry and the uploaded file's bytes) to IndexedDB a moment after the last keystroke
      await expect
        .poll(
          () =>
            page.evaluate(
              () =>
                new Promise<string>((resolve) => {
                  const open = indexedDB.open("localforage")
                  open.onsuccess = () => {
                    const db = open.result
                    if (!db.objectStoreNames.contains("keyvaluepairs")) return resolve("")
                    const get = db.transaction("keyvaluepairs").objectStore("keyvaluepairs").get("backup.services.referral")
                    get.onsuccess = () => resolve(JSON.stringify(get.result ?? ""))
                    get.onerror = () => resolve("")
                  }
                  open.onerror = () => resolve("")
                }),
            ),
          { timeout: 15000 },
        )
        .toContain(typed)
      const offers: string[] = []
      page.on("dialog", (dialog) => {
        offers.push(`${dialog.type()}: ${dialog.message()}`)
        void dialog.accept()
      })
      await page.reload()
      await expect
        .poll(() => offers, { timeout: 60000 })
        .toContain("confirm: A local backup was recovered for this entry, would you like to use it?")
      expect(problems).toEqual([])
      await page.context().close()
    } finally {
      local.stop()
    }
  })
})
