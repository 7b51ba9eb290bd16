/** Which YAML entry becomes which route, and the references between entries that must resolve. */
import { isMedicationPath, type ComplianceSwitches } from "../../src/lib/compliance"

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

/** The legal and policy pages of data/pages.yaml share one template, at the root of the site. */
export const legalPageSlugs = [
  "privacy-policy",
  "terms-of-service",
  "editorial-policy",
  "accessibility",
  "what-we-cant-treat",
  "fees",
] as const

/** The pages the entries make, less those data/site.yaml's compliance switches turn off. */
export const entryPages = (entries: PageEntries, switches: ComplianceSwitches): EntryPage[] =>
  [
    ...templates.flatMap(([key, template, base]) =>
      entries[key].nodes.map(({ slug }) => ({ path: `${base}/${slug}`, template, slug })),
    ),
    ...legalPageSlugs.map((slug): EntryPage => ({ path: `/${slug}`, template: "legal", slug })),
  ].filter((page) => switches.showMedicationPages || !isMedicationPath(page.path))

/** The fixed pages of src/pages and the legal pages read their copy from data/pages.yaml by these slugs. */
export const requiredPageSlugs = [
  "home",
  "how-it-works",
  "services",
  "contact",
  "conditions",
  "medications",
  "message-not-sent",
  ...legalPageSlugs,
] as const

export function missingReferences(entries: PageEntries): string[] {
  const problems: string[] = []
  const pageSlugs = new Set(entries.allPagesYaml.nodes.map((page) => page.slug))
  for (const slug of requiredPageSlugs)
    if (!pageSlugs.has(slug)) problems.push(`data/pages.yaml: no entry with slug "${slug}" (the page at its route reads it)`)
  // "Last Updated" is the date the text changed, so each legal page must carry its own (never the build date)
  for (const page of entries.allPagesYaml.nodes)
    if ((legalPageSlugs as readonly string[]).includes(page.slug) && !page.lastUpdated)
      problems.push(
        `data/pages.yaml, entry "${page.slug}": missing required field "lastUpdated" (the date its text last changed)`,
      )
  const reviewers = new Set(entries.allReviewersYaml.nodes.map((r) => r.slug))
  for (const [file, key] of [
    ["conditions", "allConditionsYaml"],
    ["medications", "allMedicationsYaml"],
  ] as const)
    for (const entry of entries[key].nodes)
      if (!reviewers.has(entry.reviewedBy))
        problems.push(
          `data/${file}.yaml, entry "${entry.slug}": "reviewedBy" names "${entry.reviewedBy}", which has no entry in data/reviewers.yaml`,
        )
  const medications = new Set(entries.allMedicationsYaml.nodes.map((m) => m.slug))
  for (const page of entries.allPagesYaml.nodes)
    for (const category of page.medicationCategories ?? [])
      for (const slug of category.medications)
        if (!medications.has(slug))
          problems.push(
            `data/pages.yaml, entry "${page.slug}": "medicationCategories" "${category.title}" lists "${slug}", which has no entry in data/medications.yaml`,
          )
  return problems
}
