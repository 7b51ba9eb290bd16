import { isValidEmail, isValidName, isValidPhone, LEAD_ERRORS, validateLead } from "../src/lib/lead-validation"

describe("lead form validation", () => {
  it("uses exactly the spec's messages", () => {
    expect(validateLead({})).toEqual({
      name: "Name must be at least 2 characters.",
      email: "Please enter a valid email address.",
      phone: "Please enter a valid phone number.",
    })
  })

  it("needs a name of at least 2 characters, after trimming", () => {
    expect(isValidName("J")).toBe(false)
    expect(isValidName("Jo")).toBe(true)
    expect(isValidName("  J  ")).toBe(false)
    expect(isValidName(" Jo ")).toBe(true)
    expect(isValidName("")).toBe(false)
    expect(isValidName(undefined)).toBe(false)
  })

  it("needs a phone of at least 10 characters, after trimming, with no format check", () => {
    expect(isValidPhone("416555123")).toBe(false)
    expect(isValidPhone("4165551234")).toBe(true)
    expect(isValidPhone("   416555123   ")).toBe(false)
    expect(isValidPhone("(416) 555-1234 ext. 5")).toBe(true)
    expect(isValidPhone("abcdefghij")).toBe(true)
    expect(isValidPhone(undefined)).toBe(false)
  })

  it.each([
    "jane@example.com",
    "jane.doe+clinic@example.co.uk",
    "o'brien@example.ca",
    "JANE_DOE@EXAMPLE.ORG",
    "  jane@example.com  ",
    "jane@mail-server.example.com",
    "jane@xn--80ak6aa92e.com",
  ])("accepts the email %p", (email) => {
    expect(isValidEmail(email)).toBe(true)
  })

  it.each([
    "",
    "jane",
    "jane@",
    "@example.com",
    "jane@example",
    "jane@example.c",
    "jane@@example.com",
    "jane doe@example.com",
    "jane@exa mple.com",
    "jane@example..com",
    "jane@.example.com",
    "jane@-example.com",
    "jane@example-.com",
    ".jane@example.com",
    "jane.@example.com",
    "jane..doe@example.com",
    "jane@example.com.",
    "jane@example.123",
    "jane@exam_ple.com",
  ])("rejects the email %p", (email) => {
    expect(isValidEmail(email)).toBe(false)
  })

  it("reports only the fields that are wrong, and never the optional message", () => {
    expect(validateLead({ name: "Jo", email: "jo@example.com", phone: "4165551234" })).toEqual({})
    expect(validateLead({ name: "Jo", email: "nope", phone: "4165551234", message: "" })).toEqual({
      email: LEAD_ERRORS.email,
    })
  })
})
