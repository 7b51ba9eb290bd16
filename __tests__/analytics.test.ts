import {
  trackEvent,
  trackLead,
  trackLeadFormError,
  trackLeadFormRefused,
  trackLeadFormStart,
  trackPageView,
} from "../src/lib/analytics"
import { ANALYTICS_EVENTS } from "../src/lib/analytics-events"

describe("analytics helpers", () => {
  afterEach(() => {
    delete window.gtag
  })

  it("do nothing, and do not throw, when no tag is configured", () => {
    expect(trackEvent("click_to_call")).toBe(false)
    expect(trackLead()).toBe(false)
    expect(trackPageView()).toBe(false)
  })

  it("send an event with its parameters through gtag", () => {
    const gtag = jest.fn()
    window.gtag = gtag
    expect(trackEvent("click_to_call", { link_location: "header" })).toBe(true)
    expect(gtag).toHaveBeenCalledWith("event", "click_to_call", { link_location: "header" })
  })

  it("send the lead as lead_form_submit, once, with nothing but its name (the queue adds the page)", () => {
    const gtag = jest.fn()
    window.gtag = gtag
    trackLead()
    expect(gtag.mock.calls).toEqual([["event", "lead_form_submit", {}]])
  })

  it("send a navigation's page view with no page of its own: the inline queue reads the page it happened on", () => {
    const gtag = jest.fn()
    window.gtag = gtag
    expect(trackPageView()).toBe(true)
    expect(gtag.mock.calls).toEqual([["event", "page_view", {}]])
  })

  it("tell the form's progress by field names and reasons only", () => {
    const gtag = jest.fn()
    window.gtag = gtag
    trackLeadFormStart()
    trackLeadFormRefused(["email", "phone"])
    trackLeadFormError("rate_limit")
    expect(gtag.mock.calls).toEqual([
      ["event", "lead_form_start", {}],
      ["event", "lead_form_refused", { fields: "email,phone" }],
      ["event", "lead_form_error", { reason: "rate_limit" }],
    ])
  })

  it("name every event as GA4 accepts: letters, digits and underscores, starting with a letter, at most 40", () => {
    for (const name of Object.values(ANALYTICS_EVENTS)) expect(name).toMatch(/^[a-z][a-z0-9_]{0,39}$/)
  })
})
