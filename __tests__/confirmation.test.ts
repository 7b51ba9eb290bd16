import { isConfirmed, reviewConfirmed } from "../src/lib/confirmation"

describe("whether a fact is confirmed for launch (the launch check and the pages' placeholder marks)", () => {
  it.each([
    [true, true],
    [false, false],
    [undefined, false],
    [null, false],
  ])("confirmed: %p counts as confirmed: %p", (flag, expected) => {
    expect(isConfirmed(flag)).toBe(expected)
  })

  it("calls a medical review done only when the reviewer and the entry both say confirmed: true", () => {
    expect(reviewConfirmed({ confirmed: true }, { confirmed: true })).toBe(true)
    expect(reviewConfirmed({ confirmed: true }, {})).toBe(false)
    expect(reviewConfirmed({}, { confirmed: true })).toBe(false)
  })
})
