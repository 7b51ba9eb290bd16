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

  it("drops a campaign tag that holds a phone number, and keeps the others", () => {
    expect(cleanPageUrl("https://clinic.example/?utm_source=416-555-0199&utm_medium=sms&utm_campaign=fall-2026-12-01")).toBe(
      "https://clinic.example/?utm_medium=sms&utm_campaign=fall-2026-12-01",
    )
    expect(cleanPageUrl("https://clinic.example/?utm_term=%2B1+(416)+555+0199&utm_source=news")).toBe(
      "https://clinic.example/?utm_source=news",
    )
  })

  it("redacts a part of the path that holds an e-mail address or a phone number, keeping the rest of the path", () => {
    expect(cleanPageUrl("https://clinic.example/conditions/jane%40example.com?utm_source=news")).toBe(
      "https://clinic.example/conditions/redacted?utm_source=news",
    )
    expect(cleanPageUrl("https://clinic.example/fr/4165550199/contact")).toBe("https://clinic.example/fr/redacted/contact")
  })

  it("cuts a very long campaign tag to GA's 100 characters, keeps a click id whole or not at all, and stays within 1,000", () => {
    const long = "a".repeat(5000)
    expect(cleanPageUrl(`https://clinic.example/?utm_campaign=${long}&utm_source=news`)).toBe(
      `https://clinic.example/?utm_campaign=${"a".repeat(100)}&utm_source=news`,
    )
    expect(cleanPageUrl(`https://clinic.example/?gclid=${"b".repeat(300)}&gbraid=0AAAAA-x_1`)).toBe(
      "https://clinic.example/?gbraid=0AAAAA-x_1",
    )
    expect(cleanPageUrl("https://clinic.example/?gclid=jane%40example.com")).toBe("https://clinic.example/")
    const many = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "utm_id", "utm_source_platform"]
      .map((key) => `${key}=${"c".repeat(200)}`)
      .join("&")
    const cleaned = cleanPageUrl(`https://clinic.example/?${many}&gclid=${"d".repeat(250)}`)
    expect(cleaned.length).toBeLessThanOrEqual(1000)
    expect(cleaned).toMatch(/^https:\/\/clinic\.example\/\?utm_source=c{100}&utm_medium=c{100}/)
  })

  it("keeps the first of a campaign tag given twice", () => {
    expect(cleanPageUrl("https://clinic.example/?utm_source=news&utm_source=other")).toBe(
      "https://clinic.example/?utm_source=news",
    )
  })
})
