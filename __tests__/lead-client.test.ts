import { readFileSync } from "fs"
import path from "path"

import type { EmailConfig } from "../src/lib/email-config"
import type { LeadValues } from "../src/lib/lead-validation"
import { isSendSuccess, LeadSendError, leadTemplateParams, NO_MESSAGE, sendLead } from "../src/lib/lead-client"

const libVersion = JSON.parse(
  readFileSync(path.join(__dirname, "..", "node_modules", "@emailjs", "browser", "package.json"), "utf8"),
).version as string

const config: EmailConfig = {
  publicKey: "pk",
  serviceId: "svc",
  templateId: "tpl",
  toEmail: "leads@clinic.test",
  origin: "http://127.0.0.1:9322",
}

const lead = { name: " Jane Doe ", email: " jane@example.com ", phone: " 416-555-1234 ", message: " Sore throat " }

const answer = (status: number, text: string) =>
  jest.fn().mockResolvedValue({ ok: status >= 200 && status < 300, status, text: () => Promise.resolve(text) })

describe("the lead request", () => {
  it("has exactly the template params of spec section 7, trimmed, the message ending on the lead's language", () => {
    expect(leadTemplateParams(lead, "leads@clinic.test", "en")).toEqual({
      from_name: "Jane Doe",
      from_email: "jane@example.com",
      phone_number: "416-555-1234",
      message: "Sore throat\n\nLanguage: English",
      to_email: "leads@clinic.test",
    })
  })

  it("tells staff a French lead is French, in one line after the message, so they answer in French", () => {
    const french = { ...lead, message: " Mal de gorge\nDepuis hier " }
    expect(leadTemplateParams(french, "leads@clinic.test", "fr")).toEqual({
      from_name: "Jane Doe",
      from_email: "jane@example.com",
      phone_number: "416-555-1234",
      message: "Mal de gorge\nDepuis hier\n\nLanguage: French (please reply in French)",
      to_email: "leads@clinic.test",
    })
  })

  it('sends an empty message as "No message provided", and a French one never as the bare English words', () => {
    expect(leadTemplateParams({ ...lead, message: "   " }, "", "en").message).toBe(`${NO_MESSAGE}\n\nLanguage: English`)
    expect(leadTemplateParams({ ...lead, message: undefined }, "", "en").message).toBe("No message provided\n\nLanguage: English")
    expect(leadTemplateParams({ ...lead, message: "" }, "", "fr").message).toBe(
      "No message provided\n\nLanguage: French (please reply in French)",
    )
  })
})

/**
 * What a visitor, or a script that rewrote the page, can put into a send: anything that arrives with the form's values.
 * It must land in the four visitor fields only; where the request goes and its to_email are the build's.
 */
describe("what visitor input can change in the request", () => {
  const tampered = {
    ...lead,
    name: "Jane Doe\r\nBcc: evil@attacker.test",
    email: "jane@example.com, evil@attacker.test",
    phone: "416-555-1234\nTo: evil@attacker.test",
    message: "to_email=evil@attacker.test&service_id=evil\r\nCc: evil@attacker.test",
    // Fields the form does not have, as an injected <input> or a crafted submit would add them.
    to_email: "evil@attacker.test",
    toEmail: "evil@attacker.test",
    origin: "https://attacker.test",
    service_id: "evil-service",
    template_id: "evil-template",
    user_id: "evil-key",
    bcc: "evil@attacker.test",
    reply_to: "evil@attacker.test",
  } as LeadValues

  beforeEach(() => localStorage.clear())
  afterEach(() => {
    delete (globalThis as { fetch?: unknown }).fetch
  })

  it("puts every value typed into its own field only, and takes to_email from the build alone", () => {
    const params = leadTemplateParams(tampered, config.toEmail, "en")
    expect(Object.keys(params).sort()).toEqual(["from_email", "from_name", "message", "phone_number", "to_email"])
    expect(params.to_email).toBe(config.toEmail)
    expect(params).toMatchObject({
      from_name: tampered.name,
      from_email: tampered.email,
      phone_number: tampered.phone,
      message: `${tampered.message}\n\nLanguage: English`,
    })
  })

  it("posts to the build's origin with the build's ids and to_email, whatever the values carry", async () => {
    const fetch = answer(200, "OK")
    globalThis.fetch = fetch
    await sendLead(tampered, config)
    expect(fetch).toHaveBeenCalledTimes(1)
    const [url, init] = fetch.mock.calls[0]
    expect(new URL(url).origin).toBe(config.origin)
    const body = JSON.parse(init.body)
    expect(body).toMatchObject({ user_id: config.publicKey, service_id: config.serviceId, template_id: config.templateId })
    expect(Object.keys(body).sort()).toEqual(["lib_version", "service_id", "template_id", "template_params", "user_id"])
    expect(body.template_params.to_email).toBe(config.toEmail)
    expect(Object.keys(body.template_params).sort()).toEqual(["from_email", "from_name", "message", "phone_number", "to_email"])
    // The attacker's address reaches EmailJS only inside the visitor's own fields, never as an address it sends to.
    const outside = { ...body, template_params: { to_email: body.template_params.to_email } }
    expect(JSON.stringify(outside)).not.toMatch(/attacker|evil/)
  })
})

describe("the success rule", () => {
  it.each([
    [200, "OK", true],
    [200, "", true],
    [201, "OK", true],
    [201, "Created", false],
    [204, "", false],
    [500, "Internal Server Error", false],
    [0, "Network Error", false],
  ])("status %p with text %p is a success: %p", (status, text, success) => {
    expect(isSendSuccess({ status, text })).toBe(success)
  })
})

describe("sending a lead", () => {
  beforeEach(() => localStorage.clear())
  afterEach(() => {
    delete (globalThis as { fetch?: unknown }).fetch
  })

  it("posts exactly EmailJS's JSON body to the configured origin", async () => {
    const fetch = answer(200, "OK")
    globalThis.fetch = fetch
    await sendLead(lead, config)
    expect(fetch).toHaveBeenCalledTimes(1)
    const [url, init] = fetch.mock.calls[0]
    expect(url).toBe("http://127.0.0.1:9322/api/v1.0/email/send")
    expect(init.method).toBe("POST")
    expect(init.headers).toEqual({ "Content-type": "application/json" })
    expect(JSON.parse(init.body)).toEqual({
      lib_version: libVersion,
      user_id: "pk",
      service_id: "svc",
      template_id: "tpl",
      template_params: {
        from_name: "Jane Doe",
        from_email: "jane@example.com",
        phone_number: "416-555-1234",
        message: "Sore throat\n\nLanguage: English",
        to_email: "leads@clinic.test",
      },
    })
  })

  it.each([
    ["fr-CA", "Language: French (please reply in French)"],
    ["fr", "Language: French (please reply in French)"],
    ["en-CA", "Language: English"],
    ["", "Language: English"],
  ])("says the language of the page it was sent from (<html lang=%p>)", async (lang, line) => {
    const fetch = answer(200, "OK")
    globalThis.fetch = fetch
    document.documentElement.lang = lang
    try {
      await sendLead(lead, config)
    } finally {
      document.documentElement.removeAttribute("lang")
    }
    expect(JSON.parse(fetch.mock.calls[0][1].body).template_params.message).toBe(`Sore throat\n\n${line}`)
  })

  it("fails on an answer that is not a success", async () => {
    globalThis.fetch = answer(500, "Internal Server Error")
    await expect(sendLead(lead, config)).rejects.toThrow(LeadSendError)
  })

  it("fails when the endpoint cannot be reached", async () => {
    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError("Failed to fetch"))
    await expect(sendLead(lead, config)).rejects.toThrow(/Failed to fetch/)
  })

  it.each(["publicKey", "serviceId", "templateId"] as const)("throws, sending nothing, when %s is missing", async (key) => {
    const fetch = answer(200, "OK")
    globalThis.fetch = fetch
    const sending = sendLead(lead, { ...config, [key]: "" })
    await expect(sending).rejects.toThrow(/not configured/)
    await expect(sending).rejects.toMatchObject({ reason: "not_configured" })
    expect(fetch).not.toHaveBeenCalled()
  })

  it("refuses a second send within 10 seconds, without a request, as rate limited", async () => {
    const fetch = answer(200, "OK")
    globalThis.fetch = fetch
    await sendLead(lead, config)
    const second = sendLead(lead, config)
    await expect(second).rejects.toThrow(LeadSendError)
    await expect(second).rejects.toMatchObject({ rateLimited: true, reason: "rate_limit" })
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it.each([
    ["an answer that is not a success", () => answer(500, "Internal Server Error"), "provider"],
    ["no connection", () => jest.fn().mockRejectedValue(new TypeError("Failed to fetch")), "network"],
  ])("counts no send after %s: the retry goes out at once, and a lead that arrived is counted", async (_, failing, reason) => {
    globalThis.fetch = failing()
    await expect(sendLead(lead, config)).rejects.toMatchObject({ rateLimited: false, reason })
    const fetch = answer(200, "OK")
    globalThis.fetch = fetch
    await sendLead(lead, config)
    expect(fetch).toHaveBeenCalledTimes(1)
    await expect(sendLead(lead, config)).rejects.toMatchObject({ rateLimited: true })
    expect(fetch).toHaveBeenCalledTimes(1)
  })
})

describe("EmailJS, loaded once the visitor starts on the form", () => {
  it("fails a send it could not load with a clear error, and loads it for the next try", async () => {
    window.localStorage.clear()
    await jest.isolateModulesAsync(async () => {
      jest.doMock("@emailjs/browser", () => {
        throw new Error("Loading chunk emailjs failed")
      })
      const client = await import("../src/lib/lead-client")
      client.prepareLeadClient()
      await expect(client.sendLead(lead, config)).rejects.toThrow(/EmailJS did not load: .*Loading chunk emailjs failed/)
      jest.dontMock("@emailjs/browser")
      global.fetch = answer(200, "OK")
      await expect(client.sendLead(lead, config)).resolves.toBeUndefined()
    })
  })
})
