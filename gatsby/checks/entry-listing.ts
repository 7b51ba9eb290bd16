/**
 * Every entry listed where visitors look for it. Most lists follow the entries by themselves (the footer, the
 * conditions index: src/lib/entry-lists.ts; the medications index, from each medication's category), but the services
 * page links services by path, kept by hand in data/pages/. An entry left out gets a page that only the sitemap links
 * (issue 60), so each is an error naming the entry's file and the fix in the editor.
 */
import { collectionEntries, entryFile } from "../content/data-files"
import { ENTRY_ROUTE_BASES } from "../content/page-routes"
import { complianceSwitches, medicationCategories } from "../content/site-pages"

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

/**
 * The medications page lists, in each of its categories, the medications whose `category` names its slug
 * (src/components/screens/medications-screen.tsx). So each medication must name a category the page has, each category
 * must be named (an empty one would show as a card with no links), and no two categories may share a slug (the French
 * page's categories take theirs from the English ones in their places: gatsby/content/translation.ts). A medication
 * with no category at all is the validation's missing required field (entry-validation.ts).
 */
function medicationCategoryProblems(files: Record<string, unknown>): string[] {
  if (!complianceSwitches(files).showMedicationPages || !pageEntry(files, "medications")) return []
  const pageFile = `data/${entryFile("pages", "medications")}`
  const categories = medicationCategories(files)
  const slugs = categories.map((category) => category.slug)
  const problems: string[] = []
  categories.forEach((category, index) => {
    const first = categories.findIndex((other) => other.slug === category.slug)
    if (first < index)
      problems.push(
        `${pageFile}: the categories "${categories[first].title}" and "${category.title}" of the Medications page have the same slug "${category.slug}", so a medication's Category cannot tell them apart. In the web editor, open Pages, then "medications", and under "Medication categories" give each category a slug of its own.`,
      )
  })
  const medications = collectionEntries(files, "medications").filter((medication) => typeof medication.slug === "string")
  for (const category of categories.filter((candidate, index) => slugs.indexOf(candidate.slug) === index))
    if (!medications.some((medication) => medication.category === category.slug))
      problems.push(
        `${pageFile}: the category "${category.title}" (${category.slug}) of the Medications page has no medication, so it would show empty. In the web editor, open Medications, then each medication that belongs in it, and choose "${category.title}" as its Category; or remove the category (Pages, then "medications", under "Medication categories").`,
      )
  for (const medication of medications) {
    if (typeof medication.category !== "string" || slugs.includes(medication.category)) continue
    const name = String(medication.name ?? medication.slug)
    problems.push(
      `data/${entryFile("medications", String(medication.slug))}: the medication "${name}" names the category "${medication.category}", which the Medications page does not have (its categories: ${slugs.join(", ")}), so ${ENTRY_ROUTE_BASES.medications} does not list it. In the web editor, open Medications, then "${name}", and choose its Category again.`,
    )
  }
  return problems
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
  ...medicationCategoryProblems(files),
  ...unlinkedServices(files),
]
