/** Which YAML entry becomes which route, and the references between entries that must resolve. */
import { isShownPath, type ComplianceSwitches } from "../../src/lib/compliance"
import { entryFile } from "./data-files"

export interface PageEntries {
  allServicesYaml: { nodes: ReadonlyArray<{ slug: string }> }
  allConditionsYaml: { nodes: ReadonlyArray<{ slug: string; reviewedBy: string }> }
  allMedicationsYaml: { nodes: ReadonlyArray<{ slug: string; reviewedBy: string }> }
  allReviewersYaml: { nodes: ReadonlyArray<{ slug: string }> }
  allCitiesYaml: { nodes: ReadonlyArray<{ slug: string }> }
  allPagesYaml: {
    nodes: ReadonlyArray<{
      slug: string
      lastUpdated?: string | null
      legalSections?: ReadonlyArray<unknown> | null
      medicationCategories?: ReadonlyArray<{ title: string; medications: ReadonlyArray<string> }> | null
    }>
  }
}

export type TemplateName = "service" | "condition" | "medication" | "city" | "legal"

export interface EntryPage {
  path: string
  template: TemplateName
  slug: string
}

const templates: Array<[keyof PageEntries, TemplateName, string]> = [
  ["allServicesYaml", "service", "/services"],
  ["allConditionsYaml", "condition", "/conditions"],
  ["allMedicationsYaml", "medication", "/medications"],
  ["allCitiesYaml", "city", "/locations"],
]

/** The fixed pages of src/pages read their copy from data/pages/<slug>.yaml by these slugs. */
export const fixedPageSlugs = [
  "home",
  "how-it-works",
  "services",
  "contact",
  "conditions",
  "medications",
  "message-not-sent",
] as const

/**
 * The legal and policy pages share one template, at the root of the site: every entry of data/pages/ with
 * `legalSections` is one, so a new policy page needs only its entry.
 */
export const legalPageSlugs = (entries: Pick<PageEntries, "allPagesYaml">): string[] =>
  entries.allPagesYaml.nodes
    .filter((page) => (page.legalSections?.length ?? 0) > 0 && !(fixedPageSlugs as readonly string[]).includes(page.slug))
    .map((page) => page.slug)

/** The pages the entries make, less those data/site.yaml's compliance switches turn off. */
export const entryPages = (entries: PageEntries, switches: ComplianceSwitches): EntryPage[] =>
  [
    ...templates.flatMap(([key, template, base]) =>
      entries[key].nodes.map(({ slug }) => ({ path: `${base}/${slug}`, template, slug })),
    ),
    ...legalPageSlugs(entries).map((slug): EntryPage => ({ path: `/${slug}`, template: "legal", slug })),
  ].filter((page) => isShownPath(page.path, switches))

export function missingReferences(entries: PageEntries): string[] {
  const problems: string[] = []
  const pageSlugs = new Set(entries.allPagesYaml.nodes.map((page) => page.slug))
  for (const slug of fixedPageSlugs)
    if (!pageSlugs.has(slug)) problems.push(`data/${entryFile("pages", slug)}: missing (the page at its route reads it)`)
  // "Last Updated" is the date the text changed, so each legal page must carry its own (never the build date)
  const legal = legalPageSlugs(entries)
  for (const page of entries.allPagesYaml.nodes)
    if (legal.includes(page.slug) && !page.lastUpdated)
      problems.push(
        `data/${entryFile("pages", page.slug)}: missing required field "lastUpdated" (the date its text last changed)`,
      )
  const reviewers = new Set(entries.allReviewersYaml.nodes.map((r) => r.slug))
  for (const [file, key] of [
    ["conditions", "allConditionsYaml"],
    ["medications", "allMedicationsYaml"],
  ] as const)
    for (const entry of entries[key].nodes)
      if (!reviewers.has(entry.reviewedBy))
        problems.push(
          `data/${entryFile(file, entry.slug)}: "reviewedBy" names "${entry.reviewedBy}", which has no file data/${entryFile("reviewers", entry.reviewedBy)}`,
        )
  const medications = new Set(entries.allMedicationsYaml.nodes.map((m) => m.slug))
  for (const page of entries.allPagesYaml.nodes)
    for (const category of page.medicationCategories ?? [])
      for (const slug of category.medications)
        if (!medications.has(slug))
          problems.push(
            `data/${entryFile("pages", page.slug)}: "medicationCategories" "${category.title}" lists "${slug}", which has no file data/${entryFile("medications", slug)}`,
          )
  return problems
}
