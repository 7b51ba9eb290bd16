import { screen, within } from "@testing-library/react"

import CityScreen from "../src/components/screens/city-screen"
import ConditionScreen from "../src/components/screens/condition-screen"
import LegalScreen from "../src/components/screens/legal-screen"
import MedicationScreen from "../src/components/screens/medication-screen"
import ServiceScreen from "../src/components/screens/service-screen"
import { breadcrumbTrail } from "../src/lib/breadcrumbs"
import { breadcrumbList } from "../src/lib/structured-data"
import { type Entry, interfaceText, loadEntries, siteData } from "./support/data"
import { renderScreen } from "./support/render"

const site = siteData<{
  breadcrumbs: { label: string; home: string }
  footer: { navigation: Array<{ name: string; path: string }> }
}>()
const listingName = (path: string) => site.footer.navigation.find((link) => link.path === path)!.name
const first = (collection: "services" | "medications" | "cities") => loadEntries(collection)[0]
const withShortName = loadEntries<Entry & { name: string; shortName?: string }>("conditions").find(
  (condition) => condition.shortName,
)!
const legal = loadEntries<Entry & { legalSections?: unknown[]; hero: { title: string } }>("pages").find(
  (page) => page.legalSections?.length,
)!

/** The steps the breadcrumb navigation shows, each with where it links (none for the page itself). */
const shownTrail = () => {
  const nav = screen.getByRole("navigation", { name: site.breadcrumbs.label })
  const list = within(nav).getByRole("list")
  return within(list)
    .getAllByRole("listitem")
    .map((item) => {
      const link = within(item).queryByRole("link")
      return { name: item.textContent, href: link?.getAttribute("href") ?? null }
    })
}

const expectCurrentPage = (name: string) => {
  const nav = screen.getByRole("navigation", { name: site.breadcrumbs.label })
  const current = within(nav).getByText(name)
  expect(current).toHaveAttribute("aria-current", "page")
  expect(within(nav).queryByRole("link", { name })).toBeNull()
}

describe("breadcrumbs on entry pages", () => {
  it("a service: Home, the services page, the service", () => {
    const service = first("services") as Entry & { name: string }
    renderScreen(<ServiceScreen service={service as never} />)
    expect(shownTrail()).toEqual([
      { name: site.breadcrumbs.home, href: "/" },
      { name: listingName("/services"), href: "/services" },
      { name: service.name, href: null },
    ])
    expectCurrentPage(service.name)
  })

  it("a condition goes by its short name where it has one", () => {
    renderScreen(<ConditionScreen condition={withShortName as never} />)
    expect(shownTrail()).toEqual([
      { name: site.breadcrumbs.home, href: "/" },
      { name: listingName("/conditions"), href: "/conditions" },
      { name: withShortName.shortName, href: null },
    ])
    expectCurrentPage(withShortName.shortName!)
  })

  it("a medication: Home, the medications page, the medication", () => {
    const medication = first("medications") as Entry & { name: string }
    renderScreen(<MedicationScreen medication={medication as never} />)
    expect(shownTrail().map((crumb) => crumb.name)).toEqual([site.breadcrumbs.home, listingName("/medications"), medication.name])
  })

  it("a city, which has no listing page: Home, the city", () => {
    const city = first("cities") as Entry & { city: string }
    renderScreen(<CityScreen city={city as never} text={interfaceText().screens.city} />)
    expect(shownTrail()).toEqual([
      { name: site.breadcrumbs.home, href: "/" },
      { name: city.city, href: null },
    ])
  })

  it("a policy page: Home, the page by its title", () => {
    renderScreen(<LegalScreen path={`/${legal.slug}`} page={legal as never} text={interfaceText().screens.legal} />)
    expect(shownTrail()).toEqual([
      { name: site.breadcrumbs.home, href: "/" },
      { name: legal.hero.title, href: null },
    ])
    expectCurrentPage(legal.hero.title)
  })
})

describe("the trail and its structured data", () => {
  const navigation = [{ name: "Services", path: "/services" }]

  it("steps through the listing page only where the navigation has one", () => {
    expect(breadcrumbTrail("Home", navigation, { name: "Referral", path: "/services/referral" })).toEqual([
      { name: "Home", path: "/" },
      { name: "Services", path: "/services" },
      { name: "Referral", path: "/services/referral" },
    ])
    expect(breadcrumbTrail("Home", navigation, { name: "Toronto", path: "/locations/toronto" })).toEqual([
      { name: "Home", path: "/" },
      { name: "Toronto", path: "/locations/toronto" },
    ])
    expect(breadcrumbTrail("Home", navigation, { name: "Fees", path: "/fees" })).toHaveLength(2)
  })

  it("names the French home once on a French page at the root of /fr, and steps through a French listing", () => {
    const french = [
      { name: "Accueil", path: "/fr" },
      { name: "Services", path: "/fr/services" },
    ]
    const policy = { name: "Politique de confidentialité", path: "/fr/politique-de-confidentialite" }
    expect(breadcrumbTrail("Accueil", french, policy, "/fr")).toEqual([{ name: "Accueil", path: "/fr" }, policy])
    const referral = { name: "Orientation", path: "/fr/services/referral" }
    expect(breadcrumbTrail("Accueil", french, referral, "/fr")).toEqual([
      { name: "Accueil", path: "/fr" },
      { name: "Services", path: "/fr/services" },
      referral,
    ])
  })

  it("is a BreadcrumbList as Google reads it: positions from 1, names, absolute URLs", () => {
    const trail = breadcrumbTrail("Home", navigation, { name: "Referral", path: "/services/referral" })
    expect(breadcrumbList(trail)).toEqual({
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://www.lakeshorevirtualclinic.ca/" },
        { "@type": "ListItem", position: 2, name: "Services", item: "https://www.lakeshorevirtualclinic.ca/services" },
        { "@type": "ListItem", position: 3, name: "Referral", item: "https://www.lakeshorevirtualclinic.ca/services/referral" },
      ],
    })
  })
})
