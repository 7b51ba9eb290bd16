import { stringsWithPaths } from "../src/lib/claim-figures"
import { typedClaimFigures } from "./support/claim-figures"
import { loadDataFiles } from "./support/data"

describe("access claims typed as figures", () => {
  it("finds wait, booking and registration figures, and leaves medical timings alone", () => {
    expect(typedClaimFigures("Booking takes under 2 minutes. Bring your card.")).toEqual(["Booking takes under 2 minutes."])
    expect(typedClaimFigures("Bring your card.  Booking takes under 2 minutes.")).toEqual(["Booking takes under 2 minutes."])
    expect(typedClaimFigures("Appointments are typically available within 1-3 days.")).toHaveLength(1)
    expect(typedClaimFigures("You can book online 24/7.")).toHaveLength(1)
    expect(typedClaimFigures("Start within 24 to 48 hours of the first signs.")).toEqual([])
    expect(typedClaimFigures("If symptoms are not improving within 2-3 days, book a follow-up.")).toEqual([])
    expect(typedClaimFigures("Booking takes {bookingTime}.")).toEqual([])
  })

  it("lists every string of a YAML value with its field path", () => {
    expect(stringsWithPaths([{ faqs: { items: [{ answer: "a" }] } }])).toEqual([{ path: "0.faqs.items.0.answer", text: "a" }])
    expect(stringsWithPaths({ empty: null, count: 3, shown: true, list: ["x"] })).toEqual([{ path: "list.0", text: "x" }])
  })

  // every page reads waits, booking and registration times from data/site.yaml, so no page can state another figure
  const entryFiles = Object.entries(loadDataFiles()).filter(([file]) => file !== "site.yaml")
  it.each(entryFiles)("data/%s states access claims only through site.yaml's tokens", (file, content) => {
    const typed = stringsWithPaths(content).flatMap(({ path, text }) =>
      typedClaimFigures(text).map((sentence) => `data/${file} ${path}: ${sentence}`),
    )
    expect(typed).toEqual([])
  })
})
