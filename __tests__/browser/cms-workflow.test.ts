// The review path, rehearsed as `npm run cms -- --workflow` runs it: decap-server in git mode over a Git repository
// (here a temporary one holding a copy of data/), where a save is a draft on a branch of its own and only Publish,
// after In review and Ready, puts the change on the site's branch. The medical collections say a clinician reviews.
import { execFileSync } from "child_process"
import { cpSync, mkdtempSync, rmSync } from "fs"
import { tmpdir } from "os"
import path from "path"

import { editorSession, localePane, openEditor } from "./support/editor"
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
    const { page, context } = await openEditor(editor.browser, editor.backend, "/collections/services/entries/referral")
    const name = localePane(page, "en").getByLabel("Name", { exact: true })
    await name.fill("Specialist Referrals and Requisitions")
    await page.getByRole("button", { name: "Save" }).click()
    await expect.poll(branches, { timeout: 30000 }).toContain("cms/services/referral")
    expect(onMain("data/services/referral.en.yaml")).not.toContain("Specialist Referrals and Requisitions")

    for (const status of ["In review", "Ready"]) {
      await page.getByRole("button", { name: /^Status:/ }).click()
      await page.getByRole("menuitem", { name: status }).click()
      await page.getByRole("button", { name: new RegExp(`^Status: ${status}`) }).waitFor()
      expect(onMain("data/services/referral.en.yaml")).not.toContain("Specialist Referrals and Requisitions")
    }
    // Decap asks "Are you sure you want to publish this entry?" in the browser's confirm
    page.once("dialog", (dialog) => void dialog.accept())
    await page.getByRole("button", { name: "Publish", exact: true }).click()
    await page.getByRole("menuitem", { name: "Publish now" }).click()
    await expect
      .poll(() => onMain("data/services/referral.en.yaml").includes("Specialist Referrals and Requisitions"), { timeout: 30000 })
      .toBe(true)
    await context.close()
  })

  it("opens a draft that changed the French file alone, takes it through review and publishes it", async () => {
    const route = "/collections/conditions/entries/depression"
    const { page, context, problems } = await openEditor(editor.browser, editor.backend, route)
    const french = localePane(page, "fr").getByLabel("Name", { exact: true })
    await french.waitFor({ timeout: 60000 })
    const edited = `${await french.inputValue()} (brouillon)`
    await french.fill(edited)
    await page.getByRole("button", { name: "Save" }).click()
    await expect.poll(branches, { timeout: 30000 }).toContain("cms/conditions/depression")

    // the draft opens again with what was typed, from the workflow's board as from its address
    await page.goto("about:blank")
    await page.goto(url(`/admin/#/workflow`))
    await page.getByRole("link", { name: /^Conditions Depression/ }).click({ timeout: 60000 })
    await expect(localePane(page, "fr").getByLabel("Name", { exact: true })).toHaveValue(edited, { timeout: 60000 })
    await page.getByRole("button", { name: /^Status: Draft/ }).waitFor()

    for (const status of ["In review", "Ready"]) {
      await page.getByRole("button", { name: /^Status:/ }).click()
      await page.getByRole("menuitem", { name: status }).click()
      await page.getByRole("button", { name: new RegExp(`^Status: ${status}`) }).waitFor()
    }
    page.once("dialog", (dialog) => void dialog.accept())
    await page.getByRole("button", { name: "Publish", exact: true }).click()
    await page.getByRole("menuitem", { name: "Publish now" }).click()
    await expect.poll(() => onMain("data/conditions/depression.fr.yaml").includes(edited), { timeout: 30000 }).toBe(true)
    expect(onMain("data/conditions/depression.fr.yaml")).not.toMatch(/^reviewedBy:/m)
    expect(problems.filter(notAbsentDraft)).toEqual([])
    await context.close()
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
