/**
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
import { trackEvent, trackLead, trackLeadFormError, trackPageView } from "../src/lib/analytics"

describe("analytics helpers during server rendering (no window)", () => {
  it("do nothing and do not throw", () => {
    expect(typeof window).toBe("undefined")
    expect(trackEvent("click_to_call")).toBe(false)
    expect(trackLead()).toBe(false)
    expect(trackLeadFormError("network")).toBe(false)
    expect(trackPageView()).toBe(false)
  })
})
