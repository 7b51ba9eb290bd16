import { cleanPageUrl } from "../src/lib/analytics-url"

describe("the page address analytics may see", () => {
  it("keeps origin and path, and drops the fragment", () => {
    expect(cleanPageUrl("https://clinic.example/conditions/acne#treatment")).toBe("https://clinic.example/conditions/acne")
  })

  it("drops every field a natively submitted form puts in the query", () => {
    expect(
      cleanPageUrl(
        "https://clinic.example/contact?name=Jane+Leak&email=jane.leak%40example.com&phone=416-555-0199&message=&leave_blank=",
      ),
    ).toBe("https://clinic.example/contact")
    expect(cleanPageUrl("https://clinic.example/?email=jane%40example.com")).toBe("https://clinic.example/")
  })

  it("keeps campaign attribution (utm_* and ad click ids), in order, and nothing else", () => {
    expect(
      cleanPageUrl(
        "https://clinic.example/services?utm_source=news&q=rash&utm_medium=email&gclid=Cj0KCQ&utm_campaign=flu+shots&_gl=1*abc",
      ),
    ).toBe("https://clinic.example/services?utm_source=news&utm_medium=email&gclid=Cj0KCQ&utm_campaign=flu+shots")
  })

  it("drops a campaign parameter whose value is an email address", () => {
    expect(cleanPageUrl("https://clinic.example/?utm_source=jane%40example.com&utm_medium=email")).toBe(
      "https://clinic.example/?utm_medium=email",
    )
    expect(cleanPageUrl("https://clinic.example/?utm_term=jane@example.com")).toBe("https://clinic.example/")
    expect(cleanPageUrl("https://clinic.example/?utm_source=%40jane")).toBe("https://clinic.example/")
  })

  it("keeps only parameters named exactly as campaign attribution", () => {
    expect(cleanPageUrl("https://clinic.example/?xgclid=1&gclid_name=Jane&utm_source=news")).toBe(
      "https://clinic.example/?utm_source=news",
    )
  })

  it("gives nothing for no address (a visit without a referrer) or one it cannot read", () => {
    expect(cleanPageUrl("")).toBe("")
    expect(cleanPageUrl("not a url")).toBe("")
  })
})
