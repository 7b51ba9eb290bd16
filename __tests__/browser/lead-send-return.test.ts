// Issue 61: a visitor who leaves the contact page while the request is sending (a reload, a link) is told on return
// whether it was sent, keeps what they typed, and the form sends no duplicate while the first is on its way.
import type { Browser } from "playwright-core"

import { routeIn } from "../../src/lib/language"
import { interfaceTextIn } from "../support/data"
import { launchBrowser, openPage, type TestPage, url } from "./support/browser"
import { expect } from "./support/expect"
import { type FakeEmailJs, startFakeEmailJs } from "./support/fake-emailjs"
import { hydrated } from "./support/interactions"

jest.setTimeout(90_000)

let browser: Browser
let tab: TestPage
let fake: FakeEmailJs
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser.close()
})
beforeEach(async () => {
  // EmailJS holds every answer until the test has seen the page mid-send
  fake = await startFakeEmailJs({ status: 200, text: "OK", hold: true })
  tab = await openPage(browser, "desktop")
})
afterEach(async () => {
  await tab.context.close()
  await fake.close()
})

/** The words of a notice before its first slot: what a person reads first. */
const opening = (words: string) => words.split("{")[0].trim()

describe.each(["en", "fr"] as const)("leaving the form while it sends (%s)", (language) => {
  const form = interfaceTextIn(language).leadForm
  const contact = url(routeIn("/contact", language))
  const typed = {
    [form.name]: "Josée Tremblay",
    [form.email]: "josee@exemple.ca",
    [form.phone]: "514 555-1234",
    [form.message]: "Mal de gorge",
  }

  /** Fills the form and sends it; returns once EmailJS has the request, which it holds. */
  const sendHeld = async () => {
    const { page } = tab
    await page.goto(contact)
    await hydrated(page)
    for (const [label, value] of Object.entries(typed)) await page.getByLabel(label, { exact: true }).fill(value)
    await page.getByRole("button", { name: form.submit, exact: true }).click()
    await expect.poll(() => fake.requests.length).toBe(1)
  }

  it("after a reload mid-send, says it cannot tell whether the request arrived, and keeps every word", async () => {
    const { page } = tab
    await sendHeld()
    await page.reload()
    await hydrated(page)
    await expect(page.getByText(opening(form.sendInterrupted))).toBeVisible()
    for (const [label, value] of Object.entries(typed)) await expect(page.getByLabel(label, { exact: true })).toHaveValue(value)
    expect(fake.requests).toHaveLength(1)
    expect(tab.problems).toEqual([])
  })

  it("after a link and Back mid-send, says it is still sending, sends no second, then says when it was sent", async () => {
    const { page } = tab
    await sendHeld()
    await page.getByRole("main").getByRole("link", { name: form.privacyLink, exact: true }).click()
    await page.waitForURL((address) => address.href !== contact)
    // the address changes before the next page is drawn: Back only once the form has gone
    await expect(page.getByLabel(form.name, { exact: true })).toHaveCount(0)
    await page.goBack()
    await page.waitForURL(contact)
    const main = page.getByRole("main")
    await expect(main).toContainText(form.stillSending)
    // a second press while the first is on its way: nothing more reaches EmailJS
    await page.getByRole("button", { name: form.submit, exact: true }).click()
    fake.release()
    await expect(main).toContainText(opening(form.sentEarlier))
    await expect(main).not.toContainText(form.stillSending)
    expect(fake.requests).toHaveLength(1)
    expect(tab.problems).toEqual([])
  })
})
