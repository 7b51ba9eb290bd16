import { isValidEmail, isValidName, isValidPhone, type LeadValues, validateLead as validate } from "../src/lib/lead-validation"
import { interfaceText, loadDataFile } from "./support/data"

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
    const french = (loadDataFile("interface.fr.yaml") as { leadForm: typeof text }).leadForm
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

  it("counts the characters a person sees: one emoji is one character, a name of two is a name", () => {
    // "😀" is two UTF-16 units, and was taken for a name of 2 characters.
    expect(isValidName("😀")).toBe(false)
    // a thumbs-up with a skin tone, and a family joined by zero-width joiners: one character each
    expect(isValidName("👍🏽")).toBe(false)
    expect(isValidName("👨‍👩‍👧")).toBe(false)
    // an accent typed as its own mark after the letter
    expect(isValidName("e\u0301")).toBe(false)
    expect(isValidName("😀😀")).toBe(true)
    expect(isValidName("Zoë")).toBe(true)
    expect(validateLead({ name: "😀", email: "jane@example.com", phone: "4165551234" })).toEqual({ name: LEAD_ERRORS.name })
  })

  it("sends 5,000 pasted characters of name or message as they are, and says so of an address or a number", () => {
    const pasted = "Lorem ipsum dolor sit amet. ".repeat(200).slice(0, 5000)
    expect(validateLead({ name: pasted, email: "jane@example.com", phone: "4165551234", message: pasted })).toEqual({})
    expect(validateLead({ name: "Jane", email: `${"a".repeat(4988)}@example.com`, phone: `4${"1".repeat(4999)}` })).toEqual({
      email: LEAD_ERRORS.email,
      phone: LEAD_ERRORS.phone,
    })
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
    "416-555-1234 ext 5",
    "416 555 1234 X 12",
    // in French (DECISIONS.md, "Languages"), with the no-break spaces French text puts before a word
    "514 555-1234 poste 22",
    "514 555-1234, poste 22",
    "(514) 555-1234 Poste 2204",
    "514 555-1234 p. 22",
    "514-555-1234 p.22",
    "514 555-1234 P 22",
    "514\u00a0555-1234\u00a0poste\u00a022",
    "514\u202f555-1234\u202fp.\u202f22",
    "+1 514 555 1234 poste 22",
    // the longest numbers: 15 digits (E.164), after an international prefix
    "011 44 20 7946 0958",
    "+86 138 0013 8000",
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
    "514 555-1234 poste",
    "514 555-1234 p.",
    "514 555-1234 poste vingt-deux",
    "514 555-1234 pp. 22",
    "514 555-1234 postes 22",
    "poste 22 514 555-1234",
    "514 555-1234 poste 22 poste 23",
    // pasted nonsense: more digits than any number has
    "4165551234".repeat(2),
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
    "jane+clinic@example.com",
    // accented letters (DECISIONS.md, "Languages"), in the name before @ and in the domain
    "josée@exemple.ca",
    "JOSÉE@EXEMPLE.CA",
    "françois.côté@exemple.qc.ca",
    "josée+rdv@exemple.ca",
    "jose\u0301e@exemple.ca",
    "josée@exémple.ca",
    "δοκιμή@παράδειγμα.ελ",
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
    "josée@exemple",
    "jo sée@exemple.ca",
    "josée@exé mple.ca",
    "josée@@exemple.ca",
    "😀@example.com",
    "jane@😀.com",
    "jane\u00a0doe@example.com",
    // longer than mail allows: 64 characters before @, 254 in all
    `${"a".repeat(65)}@example.com`,
    `jane@${["a", "b", "c", "d"].map((letter) => letter.repeat(62)).join(".")}.com`,
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
