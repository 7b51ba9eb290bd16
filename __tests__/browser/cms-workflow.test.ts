// The review path, rehearsed as `npm run cms -- --workflow` runs it: decap-server in git mode over a Git repository
// (here a temporary one holding a copy of data/), where a save is a draft on a branch of its own and only Publish,
// after In review and Ready, puts the change on the site's branch. The medical collections say a clinician reviews.
// Two tests take the steps of docs/content-staff-guide.md ("2. Make a change") as staff do: an English change, and a
// French one to a medical page, which a clinician sets to Ready.
import { execFileSync } from "child_process"
import { cpSync, mkdtempSync, rmSync } from "fs"
import { tmpdir } from "os"
import path from "path"

import type { Page } from "playwright-core"

import { loadDataFile } from "../support/data"
import { editorSession, localePane, openEditor, showPreview } from "./support/editor"
import { url } from "./support/browser"
import { expect } from "./support/expect"

jest.setTimeout(180_000)

const root = path.resolve(__dirname, "../..")
let repo: string

/** What the site's branch (main, the test build's CMS_BRANCH) holds of a file. */
const onMain = (file: string) => execFileSync("git", ["show", `main:${file}`], { cwd: repo, encoding: "utf8" })
const branches = () => execFileSync("git", ["branch", "--format=%(refname:short)"], { cwd: repo, encoding: "utf8" })

/** Decap asks the backend for an entry's draft before it opens the entry; "none" is an answer 404, which the console notes. */
const notAbsentDraft = (problem: string) => !/status of 404/.test(problem)

type BreadcrumbWords = { breadcrumbs: { label: string } }
const site = {
  en: loadDataFile("site.yaml") as BreadcrumbWords,
  fr: loadDataFile("site.fr.yaml") as BreadcrumbWords,
}

// The steps of docs/content-staff-guide.md, "2. Make a change", as a person takes them, by what the screen says.

/** Step 1: Contents, then the collection, then the entry, each by the name a person reads. */
async function openFromContents(page: Page, collection: string, entry: RegExp): Promise<void> {
  await page.getByRole("link", { name: "Contents", exact: true }).click()
  await page.getByRole("link", { name: collection, exact: true }).first().click()
  await page.getByRole("link", { name: entry }).click({ timeout: 60000 })
}

/** Step 4: Save; a green note says "Entry saved", and the status is Draft. */
async function save(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Save", exact: true }).click()
  // the note goes after a few seconds: it is read the moment it comes, its words and the colour around them
  const [text, background] = await page
    .getByRole("alert")
    .filter({ hasText: "Entry saved" })
    .evaluate(
      (alert) => {
        let element: Element | null = alert
        while (element && getComputedStyle(element).backgroundColor.replace(/\s/g, "") === "rgba(0,0,0,0)") {
          element = element.parentElement
        }
        return [alert.textContent, element ? getComputedStyle(element).backgroundColor : ""]
      },
      undefined,
      { timeout: 30000 },
    )
  expect(text).toBe("Entry saved")
  const [red, green, blue] = (background.match(/\d+/g) ?? []).map(Number)
  expect(green).toBeGreaterThan(Math.max(red, blue))
  await expect(page.getByRole("button", { name: /^Status: Draft/ })).toBeVisible()
}

/** Steps 5 and 7: the status button, which says the status now, and the one to choose. */
async function setStatus(page: Page, from: string, to: string): Promise<void> {
  await page.getByRole("button", { name: new RegExp(`^Status: ${from}`) }).click()
  await page.getByRole("menuitem", { name: to }).click()
  await page.getByRole("button", { name: new RegExp(`^Status: ${to}`) }).waitFor()
}

/** Step 8: Publish, then Publish now, then OK in the browser's question ("Are you sure you want to publish this entry?"). */
async function publish(page: Page): Promise<void> {
  const asked: string[] = []
  page.once("dialog", (dialog) => {
    asked.push(dialog.type())
    void dialog.accept()
  })
  await page.getByRole("button", { name: "Publish", exact: true }).click()
  await page.getByRole("menuitem", { name: "Publish now" }).click()
  await expect.poll(() => asked).toEqual(["confirm"])
}

const editor = editorSession(() => {
  repo = mkdtempSync(path.join(tmpdir(), "cms-workflow-"))
  cpSync(path.join(root, "data"), path.join(repo, "data"), { recursive: true })
  const git = (...args: string[]) => execFileSync("git", args, { cwd: repo, stdio: "ignore" })
  git("init", "--quiet", "--initial-branch=main")
  git("add", ".")
  git("-c", "user.name=Test", "-c", "user.email=test@example.invalid", "commit", "--quiet", "-m", "data")
  return { dir: repo, mode: "git" }
})
afterAll(() => rmSync(repo, { recursive: true, force: true }))

describe("the review path in the editor", () => {
  it("refuses a save with a French field left empty before any draft exists: no branch, no draft to delete", async () => {
    const { page, context, problems } = await openEditor(editor.browser, editor.backend, "/collections/services/entries/referral")
    await localePane(page, "fr").getByLabel("Name", { exact: true }).fill("")
    await page.getByRole("button", { name: "Save" }).click()
    await page
      .getByText(/^A field that must be filled in is empty/)
      .first()
      .waitFor()
    // the toolbar still offers what a published entry offers, not "Delete unpublished entry"
    await expect(page.getByRole("button", { name: "Delete published entry" })).toBeVisible()
    await expect(page.getByRole("button", { name: "Delete unpublished entry" })).toHaveCount(0)
    expect(branches()).not.toContain("cms/services/referral")
    expect(problems.filter(notAbsentDraft)).toEqual([])
    await context.close()
  })

  it("keeps a saved change a draft on its own branch through In review and Ready, and Publish puts it on main", async () => {
    const { page, context, problems } = await openEditor(editor.browser, editor.backend)
    // 1: Contents, then the collection, then the entry
    await openFromContents(page, "Services", /^Specialist Referrals$/)
    // 2: the words of a field
    const changed = "Specialist Referrals and Requisitions"
    await localePane(page, "en").getByLabel("Name", { exact: true }).fill(changed)
    // 3: the preview, with the change, and its reading level
    const preview = await showPreview(page)
    await expect(
      preview.getByRole("navigation", { name: site.en.breadcrumbs.label }).getByText(changed, { exact: true }),
    ).toBeVisible()
    await expect(preview.getByRole("complementary", { name: "Reading level" })).toContainText("Easy enough to read")
    // 4: Save, and a draft on a branch of its own; the site's branch is as it was
    await save(page)
    await expect.poll(branches, { timeout: 30000 }).toContain("cms/services/referral")
    expect(onMain("data/services/referral.en.yaml")).not.toContain(changed)
    // 5: Status: Draft, then In review
    await setStatus(page, "Draft", "In review")
    expect(onMain("data/services/referral.en.yaml")).not.toContain(changed)
    // 6: the person who checks it approves it (not a medical page: nothing to do on the screen); 7: Ready
    await setStatus(page, "In review", "Ready")
    expect(onMain("data/services/referral.en.yaml")).not.toContain(changed)
    // 8: Publish, Publish now, OK
    await publish(page)
    await expect.poll(() => onMain("data/services/referral.en.yaml").includes(changed), { timeout: 30000 }).toBe(true)
    expect(problems.filter(notAbsentDraft)).toEqual([])
    await context.close()
  })

  it("opens a draft that changed the French file alone, takes it through review and publishes it", async () => {
    const staff = await openEditor(editor.browser, editor.backend)
    const { page } = staff
    // 1: Contents, then the collection, then the entry; a medical collection says a clinician reviews it first
    await openFromContents(page, "Conditions", /^Depression \(reviewed /)
    await expect(page.getByText(/Medical copy: a clinician.s review is required before publishing/).first()).toBeVisible({
      timeout: 60000,
    })
    // 2: the words of a field, in the French pane
    const french = localePane(page, "fr").getByLabel("Name", { exact: true })
    await french.waitFor({ timeout: 60000 })
    const edited = `${await french.inputValue()} (brouillon)`
    await french.fill(edited)
    // 3: the preview, switched to French: the French page with the change, its reading level in French
    const preview = await showPreview(page)
    await page.getByRole("button", { name: "Writing in EN", exact: true }).click()
    await page.getByRole("menuitem", { name: /^fr$/i }).click()
    await expect(
      preview.getByRole("navigation", { name: site.fr.breadcrumbs.label }).getByText(edited, { exact: true }),
    ).toBeVisible()
    await expect(preview.getByRole("complementary", { name: "Niveau de lecture" })).toContainText("Assez facile à lire")
    // 4: Save, and a draft on a branch of its own
    await save(page)
    await expect.poll(branches, { timeout: 30000 }).toContain("cms/conditions/depression")
    // 5: In review
    await setStatus(page, "Draft", "In review")
    expect(staff.problems.filter(notAbsentDraft)).toEqual([])
    await staff.context.close()

    // 6 (Medical pages need a clinician first): the clinician signs in, in a browser of their own, and opens the card on
    // the Workflow board: the draft opens again with what was typed
    const clinician = await openEditor(editor.browser, editor.backend)
    await clinician.page.getByRole("link", { name: "Workflow", exact: true }).click()
    await clinician.page.getByRole("link", { name: /^Conditions Depression/ }).click({ timeout: 60000 })
    await expect(localePane(clinician.page, "fr").getByLabel("Name", { exact: true })).toHaveValue(edited, { timeout: 60000 })
    // 7: the clinician sets it to Ready
    await setStatus(clinician.page, "In review", "Ready")
    // 8: the content lead publishes it (here in the clinician's browser)
    await publish(clinician.page)
    await expect.poll(() => onMain("data/conditions/depression.fr.yaml").includes(edited), { timeout: 30000 }).toBe(true)
    expect(onMain("data/conditions/depression.fr.yaml")).not.toMatch(/^reviewedBy:/m)
    expect(clinician.problems.filter(notAbsentDraft)).toEqual([])
    await clinician.context.close()
  })

  it("deletes a French-only draft's changes: its branch and its card go", async () => {
    const { page, context, problems } = await openEditor(
      editor.browser,
      editor.backend,
      "/collections/conditions/entries/anxiety",
    )
    const french = localePane(page, "fr").getByLabel("Name", { exact: true })
    await french.waitFor({ timeout: 60000 })
    await french.fill(`${await french.inputValue()} (à jeter)`)
    await page.getByRole("button", { name: "Save" }).click()
    await expect.poll(branches, { timeout: 30000 }).toContain("cms/conditions/anxiety")

    page.once("dialog", (dialog) => void dialog.accept())
    await page.getByRole("button", { name: "Delete unpublished changes" }).click()
    await expect.poll(branches, { timeout: 30000 }).not.toContain("cms/conditions/anxiety")
    await page.goto(url(`/admin/#/workflow`))
    await page.getByRole("heading", { name: /Drafts/ }).waitFor({ timeout: 60000 })
    await expect(page.getByRole("link", { name: /Anxiety/ })).toHaveCount(0)
    expect(problems.filter(notAbsentDraft)).toEqual([])
    await context.close()
  })

  it("says on a medical entry that a clinician reviews it before it is published", async () => {
    const { page, context } = await openEditor(editor.browser, editor.backend, "/collections/conditions/entries/acne")
    await page
      .getByText(/a clinician.s review is required before publishing/)
      .first()
      .waitFor({ timeout: 60000 })
    await context.close()
  })
})
