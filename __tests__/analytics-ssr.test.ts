/**
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
import { trackConversion, trackEvent, trackPageView } from "../src/lib/analytics"

describe("analytics helpers during server rendering (no window)", () => {
  it("do nothing and do not throw", () => {
    expect(typeof window).toBe("undefined")
    expect(trackEvent("x")).toBe(false)
    expect(trackConversion("lead-form-submit")).toBe(false)
    expect(trackPageView("https://x/", "", "Home")).toBe(false)
  })
})
