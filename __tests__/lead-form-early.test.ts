import { HtmlDocument } from "../gatsby/post-build/html-document"
import { compileInline } from "../gatsby/post-build/inline-scripts"
import { addLeadFormEarlyScript, mayHaveLeadForm } from "../gatsby/post-build/lead-form-early"
import { LEAD_FORM_SCRIPT_ID, LEAD_FORM_WAIT_MS, takeOverEarlySubmit } from "../src/lib/lead-form-early"

// The script as the build compiles it into the contact page.
const EARLY_SCRIPT = compileInline("lead-form-early", {})

/** The contact page as its HTML arrives, before the app: the form, its two notes, then the inline script. */
function openPage() {
  document.body.innerHTML =
    '<form id="lead-form" method="post" action="/message-not-sent"><input name="name" value="Jane Doe">' +
    '<p id="lead-form-waiting" hidden>Sending...</p><p id="lead-form-not-sent" hidden>Not sent</p></form>'
  new Function(EARLY_SCRIPT)()
  const note = (id: string) => document.getElementById(id)!
  return {
    form: document.getElementById("lead-form") as HTMLFormElement,
    waiting: note("lead-form-waiting"),
    notSent: note("lead-form-not-sent"),
  }
}

/** Submits as the browser does, and says whether the native POST would still go. */
const submit = (form: HTMLFormElement) => form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }))

/** A script of the page failing to load, as the browser reports it (the event does not bubble). */
const scriptError = (src: string) => {
  const script = document.body.appendChild(document.createElement("script"))
  script.setAttribute("src", src)
  script.dispatchEvent(new Event("error"))
}

beforeEach(() => jest.useFakeTimers())
afterEach(() => {
  takeOverEarlySubmit()
  jest.useRealTimers()
})

describe("the lead form before its scripts", () => {
  it("holds a submit: no native POST, a note that it sends once the page has loaded, the values left as typed", () => {
    const { form, waiting, notSent } = openPage()
    expect(submit(form)).toBe(false)
    expect(waiting.hidden).toBe(false)
    expect(notSent.hidden).toBe(true)
    expect((form.elements.namedItem("name") as HTMLInputElement).value).toBe("Jane Doe")
  })

  it("says the message was not sent when the app has not come in time", () => {
    const { form, waiting, notSent } = openPage()
    submit(form)
    jest.advanceTimersByTime(LEAD_FORM_WAIT_MS - 1)
    expect(notSent.hidden).toBe(true)
    jest.advanceTimersByTime(1)
    expect([waiting.hidden, notSent.hidden]).toEqual([true, false])
    expect(takeOverEarlySubmit()).toEqual({ pending: false, failed: true })
  })

  it("says so at once when one of the site's scripts fails to load, before or after the submit", () => {
    const after = openPage()
    submit(after.form)
    scriptError(`${location.origin}/component---src-pages-contact-tsx-0123.js`)
    expect([after.waiting.hidden, after.notSent.hidden]).toEqual([true, false])
    takeOverEarlySubmit()

    const before = openPage()
    scriptError(`${location.origin}/app-0123.js`)
    expect(before.notSent.hidden).toBe(true)
    expect(submit(before.form)).toBe(false)
    expect([before.waiting.hidden, before.notSent.hidden]).toEqual([true, false])
  })

  it("ignores scripts of other hosts (an analytics tag a blocker stopped)", () => {
    const { form, waiting, notSent } = openPage()
    scriptError("https://www.googletagmanager.com/gtag/js?id=G-TEST")
    submit(form)
    expect([waiting.hidden, notSent.hidden]).toEqual([false, true])
  })

  it("hands a held submit to the app once, puts its notes back as rendered and lets the app's own handler run", () => {
    const { form, waiting, notSent } = openPage()
    submit(form)
    expect(takeOverEarlySubmit()).toEqual({ pending: true, failed: false })
    expect([waiting.hidden, notSent.hidden]).toEqual([true, true])
    expect(window.leadFormEarly).toBeUndefined()
    expect(takeOverEarlySubmit()).toEqual({ pending: false, failed: false })
    expect(submit(form)).toBe(true)
    jest.runAllTimers()
    expect(notSent.hidden).toBe(true)
  })

  it("has nothing to hand over when the app came first", () => {
    openPage()
    expect(takeOverEarlySubmit()).toEqual({ pending: false, failed: false })
  })
})

describe("the build's step that puts the script in the page", () => {
  const page = (body: string) => new HtmlDocument(`<html><head></head><body>${body}</body></html>`, "/contact/index.html")
  const form = '<form id="lead-form" method="post" action="/message-not-sent"></form>'

  it("fills the empty script the form renders after itself with the compiled script", () => {
    const contact = page(`${form}<script id="${LEAD_FORM_SCRIPT_ID}"></script>`)
    addLeadFormEarlyScript(contact)
    expect(contact.toString()).toContain(`${form}<script id="${LEAD_FORM_SCRIPT_ID}">${EARLY_SCRIPT}</script>`)
  })

  it("leaves a page without the form alone, and fails the build for a form without its script", () => {
    const other = page("<main></main>")
    addLeadFormEarlyScript(other)
    expect(other.toString()).toBe("<html><head></head><body><main></main></body></html>")
    expect(() => addLeadFormEarlyScript(page(form))).toThrow(/^\/contact\/index\.html has the lead form but no <script/)
  })

  it("lets the build skip parsing a page whose text cannot hold the form, and never one that does", () => {
    expect(mayHaveLeadForm(page(`${form}<script id="${LEAD_FORM_SCRIPT_ID}"></script>`).html)).toBe(true)
    expect(mayHaveLeadForm(page('<main><a href="/contact">Contact</a></main>').html)).toBe(false)
  })
})
