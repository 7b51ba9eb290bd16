/** Which YAML entry becomes which route, and the references between entries that must resolve. */
import { isShownPath, type ComplianceSwitches } from "../../src/lib/compliance"
import { type Language, languageOfPath, routeIn } from "../../src/lib/language"
import type { MovedRoute } from "../server-config/http-rules"
import { entryFile } from "./data-files"

/** An entry with a page of its own, and the last part of its French page's address (shared by both languages' nodes). */
interface RoutedEntry {
  slug: string
  frenchSlug: string
  language?: string | null
}

/** Each entry in each language it is written in (a French entry is a node of its own, `language: "fr"`). */
export interface PageEntries {
  allServicesYaml: { nodes: ReadonlyArray<RoutedEntry> }
  allConditionsYaml: { nodes: ReadonlyArray<RoutedEntry & { reviewedBy: string }> }
  allMedicationsYaml: { nodes: ReadonlyArray<RoutedEntry & { reviewedBy: string }> }
  allReviewersYaml: { nodes: ReadonlyArray<{ slug: string; language?: string | null }> }
  allCitiesYaml: { nodes: ReadonlyArray<RoutedEntry> }
  allPagesYaml: {
    nodes: ReadonlyArray<{
      slug: string
      frenchSlug?: string | null
      language?: string | null
      lastUpdated?: string | null
      legalSections?: ReadonlyArray<unknown> | null
    }>
  }
}

export type TemplateName = "service" | "condition" | "medication" | "city" | "legal"

export interface EntryPage {
  path: string
  /** The English route the page is, or translates. */
  english: string
  template: TemplateName
  slug: string
  language: Language
}

/** Where each folder of data/ with a page per entry has its English pages: a city's at /locations/<slug>. */
export const ENTRY_ROUTE_BASES = {
  services: "/services",
  conditions: "/conditions",
  medications: "/medications",
  cities: "/locations",
} as const

type RoutedKey = "allServicesYaml" | "allConditionsYaml" | "allMedicationsYaml" | "allCitiesYaml"

const templates: Array<[RoutedKey, TemplateName, string]> = [
  ["allServicesYaml", "service", ENTRY_ROUTE_BASES.services],
  ["allConditionsYaml", "condition", ENTRY_ROUTE_BASES.conditions],
  ["allMedicationsYaml", "medication", ENTRY_ROUTE_BASES.medications],
  ["allCitiesYaml", "city", ENTRY_ROUTE_BASES.cities],
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
export const legalPageSlugs = (entries: Pick<PageEntries, "allPagesYaml">): string[] => [
  ...new Set(
    entries.allPagesYaml.nodes
      .filter((page) => (page.legalSections?.length ?? 0) > 0 && !(fixedPageSlugs as readonly string[]).includes(page.slug))
      .map((page) => page.slug),
  ),
]

/** A fixed page's route, from its entry's slug of data/pages/ ("home" is "/"). */
export const fixedPageRoute = (slug: string): string => (slug === "home" ? "/" : `/${slug}`)

const languageOf = (node: { language?: string | null }): Language => (node.language === "fr" ? "fr" : "en")

/** A policy page's French route: at the site's root in French, by its French web address, else its English slug. */
const frenchPolicyRoute = (page: { slug: string; frenchSlug?: string | null }): string =>
  `${routeIn("/", "fr")}/${page.frenchSlug ?? page.slug}`

/** The pages the entries make in each language they are written in, less those the compliance switches turn off. */
export const entryPages = (entries: PageEntries, switches: ComplianceSwitches): EntryPage[] => {
  const legal = legalPageSlugs(entries)
  return [
    ...templates.flatMap(([key, template, base]) =>
      entries[key].nodes.map((node): EntryPage => ({
        path: languageOf(node) === "fr" ? `${routeIn(base, "fr")}/${node.frenchSlug}` : `${base}/${node.slug}`,
        english: `${base}/${node.slug}`,
        template,
        slug: node.slug,
        language: languageOf(node),
      })),
    ),
    ...entries.allPagesYaml.nodes
      .filter((page) => legal.includes(page.slug))
      .map((page): EntryPage => ({
        path: languageOf(page) === "fr" ? frenchPolicyRoute(page) : `/${page.slug}`,
        english: `/${page.slug}`,
        template: "legal",
        slug: page.slug,
        language: languageOf(page),
      })),
  ].filter((page) => isShownPath(page.path, switches))
}

/**
 * The French address each French entry page had before it took its French web address (the English slug under the
 * French section, as /fr/conditions/anxiety), and where it is now; nothing for an address that is a page.
 */
export const movedFrenchRoutes = (pages: ReadonlyArray<{ path: string; english: string }>): MovedRoute[] => {
  const routes = new Set(pages.map((page) => page.path))
  return pages
    .filter((page) => languageOfPath(page.path) === "fr")
    .map((page) => ({ from: routeIn(page.english, "fr"), to: page.path }))
    .filter(({ from, to }) => from !== to && !routes.has(from))
}

/** Every French page by the English route it translates: where a French page links (src/lib/language.ts linkIn). */
export const frenchRouteTable = (pages: ReadonlyArray<{ path: string; english: string }>): Record<string, string> =>
  Object.fromEntries(pages.filter((page) => languageOfPath(page.path) === "fr").map((page) => [page.english, page.path]))

/** The fixed pages with a French page: those whose entry of data/pages/ has a French twin. */
export const frenchFixedSlugs = (entries: Pick<PageEntries, "allPagesYaml">): string[] =>
  entries.allPagesYaml.nodes
    .filter((page) => languageOf(page) === "fr" && (fixedPageSlugs as readonly string[]).includes(page.slug))
    .map((page) => page.slug)

/** References that resolve to nothing, read in the English entries (a French one takes its references from its twin). */
export function missingReferences(all: PageEntries): string[] {
  const english = <T extends { language?: string | null }>(nodes: ReadonlyArray<T>) => ({
    nodes: nodes.filter((node) => languageOf(node) === "en"),
  })
  const entries: PageEntries = {
    ...all,
    allServicesYaml: english(all.allServicesYaml.nodes),
    allConditionsYaml: english(all.allConditionsYaml.nodes),
    allMedicationsYaml: english(all.allMedicationsYaml.nodes),
    allCitiesYaml: english(all.allCitiesYaml.nodes),
    allPagesYaml: english(all.allPagesYaml.nodes),
  }
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
  // two French pages at one address: the later would replace the earlier
  for (const [folder, key] of [
    ["services", "allServicesYaml"],
    ["conditions", "allConditionsYaml"],
    ["medications", "allMedicationsYaml"],
    ["cities", "allCitiesYaml"],
  ] as const) {
    const owners = new Map<string, string>()
    for (const entry of entries[key].nodes) {
      const owner = owners.get(entry.frenchSlug)
      if (owner)
        problems.push(
          `data/${entryFile(folder, entry.slug)}: "frenchSlug" "${entry.frenchSlug}" is also data/${entryFile(folder, owner)}'s: give each French page its own address`,
        )
      else owners.set(entry.frenchSlug, entry.slug)
    }
  }
  // a policy page's French address is its own, apart from the other policy pages and the site's fixed pages and sections
  const taken = new Map<string, string>([
    ...fixedPageSlugs.map((slug): [string, string] => [routeIn(fixedPageRoute(slug), "fr"), `the page ${fixedPageRoute(slug)}`]),
    ...Object.values(ENTRY_ROUTE_BASES).map((base): [string, string] => [routeIn(base, "fr"), `the section ${base}`]),
  ])
  for (const page of entries.allPagesYaml.nodes.filter((candidate) => legal.includes(candidate.slug))) {
    const route = frenchPolicyRoute(page)
    const owner = taken.get(route)
    if (owner)
      problems.push(
        `data/${entryFile("pages", page.slug)}: its French address ${route} is already ${owner}'s: give it a "frenchSlug" of its own`,
      )
    else taken.set(route, `data/${entryFile("pages", page.slug)}`)
  }
  return problems
}
