import { screen, within } from "@testing-library/react"

import Layout from "../src/components/layout/layout"
import { FOOTER_ENTRIES, inListOrder, type ListedEntry } from "../src/lib/entry-lists"
import { type HoursSlot, formatHours } from "../src/lib/opening-hours"
import { interfaceText, loadEntries, loadSite, siteData } from "./support/data"
import { renderScreen } from "./support/render"

const ui = interfaceText().layout

const site = siteData<{
  phone: { display: string; href: string }
  hours: HoursSlot[]
  portal: { loginUrl: string; signupUrl: string }
}>()

type Listed = ListedEntry & { name: string; city: string; shortName?: string }
const listed = (collection: "cities" | "services" | "conditions" | "medications") => inListOrder(loadEntries<Listed>(collection))

/** Each link of a footer list as [its accessible name, where it leads]. */
const footerLinks = (name: string) =>
  within(within(screen.getByRole("contentinfo")).getByRole("navigation", { name }))
    .getAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("href")])

describe("the layout around every page", () => {
  beforeEach(() => {
    renderScreen(
      <Layout pathname="/how-it-works">
        <h1>Page content</h1>
      </Layout>,
    )
  })

  it("offers a skip link to the main content, which holds the page", () => {
    expect(screen.getByRole("link", { name: ui.skipLink })).toHaveAttribute("href", "#main-content")
    expect(within(screen.getByRole("main")).getByRole("heading", { name: "Page content" })).toBeInTheDocument()
    expect(screen.getByRole("main")).toHaveAttribute("id", "main-content")
  })

  it("has a header with the brand, the navigation, the phone and the portal", () => {
    const header = screen.getByRole("banner")
    expect(within(header).getAllByRole("link", { name: "Lakeshore Virtual Clinic" })[0]).toHaveAttribute("href", "/")
    // jsdom has no viewport, so the wide screen's navigation is display:none and has no accessible name there: find it
    // by its label, outside the phone's menu (the browser tests open that one).
    const nav = Array.from(header.querySelectorAll<HTMLElement>(`nav[aria-label="${ui.mainNavLabel}"]`)).find(
      (element) => !element.closest("details"),
    )!
    for (const name of ["Home", "How It Works", "Contact Us"])
      expect(within(nav).getByRole("link", { name, hidden: true })).toBeInTheDocument()
    // Services: a link, or the summary that opens the list of service pages.
    expect(within(nav).getAllByText("Services", { selector: "a, summary" }).length).toBeGreaterThan(0)
    expect(within(header).getAllByRole("link", { name: site.phone.display, hidden: true })[0]).toHaveAttribute(
      "href",
      site.phone.href,
    )
    expect(within(header).getAllByRole("link", { name: new RegExp(ui.patientLogin), hidden: true })[0]).toHaveAttribute(
      "href",
      site.portal.loginUrl,
    )
    expect(within(header).getAllByRole("link", { name: new RegExp(ui.signUp), hidden: true })[0]).toHaveAttribute(
      "href",
      site.portal.signupUrl,
    )
  })

  it("has a footer with contact details, link lists ending in See More, the year and the legal links", () => {
    const footer = screen.getByRole("contentinfo")
    expect(within(footer).getByRole("link", { name: site.phone.display })).toHaveAttribute("href", site.phone.href)
    expect(footer).toHaveTextContent("Oakville, ON")
    for (const line of formatHours(site.hours)) expect(footer).toHaveTextContent(line)
    for (const list of ["Navigation", "Medications", "Conditions", "Services", "Locations"])
      expect(within(footer).getByRole("navigation", { name: list })).toBeInTheDocument()
    const locations = within(within(footer).getByRole("navigation", { name: "Locations" })).getAllByRole("link")
    expect(locations.at(-1)).toHaveTextContent("See More")
    // "See More" alone says nothing to a screen reader listing the page's links: its name carries where it leads.
    expect(locations.at(-1)).toHaveAccessibleName("See More locations: contact us")
    expect(locations.at(-1)).toHaveAttribute("href", "/contact")
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()}`)
    expect(within(footer).getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy")
    expect(within(footer).getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms-of-service")
  })
})

describe("the footer's lists", () => {
  beforeEach(() => {
    renderScreen(
      <Layout pathname="/">
        <h1>Page content</h1>
      </Layout>,
    )
  })

  it("link the first cities and conditions of data/ then where all are listed, and every service, in list order", () => {
    expect(footerLinks("Locations")).toEqual([
      ...listed("cities")
        .slice(0, FOOTER_ENTRIES)
        .map((city) => [city.city, `/locations/${city.slug}`]),
      ["See More locations: contact us", "/contact"],
    ])
    expect(footerLinks("Services")).toEqual(listed("services").map((service) => [service.name, `/services/${service.slug}`]))
    expect(footerLinks("Conditions")).toEqual([
      ...listed("conditions")
        .slice(0, FOOTER_ENTRIES)
        .map((condition) => [condition.shortName ?? condition.name, `/conditions/${condition.slug}`]),
      ["All Conditions", "/conditions"],
    ])
  })

  it("link the first medications of data/medications/, then the index of all of them", () => {
    expect(footerLinks("Medications")).toEqual([
      ...listed("medications")
        .slice(0, FOOTER_ENTRIES)
        .map((medication) => [medication.name, `/medications/${medication.slug}`]),
      ["All Medications", "/medications"],
    ])
  })
})

describe("a render error", () => {
  it("shows the Unexpected Application Error! screen with the error's message instead of a blank page", () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined)
    const Broken = () => {
      throw new Error("Could not read the page data")
    }
    renderScreen(
      <Layout pathname="/">
        <Broken />
      </Layout>,
    )
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Unexpected Application Error!")
    expect(screen.getByRole("alert")).toHaveTextContent("Could not read the page data")
    expect(screen.getByRole("banner")).toBeInTheDocument()
    error.mockRestore()
  })
})

describe("with compliance.showMedicationPages off", () => {
  it("links to no medication page from the header or the footer, and keeps every other column", () => {
    const full = loadSite<{ compliance: Record<string, boolean> }>()
    renderScreen(
      <Layout pathname="/how-it-works">
        <h1>Page content</h1>
      </Layout>,
      { compliance: { ...full.compliance, showMedicationPages: false } },
    )
    const hrefs = screen.getAllByRole("link", { hidden: true }).map((link) => link.getAttribute("href") ?? "")
    expect(hrefs.filter((href) => href.startsWith("/medications"))).toEqual([])
    expect(screen.queryByRole("navigation", { name: "Medications" })).toBeNull()
    expect(screen.getByRole("navigation", { name: "Conditions" })).toBeInTheDocument()
  })
})
