// Nothing lost or churned on save: one entry of each collection saved once through the editor (decap-server over a
// temporary copy of data/) changes exactly the line of the value changed; every comment of data/site.yaml, its legal
// notes included, is still there.
import { readFileSync } from "fs"
import path from "path"

import { editorSession, openEditor } from "./support/editor"
import { expect } from "./support/expect"

jest.setTimeout(120_000)

const editor = editorSession()

/** An entry of each collection, the file it is, and a one-line text field of it to change. */
const ENTRIES: Array<[collection: string, route: string, file: string, label: string]> = [
  ["site facts", "/collections/site/entries/site", "site.yaml", "Tagline"],
  [
    "interface words",
    "/collections/interface/entries/interface",
    "interface.yaml",
    "Link to jump past the menu (keyboard users)",
  ],
  ["services", "/collections/services/entries/referral", "services/referral.en.yaml", "Name"],
  ["conditions", "/collections/conditions/entries/acne", "conditions/acne.en.yaml", "Name"],
  ["medications", "/collections/medications/entries/amoxicillin", "medications/amoxicillin.en.yaml", "Name"],
  ["cities", "/collections/cities/entries/toronto", "cities/toronto.en.yaml", "City"],
  ["pages", "/collections/pages/entries/privacy-policy", "pages/privacy-policy.en.yaml", "Title"],
  ["reviewers", "/collections/reviewers/entries/reviewing-family-physician", "reviewers/reviewing-family-physician.yaml", "Name"],
]

/** The lines of `after` that differ from `before`'s at the same place, and whether the two have as many lines. */
const changes = (before: string, after: string) => {
  const a = before.split("\n")
  const b = after.split("\n")
  return { sameLength: a.length === b.length, changed: b.filter((line, index) => line !== a[index]) }
}

describe("a save through the editor", () => {
  it.each(ENTRIES)("%s: changes only the line of the value changed", async (_collection, route, file, label) => {
    const full = path.join(editor.backend.dir, "data", file)
    const before = readFileSync(full, "utf8")
    const { page, context, problems } = await openEditor(editor.browser, editor.backend, route)
    const field = page.getByLabel(label, { exact: true }).first()
    await field.waitFor({ timeout: 60000 })
    const value = `${await field.inputValue()} (edited)`
    await field.fill(value)
    await page.getByRole("button", { name: "Publish" }).click()
    await page.getByText("Publish now").click()
    // polled as a whole: decap-server's write may be read half done
    await expect
      .poll(() => changes(before, readFileSync(full, "utf8")), { timeout: 30000 })
      .toEqual({ sameLength: true, changed: [expect.stringContaining(value)] })
    expect(problems).toEqual([])
    await context.close()
  })

  it("kept every comment of data/site.yaml", () => {
    const comments = (text: string) => text.split("\n").filter((line) => line.trim().startsWith("#"))
    const original = readFileSync(path.join(__dirname, "..", "..", "data", "site.yaml"), "utf8")
    expect(comments(readFileSync(path.join(editor.backend.dir, "data", "site.yaml"), "utf8"))).toEqual(comments(original))
    expect(comments(original).length).toBeGreaterThan(20)
  })
})
