/**
 * The lists made from data/'s entries (the footer's cities, services, conditions and medications), so adding, renaming
 * or removing an entry changes every list with no second edit. An entry's optional `order` places it (lower first);
 * entries without one follow by slug. Each entry is a file of its own, so the order the build happens to read the files
 * in never shows.
 */
import type { ComplianceSwitches } from "./compliance"

export interface ListedEntry {
  slug: string
  order?: number | null
}

export interface EntryLink {
  name: string
  path: string
  hiddenContext?: string | null
}

const bySlug = (a: ListedEntry, b: ListedEntry) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0)

export const inListOrder = <T extends ListedEntry>(entries: ReadonlyArray<T>): T[] =>
  [...entries].sort((a, b) => (a.order ?? Infinity) - (b.order ?? Infinity) || bySlug(a, b))

/** The footer names this many medications, then "All Medications": the index page lists every one. */
export const FOOTER_MEDICATIONS = 5

export interface ListEntries {
  cities: ReadonlyArray<ListedEntry & { city: string }>
  services: ReadonlyArray<ListedEntry & { name: string }>
  conditions: ReadonlyArray<ListedEntry & { name: string; shortName?: string | null }>
  medications: ReadonlyArray<ListedEntry & { name: string }>
}

export const footerLists = (entries: ListEntries, switches: ComplianceSwitches) => ({
  locations: [
    ...inListOrder(entries.cities).map((city) => ({ name: city.city, path: `/locations/${city.slug}` })),
    // "See More" alone says nothing to a screen reader listing the page's links
    { name: "See More", path: "/contact", hiddenContext: "locations: contact us" },
  ] as EntryLink[],
  services: inListOrder(entries.services).map((service) => ({ name: service.name, path: `/services/${service.slug}` })),
  conditions: inListOrder(entries.conditions).map((condition) => ({
    name: condition.shortName ?? condition.name,
    path: `/conditions/${condition.slug}`,
  })),
  medications: switches.showMedicationPages
    ? [
        ...inListOrder(entries.medications)
          .slice(0, FOOTER_MEDICATIONS)
          .map((medication) => ({ name: medication.name, path: `/medications/${medication.slug}` })),
        { name: "All Medications", path: "/medications" },
      ]
    : [],
})
