import { hasNavigatedSinceLanding, markClientNavigation } from "../src/lib/navigation-state"

describe("whether the visitor has navigated since landing", () => {
  it("is not on the landing page and is after a client-side navigation", () => {
    expect(hasNavigatedSinceLanding()).toBe(false)
    markClientNavigation()
    expect(hasNavigatedSinceLanding()).toBe(true)
  })
})
