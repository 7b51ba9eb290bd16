// Issue 61: a half-typed request is not wiped by Back. Fill the form, follow the link under it to the Privacy Policy,
// come Back: every field holds what was typed, in both languages; the draft is the tab's only.
import type { Browser } from "playwright-core"

import { routeIn } from "../../src/lib/language"
import { LEAD_DRAFT_KEY } from "../../src/lib/lead-draft"
import { interfaceTextIn } from "../support/data"
import { launchBrowser, openPage, type TestPage, url } from "./support/browser"
import { hydrated } from "./support/interactions"

jest.setTimeout(60_000)

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

describe.each(["en", "fr"] as const)("a half-typed request (%s)", (language) => {
  const form = interfaceTextIn(language).leadForm
  const typed = { [form.name]: "Josée Tremblay", [form.email]: "josee@exemple.ca", [form.message]: "Mal de gorge" }

  it("survives following the Privacy Policy link and coming Back, and is kept in this tab only", async () => {
    const contact = url(routeIn("/contact", language))
    await tab.page.goto(contact)
    await hydrated(tab.page)
    for (const [label, value] of Object.entries(typed)) await tab.page.getByLabel(label, { exact: true }).fill(value)
    await tab.page.getByRole("main").getByRole("link", { name: form.privacyLink, exact: true }).click()
    await tab.page.waitForURL((address) => address.href !== contact)
    await tab.page.goBack()
    await tab.page.waitForURL(contact)
    // the form is mounted again, then given the draft: wait for the name to be back before reading every field
    await tab.page.waitForFunction(
      (name) => [...document.querySelectorAll("input")].some((control) => control.value === name),
      typed[form.name],
    )
    for (const [label, value] of Object.entries(typed))
      await expect(tab.page.getByLabel(label, { exact: true }).inputValue()).resolves.toBe(value)
    await expect(tab.page.getByLabel(form.phone, { exact: true }).inputValue()).resolves.toBe("")
    // in the tab's session storage, never in the browser's lasting storage or a cookie
    const kept = await tab.page.evaluate((key) => [localStorage.getItem(key), document.cookie], LEAD_DRAFT_KEY)
    expect(kept).toEqual([null, expect.not.stringContaining("Tremblay")])
    expect(tab.problems).toEqual([])
  })
})
