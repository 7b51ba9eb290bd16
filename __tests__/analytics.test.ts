import { trackConversion, trackEvent, trackPageView } from "../src/lib/analytics"

describe("analytics helpers", () => {
  afterEach(() => {
    delete window.gtag
  })

  it("do nothing, and do not throw, when no tag is configured", () => {
    expect(trackEvent("x")).toBe(false)
    expect(trackConversion("lead-form-submit")).toBe(false)
    expect(trackPageView("https://x.ca/", "", "Home")).toBe(false)
  })

  it("send an event with its parameters through gtag", () => {
    const gtag = jest.fn()
    window.gtag = gtag
    expect(trackEvent("cta_click", { label: "Book" })).toBe(true)
    expect(gtag).toHaveBeenCalledWith("event", "cta_click", { label: "Book" })
  })

  it("send a conversion once, marked as such", () => {
    const gtag = jest.fn()
    window.gtag = gtag
    trackConversion("lead-form-submit", { form: "contact" })
    expect(gtag).toHaveBeenCalledTimes(1)
    expect(gtag).toHaveBeenCalledWith("event", "lead-form-submit", { form: "contact", event_category: "conversion" })
  })

  it("send a navigation's page view with title and clean addresses, kept for the hits after it", () => {
    const gtag = jest.fn()
    window.gtag = gtag
    expect(
      trackPageView("https://x.ca/contact?email=jane%40example.com&utm_medium=email#form", "https://x.ca/?name=Jane", "Contact"),
    ).toBe(true)
    const page = {
      page_location: "https://x.ca/contact?utm_medium=email",
      page_referrer: "https://x.ca/",
      page_language: "en-CA",
    }
    expect(gtag.mock.calls).toEqual([
      ["set", page],
      ["event", "page_view", { ...page, page_title: "Contact" }],
    ])
  })

  it("say a French page's language in its page view", () => {
    const gtag = jest.fn()
    window.gtag = gtag
    trackPageView("https://x.ca/fr/contact", "https://x.ca/contact", "Nous joindre")
    expect(gtag).toHaveBeenCalledWith("event", "page_view", expect.objectContaining({ page_language: "fr-CA" }))
  })
})
