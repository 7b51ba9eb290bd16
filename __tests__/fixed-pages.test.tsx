import { screen, within } from "@testing-library/react"

import ConditionsScreen from "../src/components/screens/conditions-screen"
import HomeScreen from "../src/components/screens/home-screen"
import HowItWorksScreen from "../src/components/screens/how-it-works-screen"
import LegalScreen from "../src/components/screens/legal-screen"
import MedicationsScreen from "../src/components/screens/medications-screen"
import ServicesScreen from "../src/components/screens/services-screen"
import NotFoundPage from "../src/pages/404"
import { type Entry, interfaceText, loadData } from "./support/data"
import { renderScreen } from "./support/render"

const ui = interfaceText()

const page = (slug: string) => loadData<Entry[]>("pages.yaml").find((entry) => entry.slug === slug) as never
const site = loadData<{ portal: { signupUrl: string } }>("site.yaml")

const faqQuestions = () => screen.getAllByRole("button", { expanded: false }).filter((button) => button.closest("h3"))
const link = (name: string | RegExp) => screen.getAllByRole("link", { name })[0]

describe("Home", () => {
  beforeEach(() => renderScreen(<HomeScreen page={page("home")} text={ui.screens.home} />))

  it("opens with the spec's hero and its button to /contact", () => {
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Virtual Doctor Appointments in Ontario, Covered by OHIP")
    expect(screen.getByText("OHIP Covered")).toBeInTheDocument()
    expect(link(ui.screens.home.bookYourAppointment)).toHaveAttribute("href", "/contact")
  })

  it("explains three steps, then books", () => {
    const steps = screen.getByRole("region", { name: "How It Works" })
    expect(within(steps).getAllByRole("listitem")).toHaveLength(3)
    expect(within(steps).getByRole("link", { name: ui.screens.home.bookAppointment })).toHaveAttribute("href", "/contact")
  })

  it("shows the four Our Services cards and a way to all services", () => {
    const services = screen.getByRole("region", { name: "Our Services" })
    const titles = within(services)
      .getAllByRole("heading", { level: 3 })
      .map((h) => h.textContent)
    expect(titles).toEqual(["Online Doctor Consultations", "Prescription Refills", "Medical Documents", "Specialist Referrals"])
    expect(link(ui.screens.home.allServices)).toHaveAttribute("href", "/services")
  })

  it("quotes six patients", () => {
    const { items } = (page("home") as { testimonials: { items: Array<{ author: string }> } }).testimonials
    expect(items).toHaveLength(6)
    for (const { author } of items) expect(screen.getAllByText(author).length).toBeGreaterThan(0)
  })

  it("answers fifteen questions, with both buttons under them", () => {
    expect(faqQuestions()).toHaveLength(15)
    expect(link(ui.screens.home.getStarted)).toHaveAttribute("href", "/contact")
    // The second "Book Your Appointment" is shown from 768 px only (jsdom is narrower).
    expect(screen.getAllByRole("link", { name: ui.screens.home.bookYourAppointment, hidden: true })).toHaveLength(2)
  })

  it("ends with Book Appointment and Sign Up Now", () => {
    const links = screen.getAllByRole("link")
    expect(links.at(-2)).toHaveTextContent("Book Appointment")
    expect(links.at(-2)).toHaveAttribute("href", "/contact")
    expect(links.at(-1)).toHaveTextContent(ui.layout.signUpNow)
    expect(links.at(-1)).toHaveAttribute("href", site.portal.signupUrl)
  })
})

describe("How it works", () => {
  beforeEach(() => renderScreen(<HowItWorksScreen page={page("how-it-works")} />))

  it("has four service buttons in the hero", () => {
    const hero = screen.getByRole("heading", { level: 1 }).parentElement!
    expect(
      within(hero)
        .getAllByRole("link")
        .filter((a) => a.getAttribute("href")?.startsWith("/services/")),
    ).toHaveLength(4)
  })

  it("has the four step cards at their anchors", () => {
    const steps = ["Create an Account", "Book an Appointment", "Attend Virtual Visit", "Receive Care"]
    const anchors = ["signup", "booking", "visit", "care"]
    steps.forEach((title, i) =>
      expect(screen.getByRole("heading", { name: title }).closest("li")).toHaveAttribute("id", anchors[i]),
    )
  })

  it("says why to choose the clinic and answers four questions", () => {
    expect(screen.getByRole("heading", { name: "Convenient Access" })).toBeInTheDocument()
    expect(screen.getByRole("heading", { name: "Secure & Confidential" })).toBeInTheDocument()
    expect(faqQuestions()).toHaveLength(4)
  })
})

describe("Services", () => {
  beforeEach(() => renderScreen(<ServicesScreen page={page("services")} text={ui.screens.services} />))

  it("lists the four categories with exactly the spec's sixteen services", () => {
    const categories = {
      "Virtual Consultations": [
        "General Health Concerns",
        "Chronic Disease Management",
        "Virtual Urgent Care",
        "Follow-up Appointments",
      ],
      "Medical Documents": ["WSIB Forms", "Disability Forms", "Medical Notes", "Sick Notes"],
      "Treatment & Referrals": ["Prescriptions", "Lab Requisitions", "Specialist Referrals", "Treatment Plans"],
      "Specialized Care": ["Mental Health Services", "Women's Health", "Sexual Health", "Family Medicine"],
    }
    for (const [category, services] of Object.entries(categories)) {
      const card = screen.getByRole("heading", { level: 3, name: category }).closest("li")!
      expect(
        within(card)
          .getAllByRole("heading", { level: 4 })
          .map((h) => h.textContent),
      ).toEqual(services)
    }
  })

  it("adds the four extra tiles, six questions and the call to action", () => {
    const extra = screen.getByRole("region", { name: "Additional Services" })
    expect(
      within(extra)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Prescription Renewals", "Test Results Review", "Specialist Referrals", "Medical Advice"])
    expect(faqQuestions()).toHaveLength(6)
    expect(link(ui.layout.signUpNow)).toHaveAttribute("href", site.portal.signupUrl)
  })
})

describe("Conditions index", () => {
  it("links a card to each condition page, and to /contact for the rest", () => {
    const conditions = loadData<Entry[]>("conditions.yaml").map((c) => ({ slug: c.slug, card: c.card }))
    renderScreen(<ConditionsScreen page={page("conditions")} conditions={conditions as never} text={ui.screens.conditions} />)
    for (const slug of ["acne", "depression", "uti", "ed", "anxiety"])
      expect(screen.getAllByRole("link").some((a) => a.getAttribute("href") === `/conditions/${slug}`)).toBe(true)
    expect(link("See All Treatable Conditions")).toHaveAttribute("href", "/contact")
    expect(
      screen.getByRole("heading", { name: (page("conditions") as { intro: { title: string } }).intro.title }),
    ).toBeInTheDocument()
  })
})

describe("Medications index", () => {
  it("browses fifteen medications by category, answers questions and asks Need a Prescription?", () => {
    const medications = loadData<Array<{ slug: string; name: string }>>("medications.yaml").map(({ slug, name }) => ({
      slug,
      name,
    }))
    renderScreen(<MedicationsScreen page={page("medications")} medications={medications as never} />)
    const browse = screen.getByRole("region", { name: "Browse Medications by Category" })
    const hrefs = within(browse)
      .getAllByRole("link")
      .map((a) => a.getAttribute("href"))
    expect(hrefs.sort()).toEqual(medications.map((m) => `/medications/${m.slug}`).sort())
    expect(hrefs).toHaveLength(15)
    expect(screen.getByRole("heading", { name: "Frequently Asked Questions About Online Prescriptions" })).toBeInTheDocument()
    expect(screen.getByRole("heading", { name: "Need a Prescription?" })).toBeInTheDocument()
    expect(link("Book Appointment")).toHaveAttribute("href", "/contact")
  })
})

describe.each([
  ["privacy-policy", 7],
  ["terms-of-service", 9],
  ["editorial-policy", 5],
  ["accessibility", 5],
  ["what-we-cant-treat", 6],
  ["fees", 4],
])("%s", (slug, sections) => {
  it(`has ${sections} sections, Back to Home and Last Updated`, () => {
    renderScreen(
      <LegalScreen
        path={`/${slug}`}
        page={page(slug)}
        lastUpdated="November 22, 2026"
        lastUpdatedIso="2026-11-22"
        text={ui.screens.legal}
      />,
    )
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(sections)
    expect(screen.getByRole("link", { name: ui.screens.legal.backHome })).toHaveAttribute("href", "/")
    expect(screen.getByText(ui.screens.legal.lastUpdated, { exact: false })).toHaveTextContent(
      `${ui.screens.legal.lastUpdated} November 22, 2026`,
    )
  })
})

describe("Not found", () => {
  it("says so, offers the way home and logs the path", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined)
    const props = { location: { pathname: "/nope" }, data: { interfaceYaml: ui } } as unknown as Parameters<
      typeof NotFoundPage
    >[0]
    renderScreen(<NotFoundPage {...props} />)
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(ui.notFound.heading)
    expect(screen.getByRole("link", { name: ui.notFound.homeButton })).toHaveAttribute("href", "/")
    expect(warn).toHaveBeenCalledWith(expect.any(String), "/nope")
    warn.mockRestore()
  })
})
