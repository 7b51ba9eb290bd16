import { isValidEmail, isValidName, isValidPhone, type LeadValues, validateLead as validate } from "../src/lib/lead-validation"
import { interfaceText, loadDataFiles } from "./support/data"

const text = interfaceText().leadForm
const LEAD_ERRORS = { name: text.nameError, email: text.emailError, phone: text.phoneError }
const validateLead = (values: LeadValues) => validate(values, LEAD_ERRORS)

describe("lead form validation", () => {
  it("uses exactly the spec's messages on an English page", () => {
    expect(validateLead({})).toEqual({
      name: "Name must be at least 2 characters.",
      email: "Please enter a valid email address.",
      phone: "Please enter a valid phone number.",
    })
  })

  it("says each message in French on a French page (data/interface.fr.yaml)", () => {
    const french = (loadDataFiles()["interface.fr.yaml"] as { leadForm: typeof text }).leadForm
    expect(validate({}, { name: french.nameError, email: french.emailError, phone: french.phoneError })).toEqual({
      name: "Le nom doit compter au moins 2 caractères.",
      email: "Veuillez entrer une adresse courriel valide.",
      phone: "Veuillez entrer un numéro de téléphone valide.",
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

  it.each([
    "4165551234",
    "   4165551234   ",
    "416 555 1234",
    "416-555-1234",
    "416.555.1234",
    "(416) 555-1234",
    "+1 (416) 555-1234",
    "1-844-222-7200",
    "+44 20 7946 0958",
    "(416) 555-1234 ext. 5",
    "416-555-1234 x 12",
    "416 555 1234x12",
    "416-555-1234, extension 123",
    "416-555-1234 #5",
  ])("accepts the phone number %p", (phone) => {
    expect(isValidPhone(phone)).toBe(true)
  })

  it.each([
    "",
    undefined,
    "416555123",
    "   416555123   ",
    "call me please",
    "abcdefghij",
    "416-555-123 ext. 4",
    "416-555-1234 please",
    "phone 4165551234",
    "416+555+1234",
    "416/555/1234",
    "4165551234 ext.",
  ])("refuses the phone number %p, with the usual message", (phone) => {
    expect(isValidPhone(phone)).toBe(false)
    expect(validateLead({ name: "Jane", email: "jane@example.com", phone }).phone).toBe("Please enter a valid phone number.")
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
