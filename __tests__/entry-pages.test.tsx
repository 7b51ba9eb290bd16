import { screen, within } from "@testing-library/react"

import CityScreen from "../src/components/screens/city-screen"
import ConditionScreen from "../src/components/screens/condition-screen"
import HomeScreen from "../src/components/screens/home-screen"
import MedicationScreen from "../src/components/screens/medication-screen"
import ServiceScreen from "../src/components/screens/service-screen"
import { type Entry, interfaceText, loadEntries, loadSite } from "./support/data"
import { renderScreen } from "./support/render"
import { oneOfEachKind } from "./support/sampled-content"
import { fillSlots } from "../src/lib/facts"

const ui = interfaceText()

const services = loadEntries<Entry>("services")
const conditions = loadEntries<Entry>("conditions")
const medications = loadEntries<Entry>("medications")
const cities = loadEntries<Entry>("cities")
const find = (list: Entry[], slug: string) => list.find((entry) => entry.slug === slug)!
/**
 * The entries whose whole screen is checked: one of each kind, since a folder's screens are one component fed alike
 * (issue 60: the clinic adds entries, and these tests must not grow with them). Content checks render every entry.
 */
const sampledConditions = oneOfEachKind("conditions", conditions)
const sampledMedications = oneOfEachKind("medications", medications)
const sampledCities = oneOfEachKind("cities", cities)
/**
 * The entries a safety check is about, found by what they are (their service type, their condition's name), never by
 * slug: renaming a file must not drop the check. The check renders each, and fails when there is none.
 */
const everyEntry = (list: Entry[], field: string, kind: RegExp) => list.filter((entry) => kind.test(String(entry[field])))
const expectEach = (entries: Entry[], check: (entry: Entry) => void) => {
  expect(entries.map((entry) => entry.slug)).not.toEqual([])
  for (const entry of entries) check(entry)
}
const reviewers = loadEntries<{ slug: string; name: string; credentials: string; confirmed?: boolean }>("reviewers")

/**
 * The review note names the entry's own reviewer and date once the reviewer and this version of the entry are
 * confirmed, says the review is pending (naming nobody) until then, and links to the editorial policy.
 */
const expectReviewNote = (entry: Entry) => {
  const note = screen.getByRole("complementary", { name: "About this information" })
  const reviewer = reviewers.find((r) => r.slug === entry.reviewedBy)!
  expect(within(note).getByRole("link", { name: "Our editorial policy" })).toHaveAttribute("href", "/editorial-policy")
  if (reviewer.confirmed === false || entry.confirmed === false) {
    expect(note).toHaveTextContent(ui.sections.clinicalReview.reviewPending)
    expect(note).not.toHaveTextContent(reviewer.name)
    expect(within(note).queryByRole("time")).toBeNull()
    return
  }
  expect(note).toHaveTextContent(
    fillSlots(ui.sections.clinicalReview.reviewedBy, {
      name: reviewer.name,
      credentials: reviewer.credentials,
      date: "November 15, 2026",
    }),
  )
  expect(within(note).getByRole("time")).toHaveAttribute("datetime", String(entry.lastReviewed).slice(0, 10))
}

describe("the review note", () => {
  const [condition] = conditions
  const reviewer = reviewers.find((r) => r.slug === condition.reviewedBy)!

  it("names the reviewer and the date once both the reviewer and the entry are confirmed", () => {
    renderScreen(<ConditionScreen condition={{ ...condition, confirmed: true } as never} />, {}, [
      { ...reviewer, confirmed: true },
    ])
    expect(screen.getByRole("complementary", { name: "About this information" })).toHaveTextContent(reviewer.name)
  })

  it.each([
    ["the reviewer", { confirmed: true }, { confirmed: false }],
    ["this version of the entry", { confirmed: false }, { confirmed: true }],
  ])("says the review is pending while %s is unconfirmed", (_, entryFlag, reviewerFlag) => {
    renderScreen(<ConditionScreen condition={{ ...condition, ...entryFlag } as never} />, {}, [{ ...reviewer, ...reviewerFlag }])
    const note = screen.getByRole("complementary", { name: "About this information" })
    expect(note).toHaveTextContent(ui.sections.clinicalReview.reviewPending)
    expect(note).not.toHaveTextContent(reviewer.name)
  })
})

/** How many FAQ questions the page has: level-3 headings in the summaries that open their answers. */
const questionCount = () => screen.getAllByRole("heading", { level: 3 }).filter((heading) => heading.closest("summary")).length
const lastLink = () => screen.getAllByRole("link").at(-1)!

describe("service pages", () => {
  it.each(services.map((s) => [s.slug, s]))(
    "%s shows hero, benefits, steps, testimonials, FAQ and a call to action",
    (_, service) => {
      renderScreen(<ServiceScreen service={service as never} />)
      const { benefits, steps, testimonials, faqs } = service as unknown as Record<string, { title: string; items: unknown[] }>
      // a service that carries fees names them in its badge; one without a badge is wholly insured
      const { badge } = (service as unknown as { hero: { badge?: string } }).hero
      expect(screen.getByText(badge ?? interfaceText().sections.hero.badge)).toBeInTheDocument()
      expect(within(screen.getByRole("region", { name: benefits.title })).getAllByRole("listitem")).toHaveLength(
        benefits.items.length,
      )
      expect(within(screen.getByRole("region", { name: steps.title })).getAllByRole("listitem")).toHaveLength(steps.items.length)
      expect(screen.getByRole("region", { name: testimonials.title })).toBeInTheDocument()
      expect(questionCount()).toBe(faqs.items.length)
      expect(lastLink()).toHaveTextContent("Book Appointment")
      expect(lastLink()).toHaveAttribute("href", "/contact")
    },
  )

  it("sends emergencies to 911, not a video visit, on every urgent-care service", () => {
    expectEach(everyEntry(services, "serviceType", /urgent care/i), (service) => {
      const { container, unmount } = renderScreen(<ServiceScreen service={service as never} />)
      expect(container).toHaveTextContent(/911/)
      unmount()
    })
  })
})

describe("condition pages", () => {
  it.each(sampledConditions.map((c) => [c.slug, c]))(
    "%s shows symptoms with a warning, treatments, FAQ, review note and CTA",
    (_, condition) => {
      renderScreen(<ConditionScreen condition={condition as never} />)
      const { symptoms } = condition as unknown as { symptoms: { title: string; items: string[] } }
      expect(within(screen.getByRole("region", { name: symptoms.title })).getAllByRole("listitem")).toHaveLength(
        symptoms.items.length,
      )
      expect(screen.getByText(ui.sections.symptoms.important)).toBeInTheDocument()
      expect(screen.getByRole("complementary", { name: "About this information" })).toHaveTextContent(
        /A licensed clinician decides/,
      )
      expectReviewNote(condition as Entry)
      expect(lastLink()).toHaveAttribute("href", "/contact")
    },
  )

  const crisisPages = sampledConditions.filter((condition) => condition.showCrisisLine).map((condition) => condition.slug)
  it.each(crisisPages)("%s (showCrisisLine: true) shows the 9-8-8 crisis line to call or text", (slug) => {
    renderScreen(<ConditionScreen condition={find(conditions, slug) as never} />)
    const crisis = screen.getByRole("complementary", { name: ui.sections.crisis.heading })
    expect(within(crisis).getByRole("link", { name: "988" })).toHaveAttribute("href", "tel:988")
    expect(crisis).toHaveTextContent(/call or text 988/)
    expect(within(crisis).getByRole("link", { name: ui.sections.crisis.emergencyNumber })).toHaveAttribute(
      "href",
      `tel:${ui.sections.crisis.emergencyNumber}`,
    )
  })

  it("tells UTI patients that Ontario pharmacists can prescribe too", () => {
    expectEach(everyEntry(conditions, "name", /urinary tract infection/i), (condition) => {
      const { container, unmount } = renderScreen(<ConditionScreen condition={condition as never} />)
      expect(container).toHaveTextContent(/pharmacist/i)
      unmount()
    })
  })

  // issue 28: the spec's "improves in 4-6 weeks" overpromised; treatment takes 8-12 weeks to judge
  it("says acne treatment takes 8-12 weeks to judge and several months to clear", () => {
    expectEach(everyEntry(conditions, "name", /\bacne\b/i), (condition) => {
      const { container, unmount } = renderScreen(<ConditionScreen condition={condition as never} />)
      expect(container).toHaveTextContent(/8 ?(to|-|–) ?12 weeks/)
      expect(container).not.toHaveTextContent(/4 ?(to|-|–) ?6 weeks/)
      expect(container).toHaveTextContent(/several months/)
      unmount()
    })
  })
})

describe("medication pages", () => {
  it.each(sampledMedications.map((m) => [m.slug, m]))(
    "%s shows badge, four benefits, about, balanced safety, four FAQs and Book Consultation",
    (_, medication) => {
      renderScreen(<MedicationScreen medication={medication as never} />)
      expect(screen.getByText(medication.badge as string)).toBeInTheDocument()
      expect(screen.getAllByRole("link", { name: "Book Consultation" })).toHaveLength(2)
      screen.getAllByRole("link", { name: "Book Consultation" }).forEach((a) => expect(a).toHaveAttribute("href", "/contact"))
      for (const heading of [
        "How it works",
        "Dosages",
        "Safety",
        "Who should not take it",
        "Common side effects",
        "Get urgent help",
      ])
        expect(screen.getByRole("heading", { name: heading })).toBeInTheDocument()
      expect(questionCount()).toBe(4)
      expect(screen.getByRole("complementary", { name: "About this information" })).toHaveTextContent(
        /A licensed clinician decides/,
      )
      expectReviewNote(medication)
    },
  )

  const facts: Record<string, RegExp[]> = {
    viagra: [
      /sildenafil/i,
      /25/,
      /50 mg/,
      /100 mg/,
      // issue 28: about 4 hours (the monograph), not the spec's 4-6
      /lasts about 4 hours/,
      /more than 4 hours|over 4 hours|longer than 4 hours/i,
    ],
    cialis: [/tadalafil/i, /2\.5/, /5 mg/, /10 mg/, /20 mg/, /36 hours/, /benign prostatic hyperplasia/i],
    // issue 14: the spec's single side-effect rate (1 mg trials) and "250-875 mg two or three times daily" were
    // corrected against the monographs, so the pages state a rate per strength and a dose range per schedule
    finasteride: [/1 mg/, /5 mg/, /3 ?(to|-|–) ?6 months/, /1 mg tablet for hair loss/, /5 mg tablet for an enlarged prostate/],
    amoxicillin: [/250 mg/, /500 mg/],
    valacyclovir: [
      /1000 mg twice (daily|a day) for 10 days/i,
      // issue 28: 3 days for a recurrence (the Canadian monograph), not the spec's 3-5; cold sores at the first tingle
      /500 mg twice (daily|a day) for 3 days/i,
      /first tingle/i,
      /2000 mg/,
      /12 hours apart/i,
      /1000 mg three times (daily|a day) for 7 days/i,
      /72 hours/,
    ],
  }
  // the facts of the medications that are still in data/
  const stated = Object.entries(facts).filter(([slug]) => medications.some((medication) => medication.slug === slug))
  it.each(stated)("%s states the spec's facts", (slug, patterns) => {
    renderScreen(<MedicationScreen medication={find(medications, slug) as never} />)
    for (const pattern of patterns)
      expect([slug, pattern, pattern.test(document.body.textContent ?? "")]).toEqual([slug, pattern, true])
  })
})

describe("city pages", () => {
  it.each(sampledCities.map((c) => [c.slug, c]))("%s greets its city and explains how it works", (_, city) => {
    renderScreen(<CityScreen city={city as never} text={ui.screens.city} />)
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      fillSlots(ui.screens.city.heroTitle, { city: String(city.city) }),
    )
    const benefits = (city as unknown as { benefits: { title: string } }).benefits
    expect(within(screen.getByRole("region", { name: benefits.title })).getAllByRole("listitem")).toHaveLength(4)
    expect(screen.getByRole("link", { name: "Learn How It Works" })).toHaveAttribute("href", "/how-it-works")
    expect(lastLink()).toHaveAttribute("href", "/contact")
  })

  it.each(sampledCities.map((c) => [c.slug, c]))(
    "%s names its own public health unit, emergency departments and pharmacies",
    (_, city) => {
      renderScreen(<CityScreen city={city as never} text={ui.screens.city} />)
      const { local } = city as unknown as {
        local: { title: string; publicHealth: { name: string; url: string }; emergency: string; pharmacy: string }
      }
      const region = screen.getByRole("region", { name: local.title })
      expect(within(region).getByRole("link", { name: local.publicHealth.name })).toHaveAttribute("href", local.publicHealth.url)
      expect(region).toHaveTextContent(local.emergency.replace(/\s+/g, " "))
      expect(region).toHaveTextContent(local.pharmacy.replace(/\s+/g, " "))
    },
  )

  // issue 59: every city page offers mental-health care, so its urgent-help words give 9-8-8 beside 911
  it.each(sampledCities.map((c) => [c.slug, c]))("%s gives the crisis line beside 911 in its local facts", (_, city) => {
    renderScreen(<CityScreen city={city as never} text={ui.screens.city} />)
    const { crisisLine } = loadSite<{ crisisLine: { phone: string; name: string } }>()
    const region = screen.getByRole("region", { name: (city as unknown as { local: { title: string } }).local.title })
    expect(within(region).getByRole("link", { name: crisisLine.phone })).toHaveAttribute("href", `tel:${crisisLine.phone}`)
    expect(region).toHaveTextContent(crisisLine.name)
    expect(within(region).getByRole("link", { name: ui.sections.crisis.emergencyNumber })).toHaveAttribute(
      "href",
      `tel:${ui.sections.crisis.emergencyNumber}`,
    )
  })
})

describe("compliance.showTestimonials", () => {
  const home = loadEntries<Entry>("pages").find((p) => p.slug === "home")!
  const testimonialsTitle = (home as unknown as { testimonials: { title: string } }).testimonials.title

  it("shows testimonials when true", () => {
    renderScreen(<HomeScreen page={home as never} text={ui.screens.home} />)
    expect(screen.getByRole("region", { name: testimonialsTitle })).toBeInTheDocument()
  })

  it("removes every testimonial section when false, leaving the rest of the page", () => {
    renderScreen(<HomeScreen page={home as never} text={ui.screens.home} />, { compliance: { showTestimonials: false } })
    expect(screen.queryByRole("region", { name: testimonialsTitle })).not.toBeInTheDocument()
    expect(screen.getByRole("region", { name: "Our Services" })).toBeInTheDocument()
    renderScreen(<ServiceScreen service={services[0] as never} />, { compliance: { showTestimonials: false } })
    const { title } = (services[0] as unknown as { testimonials: { title: string } }).testimonials
    expect(screen.queryByRole("region", { name: title })).not.toBeInTheDocument()
  })
})
