import { dayLabel, formatHours, formatTime, hoursProblems, openingHoursSpecification } from "../src/lib/opening-hours"

const week = { days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"], opens: "08:00", closes: "21:00" }
const sunday = { days: ["Sunday"], opens: "08:00", closes: "16:00" }

describe("opening hours", () => {
  it("formats 24-hour times for people", () => {
    expect(formatTime("00:30")).toBe("12:30 AM")
    expect(formatTime("12:00")).toBe("12:00 PM")
    expect(formatTime("21:00")).toBe("9:00 PM")
  })

  it("names runs of days once, in week order", () => {
    expect(dayLabel(week.days)).toBe("Monday to Saturday")
    expect(dayLabel(["Sunday", "Saturday"])).toBe("Saturday and Sunday")
    expect(dayLabel(["Monday", "Wednesday", "Thursday", "Friday"])).toBe("Monday and Wednesday to Friday")
    expect(dayLabel(["Tuesday"])).toBe("Tuesday")
    expect(dayLabel([])).toBe("")
  })

  it("gives the footer's lines and schema.org's specification from the same slots", () => {
    expect(formatHours([week, sunday])).toEqual(["Monday to Saturday 8:00 AM to 9:00 PM", "Sunday 8:00 AM to 4:00 PM"])
    expect(openingHoursSpecification([sunday])).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["https://schema.org/Sunday"], opens: "08:00", closes: "16:00" },
    ])
  })

  it("accepts the usual week and refuses times that are not 24-hour, closing before opening and days named twice", () => {
    expect(hoursProblems([week, sunday])).toEqual([])
    expect(hoursProblems([{ days: ["Saturday"], opens: "9am", closes: "5pm" }])).toEqual([
      '"hours[0].opens" must be a 24-hour time like "08:00" or "21:30", found "9am"',
      '"hours[0].closes" must be a 24-hour time like "08:00" or "21:30", found "5pm"',
    ])
    expect(hoursProblems([{ days: ["Sunday"], opens: "17:00", closes: "08:00" }])).toEqual([
      '"hours[0]" closes at 08:00, not after it opens at 17:00',
    ])
    expect(hoursProblems([week, { ...sunday, days: ["Saturday", "Sundy"] }])).toEqual([
      '"hours[1].days" names Saturday again (already in hours[0])',
      '"hours[1].days" names "Sundy", which is not a day (one of: Monday, Tuesday, Wednesday, Thursday, Friday, Saturday, Sunday)',
    ])
  })
})
