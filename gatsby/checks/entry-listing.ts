/**
 * Every entry listed where visitors look for it. Most lists follow the entries by themselves (the footer, the
 * conditions index: src/lib/entry-lists.ts), but two indexes are kept by hand in data/pages/: the medications page's
 * categories name medications by slug, and the services page links services by path. An entry they leave out gets a
 * page that only the sitemap links (issue 60), so each is an error naming the entry's file and the fix in the editor.
 */
import { collectionEntries, entryFile } from "../content/data-files"
import { ENTRY_ROUTE_BASES } from "../content/page-routes"
import { complianceSwitches } from "../content/site-pages"

type Yaml = Record<string, unknown>

const listOf = (value: unknown): Yaml[] =>
  Array.isArray(value) ? value.filter((item): item is Yaml => !!item && typeof item === "object") : []

/** A typed path as the page it leads to: "/services/referral/#how" → "/services/referral". */
const pageOf = (href: string): string =>
  href
    .split("#")[0]
    .split("?")[0]
    .replace(/(.)\/$/, "$1")

/** The English entry of the fixed page `slug` (data/pages/<slug>.en.yaml), when it is there to check. */
const pageEntry = (files: Record<string, unknown>, slug: string): Yaml | undefined => {
  const page = files[entryFile("pages", slug)]
  return page && typeof page === "object" ? (page as Yaml) : undefined
}

/** Each medication in no category of the medications page (categories are shared: the French page lists the same). */
function uncategorisedMedications(files: Record<string, unknown>): string[] {
  if (!complianceSwitches(files).showMedicationPages) return []
  const page = pageEntry(files, "medications")
  if (!page) return []
  const listed = new Set<unknown>(
    listOf(page.medicationCategories).flatMap((category) => (Array.isArray(category.medications) ? category.medications : [])),
  )
  return collectionEntries(files, "medications")
    .filter((medication) => typeof medication.slug === "string" && !listed.has(medication.slug))
    .map((medication) => {
      const name = String(medication.name ?? medication.slug)
      return `data/${entryFile("medications", String(medication.slug))}: the medication "${name}" is in no category of the Medications page, so visitors of ${ENTRY_ROUTE_BASES.medications} cannot find it. In the web editor, open Pages, then "medications", and under "Medication categories" add ${name} to the category it belongs in (or add a category for it).`
    })
}

/** Each service the services page links nowhere: not in a category's services, not among the extra services. */
function unlinkedServices(files: Record<string, unknown>): string[] {
  const page = pageEntry(files, "services")
  if (!page) return []
  const items = [
    ...listOf(page.serviceCategories).flatMap((category) => listOf(category.services)),
    ...listOf(page.extraServices),
    ...listOf(page.serviceCards),
  ]
  const linked = new Set(
    items
      .map((item) => item.path)
      .filter((path) => typeof path === "string")
      .map(pageOf),
  )
  return collectionEntries(files, "services")
    .filter((service) => typeof service.slug === "string")
    .filter((service) => !linked.has(`${ENTRY_ROUTE_BASES.services}/${String(service.slug)}`))
    .map((service) => {
      const route = `${ENTRY_ROUTE_BASES.services}/${String(service.slug)}`
      return `data/${entryFile("services", String(service.slug))}: the service "${String(service.name ?? service.slug)}" has no link on the Services page, so visitors of ${ENTRY_ROUTE_BASES.services} cannot find it. In the web editor, open Pages, then "services", and add it with the web address ${route} to a category under "Service categories", or under "Extra services".`
    })
}

/** The entries a hand-kept index of data/pages/ leaves out, each with its file and the fix. */
export const unlistedEntries = (files: Record<string, unknown>): string[] => [
  ...uncategorisedMedications(files),
  ...unlinkedServices(files),
]
