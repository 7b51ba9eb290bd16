// New entries in the editor: each collection's preview shows a new, empty entry with placeholders (no crash), site
// facts and interface words preview as the contact card and footer they change, a page as its page, and a new entry
// is saved unconfirmed (confirmed: false), so the launch check lists it.
import path from "path"
import type { FrameLocator } from "playwright-core"

import { COLLECTIONS } from "../../gatsby/content/cms-config"
import { launchFindings } from "../../gatsby/checks/launch-check"
import { interfaceText, loadDataFile, loadSite } from "../support/data"
import { type EditorPage, editorSession, openEditor, savedYaml, showPreview } from "./support/editor"
import { expect } from "./support/expect"

jest.setTimeout(120_000)

const session = editorSession()

const DECAP_ERROR = "There's been an error"

/** The editor at `route`, and its preview frame once the preview has rendered a page (support/editor.ts). */
async function editorAt(route: string): Promise<EditorPage & { preview: FrameLocator }> {
  const editor = await openEditor(session.browser, session.backend, route)
  return { ...editor, preview: await showPreview(editor.page) }
}

const creatable = Object.values(COLLECTIONS).filter((meta) => !["site", "interface"].includes(meta.name))

describe("the preview of a new entry", () => {
  it.each(creatable.map((meta) => meta.name))("%s: renders with placeholders and no error", async (name) => {
    const { page, context, problems, preview } = await editorAt(`/collections/${name}/new`)
    await page.getByLabel("Web address name", { exact: true }).fill("a-new-entry")
    await preview
      .getByText(/\[[A-Z][a-z ]+\]/)
      .first()
      .waitFor()
    expect(await page.getByText(DECAP_ERROR).count()).toBe(0)
    expect(problems).toEqual([])
    await context.close()
  })
})

describe("previews that look like what they change", () => {
  const site = loadSite<{ brand: { name: string }; phone: string }>()

  it("site facts: the contact card and the footer, with the phone as it is typed", async () => {
    const { page, context, problems, preview } = await editorAt("/collections/site/entries/site")
    await preview.getByRole("link", { name: site.phone }).first().waitFor()
    await page.getByLabel("Phone", { exact: true }).first().fill("1-888-555-0199")
    await preview.getByRole("link", { name: "1-888-555-0199" }).first().waitFor()
    // the footer, inside the preview's main region (so no contentinfo landmark), shows the number too
    await expect(preview.locator("footer").getByRole("link", { name: "1-888-555-0199" })).toHaveCount(1)
    expect(problems).toEqual([])
    await context.close()
  })

  // issue 62: one Backspace in the phone showed Decap's error screen, which stayed after the number was mended
  it("site facts: a phone typed halfway shows without a link and a note, never an error, and links again once whole", async () => {
    const { page, context, problems, preview } = await editorAt("/collections/site/entries/site")
    await preview.getByRole("link", { name: site.phone }).first().waitFor()
    const phone = page.getByLabel("Phone", { exact: true }).first()
    await phone.click()
    await phone.press("End")
    await phone.press("Backspace")
    await preview.getByRole("complementary", { name: "Not shown yet" }).waitFor()
    // the number as typed, in the footer too, but no link to call it
    await expect(preview.locator("footer")).toContainText(site.phone.slice(0, -1))
    await expect(preview.getByRole("link", { name: site.phone.slice(0, -1), exact: true })).toHaveCount(0)
    expect(await page.getByText(DECAP_ERROR).count()).toBe(0)
    await phone.fill(site.phone)
    await preview.getByRole("link", { name: site.phone }).first().waitFor()
    await expect(preview.getByRole("complementary", { name: "Not shown yet" })).toHaveCount(0)
    expect(problems).toEqual([])
    await context.close()
  })

  it("interface words: the contact card's heading as it is typed", async () => {
    const { page, context, problems, preview } = await editorAt("/collections/interface/entries/interface")
    await preview.locator("footer").waitFor()
    // several groups have a "Heading": the contact card's is the one holding its heading
    const heading = page.locator(`input[value="${interfaceText().contactCard.heading}"]`)
    await heading.fill("Talk to the clinic")
    await preview.getByRole("heading", { name: "Talk to the clinic" }).waitFor()
    expect(problems).toEqual([])
    await context.close()
  })

  it("a page: the page itself, its title as it is typed", async () => {
    const { page, context, problems, preview } = await editorAt("/collections/pages/entries/how-it-works")
    const title = page.getByLabel("Title", { exact: true }).nth(1)
    await title.fill("How a visit works, edited")
    await preview.getByRole("heading", { level: 1, name: "How a visit works, edited" }).waitFor()
    expect(problems).toEqual([])
    await context.close()
  })
})

describe("a page's form (issue 62)", () => {
  it("offers the groups that page has: the privacy policy's legal sections, no medication categories", async () => {
    const { page, context, problems } = await editorAt("/collections/pages/entries/privacy-policy")
    // a field's label reads "Legal sections (optional)"
    const label = (words: string) => page.locator("label", { hasText: new RegExp(`^${words}`) }).first()
    await expect(label("Legal sections")).toBeVisible()
    await expect(label("Medication categories")).toBeHidden()
    await expect(label("Service boxes")).toBeHidden()
    expect(problems).toEqual([])
    await context.close()
  })
})

describe("the French preview (issue 62)", () => {
  const frenchSite = loadDataFile("site.fr.yaml") as { breadcrumbs: { home: string } }

  it("is the French page: links to the French pages, the reading level in French with LIX said in a line", async () => {
    const { page, context, problems, preview } = await editorAt("/collections/conditions/entries/anxiety")
    await page.getByRole("button", { name: "Writing in EN", exact: true }).click()
    await page.getByRole("menuitem", { name: /^fr$/i }).click()
    const note = preview.getByRole("complementary", { name: "Niveau de lecture" })
    await expect(note).toContainText("Mesuré sur le texte français")
    await expect(note).toContainText("Le LIX additionne le nombre moyen de mots par phrase")
    await expect(preview.getByRole("link", { name: frenchSite.breadcrumbs.home, exact: true }).first()).toHaveAttribute(
      "href",
      "/fr",
    )
    const internal = await preview
      .locator('main a[href^="/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""))
    expect(internal.length).toBeGreaterThan(0)
    expect(internal.filter((href) => !href.startsWith("/fr"))).toEqual([])
    expect(problems).toEqual([])
    await context.close()
  })
})

describe("a new entry saved from the editor", () => {
  it("is written unconfirmed, so the launch check lists it", async () => {
    const { page, context, problems } = await openEditor(session.browser, session.backend, "/collections/reviewers/new")
    const fields: Record<string, string> = {
      "Web address name": "new-reviewer",
      Name: "Dr. New Reviewer",
      Credentials: "MD, CCFP",
      "Licensing body (college)": "College of Physicians and Surgeons of Ontario",
      "Registration number": "99999",
      Biography: "Family physician.",
    }
    for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value)
    await page.getByRole("button", { name: "Publish" }).click()
    await page.getByText("Publish now").click()
    const file = path.join(session.backend.dir, "data", "reviewers", "new-reviewer.yaml")
    await expect.poll(() => savedYaml<{ confirmed?: boolean }>(file)?.confirmed, { timeout: 30000 }).toBe(false)
    const written = savedYaml(file)
    expect(launchFindings({ "reviewers/new-reviewer.yaml": written }, {})).toContain(
      "data/reviewers/new-reviewer.yaml: (whole entry): placeholder, not confirmed for launch (confirmed: false)",
    )
    expect(problems).toEqual([])
    await context.close()
  })
})
