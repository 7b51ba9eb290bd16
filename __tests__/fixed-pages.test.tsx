import { screen, within } from "@testing-library/react"

import ConditionsScreen from "../src/components/screens/conditions-screen"
import HomeScreen from "../src/components/screens/home-screen"
import HowItWorksScreen from "../src/components/screens/how-it-works-screen"
import LegalScreen from "../src/components/screens/legal-screen"
import MedicationsScreen from "../src/components/screens/medications-screen"
import ServicesScreen from "../src/components/screens/services-screen"
import NotFoundPage from "../src/pages/404"
import { legalPageSlugs } from "../gatsby/content/page-routes"
import { inListOrder } from "../src/lib/entry-lists"
import { fillSlots } from "../src/lib/facts"
import { type Entry, interfaceText, loadEntries, loadEntry, loadSite } from "./support/data"
import { renderScreen } from "./support/render"

const ui = interfaceText()

const page = (slug: string) => loadEntry("pages", slug) as never
/** A fixed page's entry with the fields a test reads (the copy is the editors', so the tests take it from there). */
const copy = (slug: string) =>
  loadEntry<{
    hero: { title: string }
    heroButtons: Array<{ path: string }>
    steps: { title: string; items: Array<{ title: string; anchor?: string }> }
    serviceCards: Array<{ title: string }>
    serviceCategories: Array<{ title: string; services: Array<{ name: string }> }>
    extraServices: Array<{ title: string }>
    testimonials: { items: Array<{ author: string }> }
    faqs: { items: unknown[] }
    whyChoose: { items: Array<{ title: string }> }
  }>("pages", slug)
const site = loadSite<{ portal: { signupUrl: string } }>()

/** The FAQ's questions, closed: level-3 headings in the summaries that open them. */
const faqQuestions = () =>
  screen
    .getAllByRole("heading", { level: 3 })
    .filter((heading) => heading.closest("summary") && !(heading.closest("details") as HTMLDetailsElement).open)
const link = (name: string | RegExp) => screen.getAllByRole("link", { name })[0]

describe("Home", () => {
  beforeEach(() => renderScreen(<HomeScreen page={page("home")} text={ui.screens.home} />))

  it("opens with the spec's hero and its button to /contact", () => {
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(copy("home").hero.title)
    expect(screen.getByText(ui.sections.hero.badge)).toBeInTheDocument()
    expect(link(ui.screens.home.bookYourAppointment)).toHaveAttribute("href", "/contact")
  })

  it("explains its steps, then books", () => {
    const steps = screen.getByRole("region", { name: copy("home").steps.title })
    expect(within(steps).getAllByRole("listitem")).toHaveLength(copy("home").steps.items.length)
    expect(within(steps).getByRole("link", { name: ui.screens.home.bookAppointment })).toHaveAttribute("href", "/contact")
  })

  it("shows the Our Services cards and a way to all services", () => {
    const services = screen.getByRole("region", { name: "Our Services" })
    const titles = within(services)
      .getAllByRole("heading", { level: 3 })
      .map((h) => h.textContent)
    expect(titles).toEqual(copy("home").serviceCards.map((card) => card.title))
    expect(link(ui.screens.home.allServices)).toHaveAttribute("href", "/services")
  })

  it("quotes its patients", () => {
    const { items } = copy("home").testimonials
    for (const { author } of items) expect(screen.getAllByText(author).length).toBeGreaterThan(0)
  })

  it("answers its questions, with both buttons under them", () => {
    expect(faqQuestions()).toHaveLength(copy("home").faqs.items.length)
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

  it("has its service buttons in the hero", () => {
    const hero = screen.getByRole("heading", { level: 1 }).parentElement!
    expect(
      within(hero)
        .getAllByRole("link")
        .map((a) => a.getAttribute("href"))
        .filter((href) => href?.startsWith("/services/")),
    ).toEqual(
      copy("how-it-works")
        .heroButtons.map((button) => button.path)
        .filter((path) => path.startsWith("/services/")),
    )
  })

  it("has the step cards at their anchors", () => {
    const { items } = copy("how-it-works").steps
    expect(items.length).toBeGreaterThan(0)
    for (const { title, anchor } of items)
      if (anchor) expect(screen.getByRole("heading", { name: title }).closest("li")).toHaveAttribute("id", anchor)
  })

  it("says why to choose the clinic and answers its questions", () => {
    for (const { title } of copy("how-it-works").whyChoose.items)
      expect(screen.getByRole("heading", { name: title })).toBeInTheDocument()
    expect(faqQuestions()).toHaveLength(copy("how-it-works").faqs.items.length)
  })
})

describe("Services", () => {
  beforeEach(() => renderScreen(<ServicesScreen page={page("services")} text={ui.screens.services} />))

  it("lists each category with its services", () => {
    for (const category of copy("services").serviceCategories) {
      const card = screen.getByRole("heading", { level: 3, name: category.title }).closest("li")!
      expect(
        within(card)
          .getAllByRole("heading", { level: 4 })
          .map((h) => h.textContent),
      ).toEqual(category.services.map((service) => service.name))
    }
  })

  it("adds the extra tiles, its questions and the call to action", () => {
    const extra = screen.getByRole("region", { name: "Additional Services" })
    expect(
      within(extra)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(copy("services").extraServices.map((tile) => tile.title))
    expect(faqQuestions()).toHaveLength(copy("services").faqs.items.length)
    expect(link(ui.layout.signUpNow)).toHaveAttribute("href", site.portal.signupUrl)
  })
})

describe("Conditions index", () => {
  it("links a card to each condition page, in the order of data/, and to /contact for the rest", () => {
    const conditions = loadEntries<Entry & { order?: number }>("conditions").map((c) => ({
      slug: c.slug,
      order: c.order,
      card: c.card,
    }))
    // reversed: the cards follow `order`, never the order the build read the files in
    renderScreen(
      <ConditionsScreen page={page("conditions")} conditions={[...conditions].reverse() as never} text={ui.screens.conditions} />,
    )
    const cardLinks = screen
      .getAllByRole("link")
      .map((a) => a.getAttribute("href"))
      .filter((href) => href?.startsWith("/conditions/"))
    expect(cardLinks).toEqual(inListOrder(conditions).map((condition) => `/conditions/${condition.slug}`))
    expect(link(ui.screens.conditions.allConditions)).toHaveAttribute("href", "/contact")
    expect(
      screen.getByRole("heading", { name: (page("conditions") as { intro: { title: string } }).intro.title }),
    ).toBeInTheDocument()
  })
})

describe("Medications index", () => {
  it("browses every medication by category, answers questions and asks Need a Prescription?", () => {
    const medications = loadEntries<{ slug: string; name: string; category: string; order?: number }>("medications").map(
      ({ slug, name, category, order }) => ({ slug, name, category, order: order ?? null }),
    )
    renderScreen(<MedicationsScreen page={page("medications")} medications={medications as never} />)
    const browse = screen.getByRole("region", { name: "Browse Medications by Category" })
    const hrefs = within(browse)
      .getAllByRole("link")
      .map((a) => a.getAttribute("href"))
    expect(hrefs.sort()).toEqual(medications.map((m) => `/medications/${m.slug}`).sort())
    // each category lists the medications that name it, in their order
    const categories = (loadEntry("pages", "medications") as { medicationCategories: Array<{ slug: string; title: string }> })
      .medicationCategories
    for (const category of categories)
      expect(
        within(
          within(browse).getByRole("list", {
            name: fillSlots(ui.sections.medicationCategories.linksLabel, { category: category.title }),
          }),
        )
          .getAllByRole("link")
          .map((a) => a.getAttribute("href")),
      ).toEqual(inListOrder(medications.filter((m) => m.category === category.slug)).map((m) => `/medications/${m.slug}`))
    expect(screen.getByRole("heading", { name: "Frequently Asked Questions About Online Prescriptions" })).toBeInTheDocument()
    expect(screen.getByRole("heading", { name: "Need a Prescription?" })).toBeInTheDocument()
    expect(link("Book Appointment")).toHaveAttribute("href", "/contact")
  })
})

// every policy page of data/pages/, however many an editor adds
const legalPages = loadEntries<Entry & { legalSections?: unknown[] }>("pages")
  .filter((entry) => legalPageSlugs({ allPagesYaml: { nodes: [entry] } }).length > 0)
  .map((entry): [string, number] => [entry.slug, entry.legalSections!.length])
describe.each(legalPages)("%s", (slug, sections) => {
  it(`has its ${sections} sections, Back to Home and Last Updated`, () => {
    renderScreen(<LegalScreen path={`/${slug}`} page={page(slug)} text={ui.screens.legal} />)
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(sections)
    expect(screen.getByRole("link", { name: ui.screens.legal.backHome })).toHaveAttribute("href", "/")
    // the entry's date, written for people: "Last Updated November 22, 2026" for 2026-11-22
    const iso = String((page(slug) as { lastUpdated: string }).lastUpdated)
    const [year, month, day] = iso.split("-").map(Number)
    const monthName = new Date(Date.UTC(year, month - 1, 1)).toLocaleString("en", { month: "long", timeZone: "UTC" })
    const updated = screen.getByText(ui.screens.legal.lastUpdated, { exact: false })
    expect(updated).toHaveTextContent(`${ui.screens.legal.lastUpdated} ${monthName} ${day}, ${year}`)
    expect(within(updated).getByRole("time")).toHaveAttribute("datetime", iso)
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
