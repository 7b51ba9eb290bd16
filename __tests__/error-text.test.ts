import { errorText } from "../src/lib/error-text"

describe("the error screen's text", () => {
  it("shows status and status text for a response-like error", () => {
    expect(errorText({ status: 404, statusText: "Not Found" })).toBe("404 Not Found")
  })
  it("shows the status alone when the response has no status text", () => {
    expect(errorText({ status: 500 })).toBe("500")
  })
  it("shows an error's message", () => {
    expect(errorText(new Error("Boom"))).toBe("Boom")
  })
  it("says something even for an empty error", () => {
    expect(errorText(undefined)).toBe("Something went wrong.")
  })
})
