import { readFileSync } from "fs"
import path from "path"

import type { EmailConfig } from "../src/lib/email-config"
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
  it("has exactly the template params of spec section 7, trimmed", () => {
    expect(leadTemplateParams(lead, "leads@clinic.test")).toEqual({
      from_name: "Jane Doe",
      from_email: "jane@example.com",
      phone_number: "416-555-1234",
      message: "Sore throat",
      to_email: "leads@clinic.test",
    })
  })

  it('sends an empty message as "No message provided"', () => {
    expect(leadTemplateParams({ ...lead, message: "   " }, "").message).toBe(NO_MESSAGE)
    expect(leadTemplateParams({ ...lead, message: undefined }, "").message).toBe("No message provided")
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
        message: "Sore throat",
        to_email: "leads@clinic.test",
      },
    })
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
    await expect(sendLead(lead, { ...config, [key]: "" })).rejects.toThrow(/not configured/)
    expect(fetch).not.toHaveBeenCalled()
  })

  it("refuses a second send within 10 seconds, without a request, as rate limited", async () => {
    const fetch = answer(200, "OK")
    globalThis.fetch = fetch
    await sendLead(lead, config)
    const second = sendLead(lead, config)
    await expect(second).rejects.toThrow(LeadSendError)
    await expect(second).rejects.toMatchObject({ rateLimited: true })
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it.each([
    ["an answer that is not a success", () => answer(500, "Internal Server Error")],
    ["no connection", () => jest.fn().mockRejectedValue(new TypeError("Failed to fetch"))],
  ])("counts no send after %s: the retry goes out at once, and a lead that arrived is counted", async (_, failing) => {
    globalThis.fetch = failing()
    await expect(sendLead(lead, config)).rejects.toMatchObject({ rateLimited: false })
    const fetch = answer(200, "OK")
    globalThis.fetch = fetch
    await sendLead(lead, config)
    expect(fetch).toHaveBeenCalledTimes(1)
    await expect(sendLead(lead, config)).rejects.toMatchObject({ rateLimited: true })
    expect(fetch).toHaveBeenCalledTimes(1)
  })
})
