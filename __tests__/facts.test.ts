import { type FactSource, factValues, fillFacts, formatHours, formatTime, unknownTokens } from "../src/lib/facts"
import { loadData } from "./support/data"

const site = loadData<FactSource>("site.yaml")

describe("business facts from data/site.yaml", () => {
  it("shows the decided hours: Monday to Saturday 8 to 9, Sunday 8 to 5", () => {
    expect(formatHours(site.hours)).toEqual(["Monday to Saturday 8:00 AM to 9:00 PM", "Sunday 8:00 AM to 5:00 PM"])
  })

  it("formats 24-hour times for people", () => {
    expect(formatTime("00:30")).toBe("12:30 AM")
    expect(formatTime("12:00")).toBe("12:00 PM")
    expect(formatTime("21:00")).toBe("9:00 PM")
  })

  it("fills tokens in copy and leaves unknown ones visible", () => {
    const values = factValues(site)
    expect(fillFacts("Call {phone}, {hours}.", values)).toBe(
      "Call 1-844-222-7200, Monday to Saturday 8:00 AM to 9:00 PM; Sunday 8:00 AM to 5:00 PM.",
    )
    expect(fillFacts("{brand} at {address}", values)).toBe(
      "Lakeshore Virtual Clinic at 1 Lakeshore Road East, Suite 200, Oakville, ON L6J 1H7",
    )
    expect(values.crisisLine).toBe("9-8-8 Suicide Crisis Helpline (call or text 988, 24/7)")
    expect(unknownTokens("{phone} {fax}")).toEqual(["fax"])
    expect(fillFacts("Booking takes {bookingTime}; visits within {sameDayWait}.", values)).toBe(
      `Booking takes ${site.claims.bookingTime}; visits within ${site.claims.waits.sameDay}.`,
    )
  })
})
