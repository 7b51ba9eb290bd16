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

/**
 * The footer names this many cities, conditions and medications, then the page that lists every one ("See More" to
 * /contact, "All Conditions", "All Medications"): at ten times the entries it would list 100 links on every page.
 */
export const FOOTER_ENTRIES = 5

/** The entries of one language (a French page lists the French entries, each linking to its French page). */
export interface ListEntries {
  cities: ReadonlyArray<ListedEntry & { city: string }>
  services: ReadonlyArray<ListedEntry & { name: string }>
  conditions: ReadonlyArray<ListedEntry & { name: string; shortName?: string | null }>
  medications: ReadonlyArray<ListedEntry & { name: string }>
  /** The link after the cities (its name alone says nothing to a screen reader: hiddenContext says more), the conditions and the medications. */
  more: { locations: EntryLink; conditions: EntryLink; medications: EntryLink }
}

/** `route` gives the page's link to an English route (src/hooks/use-page-frame.ts useRoute). */
export const footerLists = (entries: ListEntries, switches: ComplianceSwitches, route: (englishPath: string) => string) => {
  const first = <T extends ListedEntry>(list: ReadonlyArray<T>) => inListOrder(list).slice(0, FOOTER_ENTRIES)
  return {
    locations: [
      ...first(entries.cities).map((city) => ({ name: city.city, path: route(`/locations/${city.slug}`) })),
      entries.more.locations,
    ] as EntryLink[],
    services: inListOrder(entries.services).map((service) => ({
      name: service.name,
      path: route(`/services/${service.slug}`),
    })),
    conditions: [
      ...first(entries.conditions).map((condition) => ({
        name: condition.shortName ?? condition.name,
        path: route(`/conditions/${condition.slug}`),
      })),
      entries.more.conditions,
    ] as EntryLink[],
    medications: switches.showMedicationPages
      ? [
          ...first(entries.medications).map((medication) => ({
            name: medication.name,
            path: route(`/medications/${medication.slug}`),
          })),
          entries.more.medications,
        ]
      : [],
  }
}
