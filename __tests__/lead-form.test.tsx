import { act, cleanup, screen, waitFor, within } from "@testing-library/react"
import type userEvent from "@testing-library/user-event"

import {
  fill,
  fillRequired,
  formText,
  renderLeadForm as renderForm,
  renderLeadFormInPage as renderFormInPage,
  toastText,
} from "./support/lead-form"
import { siteData } from "./support/data"
import { fillSlots } from "../src/lib/facts"
import { saveLeadDraft } from "../src/lib/lead-draft"
import { LEAD_SEND_KEY } from "../src/lib/lead-send-state"

const site = siteData<{
  claims: { replyTime: string }
  crisisLine: { phone: string }
  adviceLine: { name: string; phone: string }
}>()

// What the alert says before its phone line: the words around {callUs} in data/interface.yaml.
const notSent = formText.notSent.split("{callUs}")[0].trim()

const answer = (status: number, text: string) =>
  jest.fn().mockResolvedValue({ ok: status >= 200 && status < 300, status, text: () => Promise.resolve(text) })

const fillValid = async (user: ReturnType<typeof userEvent.setup>) => {
  await fillRequired(user)
  await fill(user, formText.message, "Sore throat")
}

const MESSAGES = [
  "Name must be at least 2 characters.",
  "Please enter a valid email address.",
  "Please enter a valid phone number.",
]

// The machine runs builds beside the tests; rendering styled-components in jsdom is not instant.
jest.setTimeout(20_000)

describe("the lead form", () => {
  let fetch: jest.Mock
  let gtag: jest.Mock
  /** The events of one name the form sent to analytics, with their parameters. */
  const events = (name: string) => gtag.mock.calls.filter((call) => call[1] === name).map((call) => call[2])
  beforeEach(() => {
    localStorage.clear()
    sessionStorage.clear()
    fetch = answer(200, "OK")
    globalThis.fetch = fetch
    gtag = jest.fn()
    window.gtag = gtag
  })
  afterEach(() => {
    delete (globalThis as { fetch?: unknown }).fetch
    delete window.gtag
    jest.restoreAllMocks()
  })

  it("shows no errors before a submit", async () => {
    const user = renderForm()
    await user.type(screen.getByLabelText(formText.name), "J")
    for (const message of MESSAGES) expect(screen.queryByText(message)).not.toBeInTheDocument()
  })

  it("on an empty submit shows the three messages next to their fields, focuses the first, and sends nothing", async () => {
    const user = renderForm()
    await user.click(screen.getByRole("button", { name: formText.submit }))
    for (const [label, message] of [
      [formText.name, MESSAGES[0]],
      [formText.email, MESSAGES[1]],
      [formText.phone, MESSAGES[2]],
    ]) {
      const field = screen.getByLabelText(label)
      expect(field).toHaveAttribute("aria-invalid", "true")
      expect(field).toHaveAccessibleDescription(message)
    }
    expect(screen.getByLabelText(formText.message)).not.toHaveAttribute("aria-invalid")
    expect(screen.getByLabelText(formText.name)).toHaveFocus()
    expect(fetch).not.toHaveBeenCalled()
    // the refusal is counted by the fields' names only
    expect(gtag.mock.calls).toEqual([["event", "lead_form_refused", { fields: "name,email,phone" }]])
  })

  it("after a failed submit, revalidates as the visitor types", async () => {
    const user = renderForm()
    await user.click(screen.getByRole("button", { name: formText.submit }))
    await user.type(screen.getByLabelText(formText.name), "J")
    expect(screen.getByText(MESSAGES[0])).toBeInTheDocument()
    await user.type(screen.getByLabelText(formText.name), "o")
    expect(screen.queryByText(MESSAGES[0])).not.toBeInTheDocument()
    expect(screen.getByLabelText(formText.name)).not.toHaveAttribute("aria-invalid")
    await user.type(screen.getByLabelText(formText.phone), "416555123")
    expect(screen.getByText(MESSAGES[2])).toBeInTheDocument()
    await user.type(screen.getByLabelText(formText.phone), "4")
    expect(screen.queryByText(MESSAGES[2])).not.toBeInTheDocument()
    expect(screen.getByText(MESSAGES[1])).toBeInTheDocument()
  })

  it("moves focus to the first invalid field, not always the first field", async () => {
    const user = renderForm()
    await fill(user, formText.name, "Jane Doe")
    await fill(user, formText.email, "jane@example")
    await user.click(screen.getByRole("button", { name: formText.submit }))
    expect(screen.getByLabelText(formText.email)).toHaveFocus()
  })

  it("sends a valid lead once, resets, thanks the visitor and counts one conversion", async () => {
    const user = renderForm()
    await fillValid(user)
    await user.click(screen.getByRole("button", { name: formText.submit }))
    const toast = await screen.findByRole("status")
    expect(within(toast).getByText(toastText.success)).toBeInTheDocument()
    expect(within(toast).getByText(toastText.sent)).toBeInTheDocument()
    // what happens next, as the form says under its button
    expect(within(toast).getByText(fillSlots(toastText.sentNext, { replyTime: site.claims.replyTime }))).toBeInTheDocument()
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(JSON.parse(fetch.mock.calls[0][1].body).template_params).toEqual({
      from_name: "Jane Doe",
      from_email: "jane@example.com",
      phone_number: "416-555-1234",
      message: "Sore throat\n\nLanguage: English",
      to_email: "",
    })
    for (const label of [formText.name, formText.email, formText.phone, formText.message])
      expect(screen.getByLabelText(label)).toHaveValue("")
    // one conversion, GA4-named, carrying nothing typed; the start was counted once however much was typed
    expect(events("lead_form_submit")).toEqual([{}])
    expect(events("lead_form_start")).toEqual([{}])
    expect(JSON.stringify(gtag.mock.calls)).not.toMatch(/Jane|example\.com|416|Sore/)
    for (const message of MESSAGES) expect(screen.queryByText(message)).not.toBeInTheDocument()
  })

  it("reads its sending words (leadForm.submitting) and is unavailable while sending, keeping focus; a second submit sends nothing", async () => {
    let finish: (value: unknown) => void = () => undefined
    fetch.mockReturnValue(new Promise((resolve) => (finish = resolve)))
    const user = renderForm()
    await fillValid(user)
    await user.click(screen.getByRole("button", { name: formText.submit }))
    const busy = await screen.findByRole("button", { name: formText.submitting })
    // marked unavailable, not disabled: a disabled button loses its focus to the page
    expect(busy).toHaveAttribute("aria-disabled", "true")
    expect(busy).toHaveFocus()
    await user.click(busy)
    for (const label of [formText.name, formText.email, formText.phone, formText.message])
      expect(screen.getByLabelText(label)).toHaveAttribute("readonly")
    await user.type(screen.getByLabelText(formText.phone), "9{Enter}")
    expect(screen.getByLabelText(formText.phone)).toHaveValue("416-555-1234")
    finish({ ok: true, status: 200, text: () => Promise.resolve("OK") })
    await screen.findByRole("status")
    expect(screen.getByRole("button", { name: formText.submit })).not.toHaveAttribute("aria-disabled")
    expect(screen.getByLabelText(formText.name)).not.toHaveAttribute("readonly")
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(events("lead_form_submit")).toHaveLength(1)
  })

  it("sends a retry after a failed send at once, one send per click", async () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined)
    fetch.mockImplementation(answer(500, "Internal Server Error"))
    const user = renderForm()
    await fillValid(user)
    await user.click(screen.getByRole("button", { name: formText.submit }))
    expect(await screen.findByRole("alert")).not.toHaveTextContent(/please wait/i)
    fetch.mockImplementation(answer(200, "OK"))
    await user.click(screen.getByRole("button", { name: formText.submit }))
    expect(await screen.findByRole("status")).toHaveTextContent(toastText.sent)
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(events("lead_form_submit")).toHaveLength(1)
  })

  it("on a failed send keeps every value, offers the phone, logs the error and counts nothing", async () => {
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined)
    fetch.mockImplementation(answer(500, "Internal Server Error"))
    const user = renderForm()
    await fillValid(user)
    await user.click(screen.getByRole("button", { name: formText.submit }))
    const toast = await screen.findByRole("alert")
    expect(within(toast).getByText(toastText.error)).toBeInTheDocument()
    expect(within(toast).getByText(toastText.failed)).toBeInTheDocument()
    expect(within(toast).getByRole("link", { name: "1-844-222-7200" })).toHaveAttribute("href", "tel:+18442227200")
    expect(screen.getByLabelText(formText.name)).toHaveValue("Jane Doe")
    expect(screen.getByLabelText(formText.email)).toHaveValue("jane@example.com")
    expect(screen.getByLabelText(formText.phone)).toHaveValue("416-555-1234")
    expect(screen.getByLabelText(formText.message)).toHaveValue("Sore throat")
    expect(logged).toHaveBeenCalledTimes(1)
    expect(events("lead_form_submit")).toEqual([])
    expect(events("lead_form_error")).toEqual([{ reason: "provider" }])
  })

  it("asks the visitor to wait when a second lead comes within 10 seconds", async () => {
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined)
    const user = renderForm()
    await fillValid(user)
    await user.click(screen.getByRole("button", { name: formText.submit }))
    await screen.findByRole("status")
    await fillValid(user)
    await user.click(screen.getByRole("button", { name: formText.submit }))
    const toast = await screen.findByRole("alert")
    expect(within(toast).getByText(/please wait/i)).toBeInTheDocument()
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(events("lead_form_submit")).toHaveLength(1)
    expect(events("lead_form_error")).toEqual([{ reason: "rate_limit" }])
    expect(logged).toHaveBeenCalledTimes(1)
    expect(screen.getByLabelText(formText.name)).toHaveValue("Jane Doe")
  })

  it("gives back what this tab's draft kept after the visitor left and came back, and empties it once sent", async () => {
    const first = renderForm()
    await fill(first, formText.name, "Josée Tremblay")
    await fill(first, formText.message, "Mal de gorge")
    cleanup()
    // back on the page: a new form, as Gatsby mounts it after Back
    const user = renderForm()
    await waitFor(() => expect(screen.getByLabelText(formText.name)).toHaveValue("Josée Tremblay"))
    expect(screen.getByLabelText(formText.message)).toHaveValue("Mal de gorge")
    await fill(user, formText.email, "josee@example.com")
    await fill(user, formText.phone, "416-555-1234")
    await user.click(screen.getByRole("button", { name: formText.submit }))
    await screen.findByRole("status")
    cleanup()
    renderForm()
    await act(() => new Promise((resolve) => setTimeout(resolve)))
    expect(screen.getByLabelText(formText.name)).toHaveValue("")
  })

  describe("coming back to the form after leaving it mid-send", () => {
    /** A visitor who fills the form, sends it while EmailJS holds its answer, and leaves (Gatsby unmounts the form). */
    const sendAndLeave = async () => {
      let answer: (value: unknown) => void = () => undefined
      fetch.mockReturnValue(new Promise((resolve) => (answer = resolve)))
      const user = renderForm()
      await fillValid(user)
      await user.click(screen.getByRole("button", { name: formText.submit }))
      await screen.findByRole("button", { name: formText.submitting })
      cleanup()
      return { release: () => answer({ ok: true, status: 200, text: () => Promise.resolve("OK") }) }
    }

    it("says the request is still on its way, sends no second one, then says when it was sent", async () => {
      const { release } = await sendAndLeave()
      const user = renderForm()
      expect(await screen.findByText(formText.stillSending)).toBeInTheDocument()
      await fillValid(user)
      await user.click(screen.getByRole("button", { name: formText.submit }))
      release()
      const sentAt = fillSlots(formText.sentEarlier, { replyTime: site.claims.replyTime }).split("{time}")
      const note = await screen.findByText(sentAt[0], { exact: false })
      expect(note).toHaveTextContent(new RegExp(`${sentAt[0]}\\d{1,2}:\\d{2}`))
      expect(screen.queryByText(formText.stillSending)).not.toBeInTheDocument()
      expect(fetch).toHaveBeenCalledTimes(1)
    })

    it("after a reload mid-send, says it cannot tell whether the request arrived, and keeps the words", async () => {
      // what the tab holds after a reload mid-send (the page that was sending is gone: nothing is in flight)
      saveLeadDraft({ name: "Jane Doe", email: "jane@example.com", phone: "416-555-1234", message: "Sore throat" })
      sessionStorage.setItem(LEAD_SEND_KEY, JSON.stringify({ kind: "sending", at: Date.now() }))
      renderForm()
      const opening = formText.sendInterrupted.split("{callUs}")[0].trim()
      expect(await screen.findByText(opening, { exact: false })).toBeInTheDocument()
      await waitFor(() => expect(screen.getByLabelText(formText.name)).toHaveValue("Jane Doe"))
    })

    it("counts no failure when the browser cuts a send short because the visitor is leaving the page", async () => {
      let cutShort: (reason: unknown) => void = () => undefined
      fetch.mockReturnValue(new Promise((_resolve, reject) => (cutShort = reject)))
      const user = renderForm()
      await fillValid(user)
      await user.click(screen.getByRole("button", { name: formText.submit }))
      await screen.findByRole("button", { name: formText.submitting })
      // a reload or another site: the page is hidden, then the browser aborts what it was fetching
      window.dispatchEvent(new Event("pagehide"))
      await act(async () => cutShort(new TypeError("Failed to fetch")))
      expect(events("lead_form_error")).toEqual([])
      expect(screen.queryByRole("alert")).not.toBeInTheDocument()
    })

    it("after a failed send, a page opened later says it was not sent", async () => {
      jest.spyOn(console, "error").mockImplementation(() => undefined)
      fetch.mockImplementation(answer(500, "Internal Server Error"))
      const user = renderForm()
      await fillValid(user)
      await user.click(screen.getByRole("button", { name: formText.submit }))
      await screen.findByRole("alert")
      cleanup()
      renderForm()
      const opening = formText.sendFailed.split("{callUs}")[0].trim()
      expect(await screen.findByText(opening, { exact: false })).toBeInTheDocument()
      await waitFor(() => expect(screen.getByLabelText(formText.message)).toHaveValue("Sore throat"))
    })
  })

  it("treats a filled honeypot as a bot: looks like success, sends and counts nothing", async () => {
    const user = renderForm()
    await fillValid(user)
    await fill(user, formText.honeypot, "http://spam.example")
    await user.click(screen.getByRole("button", { name: formText.submit }))
    expect(await screen.findByRole("status")).toHaveTextContent(toastText.sent)
    expect(fetch).not.toHaveBeenCalled()
    expect(events("lead_form_submit")).toEqual([])
  })

  it("keeps the honeypot away from people and assistive technology", () => {
    renderForm()
    const trap = screen.getByLabelText(formText.honeypot)
    expect(trap).toHaveAttribute("tabindex", "-1")
    expect(trap).toHaveAttribute("autocomplete", "off")
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull()
    expect(screen.queryByRole("textbox", { name: formText.honeypot })).not.toBeInTheDocument()
  })

  it("puts toasts in a Notifications region, and Alt+T moves focus to the newest", async () => {
    const user = renderForm()
    await fillValid(user)
    await user.click(screen.getByRole("button", { name: formText.submit }))
    const region = screen.getByRole("region", { name: toastText.regionLabel })
    const toast = await within(region).findByRole("status")
    await user.keyboard("{Alt>}t{/Alt}")
    expect(toast).toHaveFocus()
  })

  it("posts, never gets, when it submits without its scripts, and says before anyone types that JavaScript is needed", () => {
    const { container } = renderFormInPage()
    const form = container.querySelector("form")!
    expect(form).toHaveAttribute("method", "post")
    expect(form).toHaveAttribute("action", "/message-not-sent")
    const noscript = container.querySelector("noscript")
    expect(form.contains(noscript)).toBe(true)
    expect(form.firstElementChild).toBe(noscript)
  })

  describe("taking over a submit held before the scripts arrived", () => {
    afterEach(() => delete window.leadFormEarly)

    /** The inline script's hand-over, with what the visitor typed before the app (only in the page, not in React). */
    const heldSubmit = (held: { pending: boolean; failed: boolean }, typed: Record<string, string> = {}) => {
      const takeOver = jest.fn(() => {
        for (const [label, value] of Object.entries(typed))
          (screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement).value = value
        return held
      })
      window.leadFormEarly = { takeOver }
      return takeOver
    }

    it("keeps what was typed, sends it once and counts one conversion", async () => {
      const takeOver = heldSubmit(
        { pending: true, failed: false },
        {
          [formText.name]: "Jane Doe",
          [formText.email]: "jane@example.com",
          [formText.phone]: "416-555-1234",
          [formText.message]: "Sore throat",
        },
      )
      renderForm()
      // No focus came first to start loading the toasts' code, so the toast takes longer than usual.
      expect(await screen.findByRole("status", {}, { timeout: 5000 })).toHaveTextContent(toastText.sent)
      expect(takeOver).toHaveBeenCalledTimes(1)
      expect(fetch).toHaveBeenCalledTimes(1)
      expect(JSON.parse(fetch.mock.calls[0][1].body).template_params).toMatchObject({
        from_name: "Jane Doe",
        from_email: "jane@example.com",
        phone_number: "416-555-1234",
        message: "Sore throat\n\nLanguage: English",
      })
      expect(events("lead_form_submit")).toHaveLength(1)
    })

    it("keeps values typed without a submit, and sends nothing until one", async () => {
      heldSubmit({ pending: false, failed: false }, { [formText.name]: "Jane Doe" })
      const user = renderForm()
      await fill(user, formText.email, "jane@example.com")
      expect(screen.getByLabelText(formText.name)).toHaveValue("Jane Doe")
      expect(fetch).not.toHaveBeenCalled()
    })

    it("checks a held submit like any other: an invalid one shows its messages and sends nothing", async () => {
      heldSubmit({ pending: true, failed: false }, { Name: "J" })
      renderForm()
      expect(await screen.findByText("Name must be at least 2 characters.")).toBeInTheDocument()
      expect(fetch).not.toHaveBeenCalled()
    })

    it("keeps saying the message was not sent, with the phone, until the next submit", async () => {
      heldSubmit({ pending: false, failed: true })
      const user = renderForm()
      const alert = await screen.findByRole("alert")
      expect(alert).toHaveTextContent(notSent)
      expect(within(alert).getByRole("link", { name: "1-844-222-7200" })).toHaveAttribute("href", "tel:+18442227200")
      expect(events("lead_form_error")).toEqual([{ reason: "scripts_not_loaded" }])
      await fillValid(user)
      await user.click(screen.getByRole("button", { name: formText.submit }))
      await screen.findByRole("status")
      expect(screen.queryByText(notSent, { exact: false })).not.toBeVisible()
    })
  })

  it("says, above the form, whom to call when it cannot wait, and, under the button, when the clinic replies", () => {
    renderForm()
    const form = screen.getByRole("form")
    const emergency = screen.getByText(formText.emergency.split("{emergencyLink}")[0].trim(), { exact: false })
    // above the form: read before any field
    expect(emergency.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(within(emergency).getByRole("link", { name: "911" })).toHaveAttribute("href", "tel:911")
    expect(within(emergency).getByRole("link", { name: site.crisisLine.phone })).toHaveAttribute(
      "href",
      `tel:${site.crisisLine.phone}`,
    )
    expect(within(emergency).getByRole("link", { name: new RegExp(site.adviceLine.name) })).toHaveAttribute(
      "href",
      `tel:${site.adviceLine.phone}`,
    )
    const reply = screen.getByText(fillSlots(formText.replyNote, { replyTime: site.claims.replyTime }))
    const button = within(form).getByRole("button", { name: formText.submit })
    expect(button.compareDocumentPosition(reply) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it("tells the visitor to keep health details out, linking the Privacy Policy", () => {
    renderForm()
    expect(screen.getByText(formText.privacyNote.split("{privacyLink}")[0].trim(), { exact: false })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: formText.privacyLink })).toHaveAttribute("href", "/privacy-policy")
  })
})
