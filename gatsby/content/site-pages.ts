/**
 * What a build must contain, read from data/ and src/pages alone (never from Gatsby's cache): a page for every entry
 * and every fixed page, and where each link typed in data/ comes from, so a broken one names its file, entry and field.
 */
import { existsSync, readdirSync } from "fs"
import path from "path"

import { type ComplianceSwitches, isShownPath } from "../../src/lib/compliance"
import { LANGUAGES, languageOfPath, routeIn } from "../../src/lib/language"
import { type FieldSpec, nodeTypes, type ObjectSpec, objectTypes } from "./content-model"
import {
  type Collection,
  collectionEntries,
  entryFile,
  entryOfFile,
  nodeTypeForFile,
  readDataFiles,
  SITE_FILE,
} from "./data-files"
import { entryPages, fixedPageRoute, frenchFixedSlugs, type PageEntries, type TemplateName } from "./page-routes"

export interface ExpectedPage {
  path: string
  /** The English route the page is, or translates ("/conditions/anxiety" for /fr/conditions/anxiete). */
  english: string
  /** Where the page comes from: "data/services/referral.en.yaml" or "src/pages/contact.tsx". */
  source: string
}

/** A path or address typed in data/, with the file, entry and field it was typed in. */
export interface DataLink {
  href: string
  source: string
}

type Yaml = Record<string, unknown>

const folderOfTemplate: Record<TemplateName, Collection> = {
  service: "services",
  condition: "conditions",
  medication: "medications",
  city: "cities",
  legal: "pages",
}

/** Parsed data/ files as the build's GraphQL gives the entries: each folder's entries with a slug, in each language. */
export const pageEntries = (files: Record<string, unknown>): PageEntries => {
  const nodes = (collection: Collection) => ({
    nodes: LANGUAGES.flatMap((language) =>
      collectionEntries(files, collection, language)
        .filter((entry) => typeof entry.slug === "string")
        .map((entry) => ({ ...entry, language })),
    ) as never[],
  })
  return {
    allServicesYaml: nodes("services"),
    allConditionsYaml: nodes("conditions"),
    allMedicationsYaml: nodes("medications"),
    allReviewersYaml: nodes("reviewers"),
    allCitiesYaml: nodes("cities"),
    allPagesYaml: nodes("pages"),
  }
}

/** A category of the medications page (data/pages/medications.<language>.yaml), as a medication's `category` names it. */
export interface MedicationCategoryChoice {
  slug: string
  title: string
}

/**
 * The medications page's categories, in its order (none when the page or its categories are missing): what a
 * medication's `category` may name, and what the editor offers it.
 */
export function medicationCategories(files: Record<string, unknown>): MedicationCategoryChoice[] {
  const page = files[entryFile("pages", "medications")]
  const categories = page && typeof page === "object" ? (page as Yaml).medicationCategories : undefined
  return (Array.isArray(categories) ? categories : [])
    .filter((category): category is Yaml => !!category && typeof category === "object")
    .map((category) => ({ slug: String(category.slug ?? ""), title: String(category.title ?? "") }))
}

/**
 * The fields each page entry has, by slug: the keys of its English file. The editor shows a page the optional groups it
 * has (cms-config.ts), not the groups of every other page.
 */
export function pageFields(files: Record<string, unknown>): Record<string, string[]> {
  const fields: Record<string, string[]> = {}
  for (const [file, data] of Object.entries(files)) {
    const entry = entryOfFile(file)
    if (entry?.collection === "pages" && entry.language === "en" && data && typeof data === "object")
      fields[entry.slug] = Object.keys(data)
  }
  return fields
}

/** data/site.yaml's compliance switches (all on when the file does not say). */
export const complianceSwitches = (files: Record<string, unknown>): ComplianceSwitches =>
  ((files[SITE_FILE] as Yaml | undefined)?.compliance ?? { showMedicationPages: true }) as ComplianceSwitches

/** Every page of a site whose data/ is `files` and whose src/pages holds `fixedPageFiles`. */
export function expectedPages(files: Record<string, unknown>, fixedPageFiles: ReadonlyArray<string>): ExpectedPage[] {
  const switches = complianceSwitches(files)
  const entries = pageEntries(files)
  const fromEntries = entryPages(entries, switches).map((page): ExpectedPage => ({
    path: page.path,
    english: page.english,
    source: `data/${entryFile(folderOfTemplate[page.template], page.slug, page.language)}`,
  }))
  const fixed = fixedPageFiles
    .filter((file) => file !== "404.tsx")
    .map((file): ExpectedPage => {
      const name = file.replace(/\.(tsx|ts|jsx|js)$/, "")
      const route = name === "index" ? "/" : `/${name}`
      return { path: route, english: route, source: `src/pages/${file}` }
    })
    .filter((page) => isShownPath(page.path, switches))
  // the French fixed pages: a fixed page of src/pages whose entry has a French twin
  const frenchFixed = frenchFixedSlugs(entries)
    .map((slug) => ({
      path: routeIn(fixedPageRoute(slug), "fr"),
      source: `data/${entryFile("pages", slug, "fr")}`,
      english: fixedPageRoute(slug),
    }))
    // a French twin of a fixed page that src/pages has
    .filter((page) => fixed.some((english) => english.path === page.english) && isShownPath(page.path, switches))
  return [...fixed, ...frenchFixed, ...fromEntries]
}

/**
 * The English pages with no French twin yet, each with the file to translate: an untranslated entry has no page under
 * /fr, no switcher and no alternate link (`npm run check:content` prints the list).
 */
export const untranslatedPages = (pages: ReadonlyArray<ExpectedPage>): ExpectedPage[] => {
  const translated = new Set(pages.filter((page) => languageOfPath(page.path) === "fr").map((page) => page.english))
  return pages.filter((page) => languageOfPath(page.path) === "en" && !translated.has(page.path))
}

function collectLinks(spec: FieldSpec, value: unknown, field: string, source: string, out: DataLink[]): void {
  if (value === undefined || value === null) return
  if ((spec.kind === "path" || spec.kind === "url") && typeof value === "string")
    out.push({ href: value, source: `${source}, field "${field}"` })
  else if (spec.kind === "object" && typeof value === "object")
    collectObject(objectTypes[spec.type], value as Yaml, `${field}.`, source, out)
  else if (spec.kind === "list" && Array.isArray(value))
    value.forEach((item, i) => collectLinks(spec.of, item, `${field}[${i}]`, source, out))
}

function collectObject(spec: ObjectSpec, value: Yaml, prefix: string, source: string, out: DataLink[]): void {
  for (const [name, field] of Object.entries(spec)) collectLinks(field, value[name], `${prefix}${name}`, source, out)
}

/** Every path and address typed in data/, each with its file, entry and field. */
export function dataLinks(files: Record<string, unknown>): DataLink[] {
  const out: DataLink[] = []
  for (const [name, content] of Object.entries(files)) {
    const type = nodeTypeForFile(name)
    if (type && content && typeof content === "object" && !Array.isArray(content))
      collectObject(nodeTypes[type].fields, content as Yaml, "", `data/${name}`, out)
  }
  return out
}

/** The site as its source states it: data/ parsed (or as the loader parsed it), and the pages it must build. */
export function siteSource(
  root: string,
  files: Record<string, unknown> = readDataFiles(path.join(root, "data")),
): { files: Record<string, unknown>; pages: ExpectedPage[]; links: DataLink[] } {
  const pagesDir = path.join(root, "src", "pages")
  const fixedPageFiles = existsSync(pagesDir) ? readdirSync(pagesDir) : []
  return { files, pages: expectedPages(files, fixedPageFiles), links: dataLinks(files) }
}
