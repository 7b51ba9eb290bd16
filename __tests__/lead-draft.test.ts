import { LEAD_DRAFT_KEY, loadLeadDraft, saveLeadDraft } from "../src/lib/lead-draft"

describe("the contact form's draft, kept in this tab", () => {
  beforeEach(() => sessionStorage.clear())

  it("keeps what was typed for the tab, never the honeypot, and gives it back", () => {
    saveLeadDraft({ name: "Josée", email: "josee@exemple.ca", phone: "", message: "Mal de gorge", leave_blank: "spam" })
    expect(loadLeadDraft()).toEqual({ name: "Josée", email: "josee@exemple.ca", message: "Mal de gorge" })
    expect(localStorage.getItem(LEAD_DRAFT_KEY)).toBeNull()
  })

  it("keeps nothing once the form is empty again (sent and reset, or cleared)", () => {
    saveLeadDraft({ name: "Jane" })
    saveLeadDraft({ name: "", message: "" })
    expect(sessionStorage.getItem(LEAD_DRAFT_KEY)).toBeNull()
    expect(loadLeadDraft()).toEqual({})
  })

  it("gives nothing back for a stored value that is not a draft", () => {
    sessionStorage.setItem(LEAD_DRAFT_KEY, "{not json")
    expect(loadLeadDraft()).toEqual({})
    sessionStorage.setItem(LEAD_DRAFT_KEY, JSON.stringify({ name: 42, email: "a@b.ca", other: "x" }))
    expect(loadLeadDraft()).toEqual({ email: "a@b.ca" })
  })

  it("loses nothing and throws nothing when the browser blocks storage", () => {
    const blocked = jest.spyOn(window, "sessionStorage", "get").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError")
    })
    expect(() => saveLeadDraft({ name: "Jane" })).not.toThrow()
    expect(loadLeadDraft()).toEqual({})
    blocked.mockRestore()
  })
})
