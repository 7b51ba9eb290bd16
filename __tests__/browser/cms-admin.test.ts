import { readdirSync, readFileSync } from "fs"
import path from "path"

import { COLLECTIONS } from "../../gatsby/content/cms-config"
import { validateDataFile } from "../../gatsby/checks/entry-validation"
import { builtPage } from "./support/built-site"
import { BUILT_BACKEND_URL, editorSession, localePane, openEditor, savedYaml } from "./support/editor"
import { expect } from "./support/expect"
import { entryFile, parseData } from "../../gatsby/content/data-files"

const root = path.resolve(__dirname, "../..")
/** The name of the clinician who reviewed a condition, as its data/ files give it. */
const reviewerName = (condition: string): string => {
  const read = (file: string) => parseData(readFileSync(path.join(root, "data", file), "utf8")) as Record<string, string>
  return read(entryFile("reviewers", read(entryFile("conditions", condition)).reviewedBy)).name
}
const editor = editorSession()

describe("the content editor at /admin", () => {
  it("is kept out of search engines' indexes and runs under its own policy", () => {
    const html = builtPage("/admin")
    expect(html.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("none")
    expect(html.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute("content")).toContain(
      `connect-src 'self' blob: ${new URL(BUILT_BACKEND_URL).origin}`,
    )
  })

  it("opens on this machine's decap-server and lists every collection, with no console error", async () => {
    const { page, problems } = await openEditor(editor.browser, editor.backend)
    for (const meta of Object.values(COLLECTIONS))
      await page.getByRole("link", { name: meta.label, exact: true }).first().waitFor({ timeout: 60000 })
    expect(problems).toEqual([])
    await page.context().close()
  }, 90000)

  it("saves an edit of the site's facts into data/site.yaml, which the build still accepts", async () => {
    // opened at its address, as the other editor tests do: clicking through the list raced the list's rendering on a
    // busy machine (the click landed before the entry's card was there, and the form never opened)
    const { page, problems } = await openEditor(editor.browser, editor.backend, "/collections/site/entries/site")
    const tagline = page.getByLabel("Tagline", { exact: true })
    await tagline.waitFor({ timeout: 60000 })
    const edited = "Doctors online across Ontario, edited in the editor"
    await tagline.fill(edited)
    // decap-server's file mode publishes at once (no editorial workflow on this machine)
    await page.getByRole("button", { name: "Publish" }).click()
    await page.getByText("Publish now").click()
    type Site = { brand: { tagline: string } }
    const file = path.join(editor.backend.dir, "data", "site.yaml")
    // the rewrite keeps every other value (comments and key order are Decap's: docs/editing.md)
    const before = parseData(readFileSync(path.join(root, "data", "site.yaml"), "utf8")) as Site
    const expected = { ...before, brand: { ...before.brand, tagline: edited } }
    await expect.poll(() => savedYaml<Site>(file), { timeout: 30000 }).toEqual(expected)
    expect(validateDataFile("site.yaml", savedYaml<Site>(file))).toEqual([])
    expect(problems).toEqual([])
    await page.context().close()
  }, 120000)

  it("offers the icons as pictures named in words, and saves the one picked by its picture", async () => {
    const { page, problems } = await openEditor(editor.browser, editor.backend)
    const sprite = page.waitForResponse((response) => new URL(response.url()).pathname === "/icons.svg")
    await page.goto(page.url().replace(/#.*/, "#/collections/services/entries/referral"))
    const icons = localePane(page, "en").getByRole("radiogroup", { name: "Icon", exact: true })
    await expect(icons.getByRole("radio", { name: "File text", exact: true })).toBeChecked({ timeout: 60000 })
    // the pictures are the site's own drawings, from its sprite
    expect((await sprite).status()).toBe(200)
    await icons.getByText("Calendar check", { exact: true }).click()
    await page.getByRole("button", { name: "Publish" }).click()
    await page.getByText("Publish now").click()
    const file = path.join(editor.backend.dir, "data", entryFile("services", "referral"))
    await expect.poll(() => savedYaml<{ icon: string }>(file)?.icon, { timeout: 30000 }).toBe("CalendarCheck")
    expect(problems).toEqual([])
    await page.context().close()
  }, 120000)

  it("opens a medical entry in both languages with no unsaved change; choosing another reviewer is one", async () => {
    const { page, problems } = await openEditor(editor.browser, editor.backend, "/collections/conditions/entries/depression")
    await localePane(page, "fr").getByLabel("Name", { exact: true }).waitFor({ timeout: 60000 })
    // the reviewer's picker shows the reviewer's name once it has loaded its options
    await page.getByText(reviewerName("depression"), { exact: true }).first().waitFor()
    await expect(page.getByText("Unsaved changes", { exact: false })).toHaveCount(0)
    // choosing another reviewer is a change
    const other = readdirSync(path.join(root, "data", "reviewers"))
      .filter((file) => file.endsWith(".yaml"))
      .map((file) => (parseData(readFileSync(path.join(root, "data", "reviewers", file), "utf8")) as { name: string }).name)
      .find((name) => name !== reviewerName("depression"))!
    await localePane(page, "en").getByText(reviewerName("depression"), { exact: true }).click()
    await page.getByText(other, { exact: true }).click()
    await expect(page.getByText("Unsaved changes", { exact: false })).toHaveCount(1)
    expect(problems).toEqual([])
    await page.context().close()
  }, 120000)

  it("saves a condition opened beside its French pane with no shared field in the French file, which the build accepts", async () => {
    const slug = "depression"
    const { page, problems } = await openEditor(editor.browser, editor.backend, `/collections/conditions/entries/${slug}`)
    const french = localePane(page, "fr")
    const name = french.getByLabel("Name", { exact: true })
    await name.waitFor({ timeout: 60000 })
    const edited = `${await name.inputValue()} (modifié)`
    await name.fill(edited)
    await page.getByRole("button", { name: "Publish" }).click()
    await page.getByText("Publish now").click()
    type Entry = Record<string, unknown> & { name: string }
    const file = (language: "en" | "fr") => path.join(editor.backend.dir, "data", entryFile("conditions", slug, language))
    await expect.poll(() => savedYaml<Entry>(file("fr"))?.name, { timeout: 30000 }).toBe(edited)
    expect(validateDataFile(entryFile("conditions", slug, "fr"), savedYaml(file("fr")), savedYaml(file("en")))).toEqual([])
    expect(problems).toEqual([])
    await page.context().close()
  }, 120000)
})
