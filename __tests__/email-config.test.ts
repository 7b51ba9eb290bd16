import { emailConfig, EMAILJS_ORIGIN } from "../src/lib/email-config"

const KEYS = [
  "GATSBY_EMAILJS_PUBLIC_KEY",
  "GATSBY_EMAILJS_SERVICE_ID",
  "GATSBY_EMAILJS_TEMPLATE_ID",
  "GATSBY_LEADS_TO_EMAIL",
  "GATSBY_EMAILJS_ORIGIN",
]

describe("where the lead form sends", () => {
  const saved = { ...process.env }
  beforeEach(() => KEYS.forEach((key) => delete process.env[key]))
  afterAll(() => {
    process.env = saved
  })

  it("with no EmailJS keys, sends to the site's own local inbox", () => {
    expect(emailConfig("http://localhost:9000")).toEqual({
      publicKey: "local-inbox",
      serviceId: "local-inbox",
      templateId: "local-inbox",
      toEmail: "",
      origin: "http://localhost:9000",
    })
  })

  it("with keys, sends to EmailJS", () => {
    process.env.GATSBY_EMAILJS_PUBLIC_KEY = "pk"
    process.env.GATSBY_EMAILJS_SERVICE_ID = "svc"
    process.env.GATSBY_EMAILJS_TEMPLATE_ID = "tpl"
    process.env.GATSBY_LEADS_TO_EMAIL = "leads@clinic.test"
    expect(emailConfig("http://localhost:9000")).toEqual({
      publicKey: "pk",
      serviceId: "svc",
      templateId: "tpl",
      toEmail: "leads@clinic.test",
      origin: EMAILJS_ORIGIN,
    })
  })

  it("lets GATSBY_EMAILJS_ORIGIN stand in for EmailJS", () => {
    process.env.GATSBY_EMAILJS_PUBLIC_KEY = "pk"
    process.env.GATSBY_EMAILJS_ORIGIN = "http://127.0.0.1:9322"
    expect(emailConfig("http://localhost:9000").origin).toBe("http://127.0.0.1:9322")
  })

  it("with only some keys, leaves the others empty so that sending fails loudly instead of going elsewhere", () => {
    process.env.GATSBY_EMAILJS_PUBLIC_KEY = "pk"
    expect(emailConfig("http://localhost:9000")).toMatchObject({ publicKey: "pk", serviceId: "", templateId: "" })
    delete process.env.GATSBY_EMAILJS_PUBLIC_KEY
    process.env.GATSBY_EMAILJS_SERVICE_ID = "svc"
    expect(emailConfig("http://localhost:9000")).toMatchObject({ publicKey: "", serviceId: "svc", templateId: "", toEmail: "" })
  })
})
