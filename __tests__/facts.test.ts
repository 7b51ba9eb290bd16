import { type FactSource, factValues, fillFacts, unknownTokens } from "../src/lib/facts"
import { siteData } from "./support/data"

const site = siteData<FactSource>()

describe("business facts from data/site.yaml", () => {
  it("fills tokens in copy and leaves unknown ones visible", () => {
    const values = factValues(site)
    expect(fillFacts("Call {phone}, {hours}.", values)).toBe(`Call ${site.phone.display}, ${site.hoursText.join("; ")}.`)
    expect(fillFacts("{brand} at {address}", values)).toBe(
      `${site.brand.name} at ${site.address.street}, ${site.address.locality}, ${site.address.regionCode} ${site.address.postalCode}`,
    )
    expect(values.crisisLine).toBe(
      `${site.crisisLine.name} (call or text ${site.crisisLine.phone}, ${site.crisisLine.availability})`,
    )
    expect(unknownTokens("{phone} {fax}")).toEqual(["fax"])
    expect(fillFacts("Booking takes {bookingTime}; visits within {sameDayWait}.", values)).toBe(
      `Booking takes ${site.claims.bookingTime}; visits within ${site.claims.waits.sameDay}.`,
    )
  })

  it("reads a token with spaces inside the braces as the same token", () => {
    expect(fillFacts("Call { phone }.", factValues(site))).toBe(`Call ${site.phone.display}.`)
    expect(unknownTokens("{ phone } { fax }")).toEqual(["fax"])
  })

  it("finds a word in braces that is no token whatever it is spelt with: accents, spaces, digits", () => {
    expect(unknownTokens("{téléphone}, {phone number}, {phone2}, {}, { phone }")).toEqual([
      "téléphone",
      "phone number",
      "phone2",
      "",
    ])
  })
})
