import { isConfirmed, reviewConfirmed } from "../src/lib/confirmation"

describe("whether a fact is confirmed for launch", () => {
  it("takes only an explicit `confirmed: false` for a placeholder", () => {
    expect(isConfirmed(false)).toBe(false)
    expect(isConfirmed(true)).toBe(true)
    expect(isConfirmed(null)).toBe(true)
    expect(isConfirmed(undefined)).toBe(true)
  })

  it("counts a medical page's review as done only when both its reviewer and its text are confirmed", () => {
    expect(reviewConfirmed({ confirmed: true }, {})).toBe(true)
    expect(reviewConfirmed({ confirmed: false }, { confirmed: true })).toBe(false)
    expect(reviewConfirmed({}, { confirmed: false })).toBe(false)
  })
})
