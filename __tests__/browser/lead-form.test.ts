import { readFileSync } from "fs"
import path from "path"
import type { Browser, BrowserContext, Page } from "playwright-core"

import { formatHours, type HoursSlot } from "../../src/lib/opening-hours"
import { interfaceText, siteData } from "../support/data"
import { messageNotSentTitle } from "./routes"
import { EMAIL_ORIGIN, launchBrowser, openPage, type TestPage, url } from "./support/browser"
import { expect } from "./support/expect"
import { type FakeEmailJs, settled, startFakeEmailJs } from "./support/fake-emailjs"
import { hydrated } from "./support/interactions"
import { waitUntil } from "./support/settle"
import env from "./support/test-env.json"

const root = path.resolve(__dirname, "..", "..")
const libVersion = JSON.parse(readFileSync(path.join(root, "node_modules/@emailjs/browser/package.json"), "utf8"))
  .version as string

const lead = { name: "Jane Doe", email: "jane@example.com", phone: "416-555-1234", message: "Sore throat" }
const { leadForm: form, toasts: toastText } = interfaceText()
const labels = { name: form.name, email: form.email, phone: form.phone, message: form.message }
/** A word of data/interface.yaml inside a pattern, taken literally. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
/** The words of a sentence before its first slot ({callUs}), which the site fills with a link. */
const opening = (text: string) => literally(text.split("{")[0].trim())
const MESSAGES = [
  "Name must be at least 2 characters.",
  "Please enter a valid email address.",
  "Please enter a valid phone number.",
]
const EXPECTED_FAILURE_LOGS = [/The lead form could not send the message/, /Failed to load resource/]

const field = (page: Page, name: keyof typeof labels) => page.getByLabel(labels[name], { exact: true })

/** /contact, once React has hydrated it (before that, a click would submit the bare HTML form). */
const openContact = async (testPage: TestPage) => {
  await testPage.page.goto(url("/contact"))
  await hydrated(testPage.page)
}

const fillLead = async (page: Page) => {
  for (const name of Object.keys(labels) as Array<keyof typeof labels>) await field(page, name).fill(lead[name])
}

const conversions = (page: Page) =>
  page.evaluate(
    () =>
      ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).filter(
        (entry) => entry[0] === "event" && entry[1] === "lead_form_submit",
      ).length,
  )

const toasts = (page: Page) => page.getByRole("region", { name: toastText.regionLabel })

// Chromium, a build and other test runs share two cores, and the fake EmailJS may wait for another file's to finish.
jest.setTimeout(90_000)

describe("the lead form on /contact", () => {
  let browser: Browser
  let fake: FakeEmailJs | undefined
  let testPage: TestPage

  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser.close()
  })
  beforeEach(async () => {
    testPage = await openPage(browser)
  })
  afterEach(async () => {
    await testPage.context.close()
    const running = fake
    fake = undefined
    await running?.close()
  })

  it("on an empty submit shows the three messages, focuses Name and sends nothing", async () => {
    fake = await startFakeEmailJs({ status: 200, text: "OK" })
    await openContact(testPage)
    const { page } = testPage
    await page.getByRole("button", { name: form.submit }).click()
    for (const message of MESSAGES) await expect(page.getByText(message)).toBeVisible()
    await expect(field(page, "name")).toHaveAttribute("aria-invalid", "true")
    await expect(field(page, "name")).toBeFocused()
    expect(fake.requests).toHaveLength(0)
    await expect.poll(() => conversions(page)).toBe(0)
    expect(testPage.problems).toEqual([])
  })

  it("sends a valid lead once with EmailJS's exact body, thanks the visitor, resets and counts one conversion", async () => {
    // EmailJS answers only once the test has seen the send under way: a delay was overtaken on a busy machine.
    fake = await startFakeEmailJs({ status: 200, text: "OK", hold: true })
    await openContact(testPage)
    const { page } = testPage
    await fillLead(page)
    await page.getByRole("button", { name: form.submit }).click()
    const busy = page.getByRole("button", { name: form.submitting })
    // unavailable while sending, and still focused: a disabled button would drop its focus to the page
    await expect(busy).toHaveAttribute("aria-disabled", "true")
    await expect(busy).toBeFocused()
    // A second submit (Enter in a field) while the first is in flight sends nothing.
    await field(page, "phone").press("Enter")
    await expect.poll(() => fake!.requests.length).toBe(1)
    await expect(busy).toHaveAttribute("aria-disabled", "true")
    fake.release()

    const toast = toasts(page).getByRole("status")
    await expect(toast).toHaveText(new RegExp(`^${literally(toastText.success)}.*${literally(toastText.sent)}`))
    // Another send, from the Enter, would have reached the fake before the page's own mark.
    await settled(page, fake)
    expect(fake.requests).toHaveLength(1)
    expect(fake.requests[0].contentType).toBe("application/json")
    expect(JSON.parse(fake.requests[0].body)).toEqual({
      lib_version: libVersion,
      user_id: env.build.GATSBY_EMAILJS_PUBLIC_KEY,
      service_id: env.build.GATSBY_EMAILJS_SERVICE_ID,
      template_id: env.build.GATSBY_EMAILJS_TEMPLATE_ID,
      template_params: {
        from_name: lead.name,
        from_email: lead.email,
        phone_number: lead.phone,
        // the spec's body, the message ending on the line that tells staff the lead's language (DECISIONS.md)
        message: "Sore throat\n\nLanguage: English",
        to_email: env.build.GATSBY_LEADS_TO_EMAIL,
      },
    })
    for (const name of Object.keys(labels) as Array<keyof typeof labels>) await expect(field(page, name)).toHaveValue("")
    await expect.poll(() => conversions(page)).toBe(1)

    await page.keyboard.press("Alt+t")
    await expect(toast).toBeFocused()
    expect(testPage.problems).toEqual([])
  })

  it("sends to the build's EmailJS and to_email whatever the query string, injected fields or typed values say", async () => {
    fake = await startFakeEmailJs({ status: 200, text: "OK" })
    const evil = "evil@attacker.test"
    const { page } = testPage
    const posts: string[] = []
    page.on("request", (request) => request.method() === "POST" && posts.push(request.url()))
    await page.goto(url(`/contact?to_email=${evil}&origin=https://attacker.test&service_id=evil&bcc=${evil}`))
    await hydrated(page)
    // A tampered page: fields the form does not have, named as EmailJS's parameters.
    await page.evaluate((address) => {
      const form = document.querySelector("form")!
      for (const name of ["to_email", "bcc", "reply_to", "service_id", "template_id", "user_id", "origin"]) {
        const input = Object.assign(document.createElement("input"), { type: "hidden", name, value: address })
        form.append(input)
      }
    }, evil)
    const typed = {
      ...lead,
      name: `Jane Doe, ${evil}`,
      message: `Sore throat\r\nBcc: ${evil}\r\nto_email=${evil}`,
    }
    for (const name of Object.keys(labels) as Array<keyof typeof labels>) await field(page, name).fill(typed[name])
    await page.getByRole("button", { name: form.submit }).click()
    await expect(toasts(page).getByRole("status")).toHaveText(/Your message has been sent!/)

    expect(posts).toEqual([`${env.build.GATSBY_EMAILJS_ORIGIN}/api/v1.0/email/send`])
    expect(fake.requests).toHaveLength(1)
    const body = JSON.parse(fake.requests[0].body)
    expect(body).toMatchObject({
      user_id: env.build.GATSBY_EMAILJS_PUBLIC_KEY,
      service_id: env.build.GATSBY_EMAILJS_SERVICE_ID,
      template_id: env.build.GATSBY_EMAILJS_TEMPLATE_ID,
    })
    expect(body.template_params).toEqual({
      from_name: typed.name,
      from_email: typed.email,
      phone_number: typed.phone,
      // A textarea's value has plain line feeds; the language line comes after what was typed.
      message: `${typed.message.replace(/\r\n/g, "\n")}\n\nLanguage: English`,
      to_email: env.build.GATSBY_LEADS_TO_EMAIL,
    })
    expect(testPage.problems).toEqual([])
  })

  it("refuses a second lead within 10 seconds with a message to wait, sending nothing", async () => {
    fake = await startFakeEmailJs({ status: 200, text: "OK" })
    await openContact(testPage)
    const { page } = testPage
    await fillLead(page)
    await page.getByRole("button", { name: form.submit }).click()
    await expect(toasts(page).getByRole("status")).toBeVisible()
    // The button keeps its focus through the send.
    await expect(page.getByRole("button", { name: form.submit })).toBeFocused()
    await fillLead(page)
    await page.getByRole("button", { name: form.submit }).click()
    const alert = toasts(page).getByRole("alert")
    await expect(alert).toHaveText(/please wait/i)
    expect(fake.requests).toHaveLength(1)
    await expect.poll(() => conversions(page)).toBe(1)
    await expect(field(page, "name")).toHaveValue(lead.name)
  })

  const expectFailure = async (page: Page) => {
    const alert = toasts(page).getByRole("alert")
    await expect(alert).toHaveText(new RegExp(`^${literally(toastText.error)}.*${literally(toastText.failed)}`))
    await expect(alert.getByRole("link", { name: "1-844-222-7200" })).toHaveAttribute("href", "tel:+18442227200")
    for (const name of Object.keys(labels) as Array<keyof typeof labels>) await expect(field(page, name)).toHaveValue(lead[name])
    await expect.poll(() => conversions(page)).toBe(0)
    expect(testPage.problems.some((problem) => EXPECTED_FAILURE_LOGS[0].test(problem))).toBe(true)
    expect(testPage.problems.filter((problem) => !EXPECTED_FAILURE_LOGS.some((re) => re.test(problem)))).toEqual([])
  }

  it("when EmailJS answers 500, shows the error toast with the phone and keeps every value", async () => {
    fake = await startFakeEmailJs({ status: 500, text: "Internal Server Error" })
    await openContact(testPage)
    await fillLead(testPage.page)
    await testPage.page.getByRole("button", { name: form.submit }).click()
    await expectFailure(testPage.page)
    expect(fake.requests).toHaveLength(1)
  })

  it("when EmailJS cannot be reached, shows the error toast with the phone and keeps every value", async () => {
    // Refused in the browser: the fake's port is shared, and another file's fake may be listening on it right now.
    await testPage.page.route(`${EMAIL_ORIGIN}/**`, (route) => route.abort("connectionrefused"))
    await openContact(testPage)
    await fillLead(testPage.page)
    await testPage.page.getByRole("button", { name: form.submit }).click()
    await expectFailure(testPage.page)
  })
})

const site = siteData<{ phone: { display: string; href: string }; hours: HoursSlot[] }>()

/** A URL that carries none of the lead's values, in any encoding, and no query string or fragment at all. */
const expectCleanUrl = (address: string) => {
  const { search, hash } = new URL(address)
  expect([search, hash]).toEqual(["", ""])
  for (const value of Object.values(lead))
    for (const form of [value, encodeURIComponent(value), value.replace(/ /g, "+")]) expect(address).not.toContain(form)
}

/** The site's own scripts (Gatsby's chunks), as opposed to the page and its data. */
const isSiteScript = (address: string) => address.startsWith(url("/")) && new URL(address).pathname.endsWith(".js")

/**
 * Holds the site's scripts back until the returned function is called; those matching `later` are held until its
 * `until` settles too (a state the test waits for, never a pause: a pause can be overtaken on a busy machine).
 */
const holdSiteScripts = async (context: BrowserContext, later?: { pattern: RegExp; until: Promise<unknown> }) => {
  let release: () => void = () => undefined
  const arrived = new Promise<void>((resolve) => (release = resolve))
  await context.route(
    (address) => isSiteScript(address.toString()),
    async (route) => {
      await arrived
      if (later?.pattern.test(route.request().url())) await later.until
      await route.continue()
    },
  )
  return release
}

describe("the lead form before its scripts have arrived", () => {
  let browser: Browser
  let fake: FakeEmailJs
  let testPage: TestPage

  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser.close()
  })
  beforeEach(async () => {
    fake = await startFakeEmailJs({ status: 200, text: "OK" })
  })
  afterEach(async () => {
    await testPage?.context.close()
    await new Promise((resolve) => fake.server.close(resolve))
  })

  it("with JavaScript off, says so with the phone and hours before anyone types, and posts to a page that says it was not sent", async () => {
    testPage = await openPage(browser, "desktop", { javaScriptEnabled: false })
    const { page } = testPage
    const requests: Array<{ method: string; address: string }> = []
    page.on("request", (request) => requests.push({ method: request.method(), address: request.url() }))
    await page.goto(url("/contact"))
    const notice = page.getByText(new RegExp(opening(form.noScript)))
    await expect(notice.isVisible()).resolves.toBe(true)
    const text = await notice.textContent()
    expect(text).toContain(site.phone.display)
    for (const line of formatHours(site.hours)) expect(text).toContain(line)
    await fillLead(page)
    await Promise.all([page.waitForURL(url("/message-not-sent")), page.getByRole("button", { name: form.submit }).click()])
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(messageNotSentTitle)
    await expect(page.getByRole("link", { name: `Call ${site.phone.display}` }).getAttribute("href")).resolves.toBe(
      site.phone.href,
    )
    expect(requests.filter((request) => request.method === "POST").map((request) => request.address)).toEqual([
      url("/message-not-sent"),
    ])
    for (const request of requests) expectCleanUrl(request.address)
    expect(fake.requests).toHaveLength(0)
  })

  it("with the app's scripts blocked, says in place that the message was not sent, with the phone, and keeps the values", async () => {
    testPage = await openPage(browser)
    const { page, context } = testPage
    await context.route(
      (address) => isSiteScript(address.toString()),
      (route) => route.abort(),
    )
    await page.goto(url("/contact"))
    await fillLead(page)
    await page.getByRole("button", { name: form.submit }).click()
    const alert = page.getByRole("alert")
    await alert.waitFor()
    await expect(alert.textContent()).resolves.toMatch(new RegExp(opening(form.notSent)))
    await expect(alert.getByRole("link", { name: site.phone.display }).getAttribute("href")).resolves.toBe(site.phone.href)
    expect(page.url()).toBe(url("/contact"))
    for (const name of Object.keys(labels) as Array<keyof typeof labels>)
      await expect(field(page, name).inputValue()).resolves.toBe(lead[name])
    expect(fake.requests).toHaveLength(0)
  })

  it("with the app's scripts slow, holds the submit and sends it once, with one conversion, when they arrive", async () => {
    testPage = await openPage(browser)
    const { page, context, problems } = testPage
    const release = await holdSiteScripts(context)
    await page.goto(url("/contact"), { waitUntil: "domcontentloaded" })
    await fillLead(page)
    await page.getByRole("button", { name: form.submit }).click()
    await page.getByText(form.waiting).waitFor()
    expect(page.url()).toBe(url("/contact"))
    release()

    const toast = toasts(page).getByRole("status")
    await toast.waitFor()
    await expect(toast.textContent()).resolves.toMatch(new RegExp(literally(toastText.sent)))
    expect(JSON.parse(fake.requests[0].body).template_params).toMatchObject({
      from_name: lead.name,
      from_email: lead.email,
      phone_number: lead.phone,
      message: `${lead.message}\n\nLanguage: English`,
    })
    // Another submit of the held one would have reached the fake before the page's own mark.
    await settled(page, fake)
    expect(fake.requests).toHaveLength(1)
    await expect(conversions(page)).resolves.toBe(1)
    await expect(page.getByText(form.waiting).isVisible()).resolves.toBe(false)
    expectCleanUrl(page.url())
    expect(problems).toEqual([])
  })

  it("with the app's scripts slow, thanks the visitor no later than it empties the form", async () => {
    testPage = await openPage(browser)
    const { page, context, problems } = testPage
    // The toasts' code comes last and slowest, as on a slow connection: only once the lead has reached EmailJS.
    let toastsArrive: () => void = () => undefined
    const toastsHeld = new Promise<void>((resolve) => (toastsArrive = resolve))
    const release = await holdSiteScripts(context, { pattern: /\/toasts-[^/]*\.js$/, until: toastsHeld })
    await page.goto(url("/contact"), { waitUntil: "domcontentloaded" })
    // In the page's own clock: when the thanks shows, and when the Name field, once filled, was last emptied (the form's
    // reset: a clean-clone run once saw the field empty for a moment at 0.5 s, long before the send, and filled again).
    await page.evaluate((sent) => {
      const notes: { thanked?: number; emptied?: number } = {}
      Object.assign(window, { leadNotes: notes })
      new MutationObserver(() => {
        const toasts = Array.from(document.querySelectorAll('[role="status"]'))
        if (!notes.thanked && toasts.some((toast) => toast.textContent?.includes(sent))) notes.thanked = performance.now()
      }).observe(document.body, { subtree: true, childList: true, characterData: true })
      let filled = false
      const watch = () => {
        const name = document.querySelector<HTMLInputElement>('input[name="name"]')!
        if (name.value) filled = true
        else if (filled) {
          notes.emptied = performance.now()
          filled = false
        }
        requestAnimationFrame(watch)
      }
      watch()
    }, toastText.sent)
    await fillLead(page)
    await page.getByRole("button", { name: form.submit }).click()
    await page.getByText(form.waiting).waitFor()
    release()
    await waitUntil(() => fake.requests.length === 1, "the lead to reach the fake EmailJS")
    // Sent, and no thanks yet: the form still holds what was typed.
    await expect(field(page, "name")).toHaveValue(lead.name)
    toastsArrive()

    await toasts(page).getByRole("status").waitFor()
    await expect(field(page, "name")).toHaveValue("")
    // The watch looks once a frame: two frames on, it has seen the field as it is now, however long frames take.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    const notes = await page.evaluate(() => (window as unknown as { leadNotes: { thanked: number; emptied: number } }).leadNotes)
    expect(notes.thanked).toBeLessThanOrEqual(notes.emptied)
    expect(fake.requests).toHaveLength(1)
    expect(problems).toEqual([])
  })
})

/** The scripts of the current build (public/ may still hold those of earlier builds). */
const builtScripts = (): Array<{ file: string; code: string }> => {
  const publicDir = path.join(root, "public")
  const stats = JSON.parse(readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as {
    namedChunkGroups: Record<string, { assets: Array<{ name: string }> }>
  }
  const files = new Set(Object.values(stats.namedChunkGroups).flatMap((group) => group.assets.map((asset) => asset.name)))
  return [...files]
    .filter((file) => file.endsWith(".js"))
    .map((file) => ({ file, code: readFileSync(path.join(publicDir, file), "utf8") }))
}

describe("the build with EmailJS keys", () => {
  it("holds no trace of the local inbox", () => {
    const scripts = builtScripts()
    expect(scripts.length).toBeGreaterThan(0)
    expect(scripts.filter(({ code }) => code.includes("local-inbox")).map(({ file }) => file)).toEqual([])
  })

  it("keeps EmailJS and notistack out of every page's first load, in chunks of their own", () => {
    const scripts = builtScripts()
    // Both load when the visitor starts on the form; only the contact page's code asks for them.
    const withEmail = scripts.filter(({ code }) => code.includes("api/v1.0/email/send")).map(({ file }) => file)
    expect(withEmail).toEqual([expect.stringMatching(/^emailjs-/)])
    const withToasts = scripts.filter(({ code }) => code.includes("notistack")).map(({ file }) => file)
    expect(withToasts).toEqual([expect.stringMatching(/^toasts-/)])
  })
})
