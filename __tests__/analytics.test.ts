import { trackConversion, trackEvent, trackPageView } from "../src/lib/analytics"

describe("analytics helpers", () => {
  afterEach(() => {
    delete window.gtag
  })

  it("do nothing, and do not throw, when no tag is configured", () => {
    expect(trackEvent("x")).toBe(false)
    expect(trackConversion("lead-form-submit")).toBe(false)
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

  it("send a page view with path, title and location", () => {
    const gtag = jest.fn()
    window.gtag = gtag
    trackPageView({ pathname: "/contact", search: "?a=1", hash: "", href: "https://x.ca/contact?a=1" }, "Contact")
    expect(gtag).toHaveBeenCalledWith("event", "page_view", {
      page_path: "/contact?a=1",
      page_title: "Contact",
      page_location: "https://x.ca/contact?a=1",
    })
  })
})
