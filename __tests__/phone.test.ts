import { phoneFacts } from "../src/lib/phone"

describe("the clinic's phone number", () => {
  it("keeps the number as people read it and derives its tel: link and E.164 form, Canadian when no country is given", () => {
    expect(phoneFacts("1-844-222-7200")).toEqual({
      display: "1-844-222-7200",
      href: "tel:+18442227200",
      e164: "+18442227200",
    })
    expect(phoneFacts("(905) 555-0100")?.e164).toBe("+19055550100")
  })

  it("is none for text that cannot be dialled", () => {
    expect(phoneFacts("call us")).toBeUndefined()
    expect(phoneFacts("555-01")).toBeUndefined()
  })
})
