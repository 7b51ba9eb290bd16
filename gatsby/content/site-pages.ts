/**
 * What a build must contain, read from data/ and src/pages alone (never from Gatsby's cache): a page for every entry
 * and every fixed page, and where each link typed in data/ comes from, so a broken one names its file, entry and field.
 */
import { existsSync, readdirSync } from "fs"
import path from "path"

import { type ComplianceSwitches, isMedicationPath } from "../../src/lib/compliance"
import { type FieldSpec, nodeTypes, type ObjectSpec, objectTypes } from "./content-model"
import { entryLabel } from "./content-validation"
import { readDataDir } from "./launch-check"
import { entryPages, type PageEntries, type TemplateName } from "./page-routes"

export interface ExpectedPage {
  path: string
  /** Where the page comes from: "data/services.yaml, entry 3 (slug "referral")" or "src/pages/contact.tsx". */
  source: string
}

/** A path or address typed in data/, with the file, entry and field it was typed in. */
export interface DataLink {
  href: string
  source: string
}

type Yaml = Record<string, unknown>

const fileOfTemplate: Record<Exclude<TemplateName, "legal">, string> = {
  service: "services.yaml",
  condition: "conditions.yaml",
  medication: "medications.yaml",
  city: "cities.yaml",
}

const fileEntries = (files: Record<string, unknown>, file: string): Yaml[] =>
  Array.isArray(files[file]) ? (files[file] as Yaml[]) : []

const asNodes = (files: Record<string, unknown>, file: string) => ({
  nodes: fileEntries(files, file).filter((entry) => typeof entry?.slug === "string") as never[],
})

/** Every page of a site whose data/ is `files` and whose src/pages holds `fixedPageFiles`. */
export function expectedPages(files: Record<string, unknown>, fixedPageFiles: ReadonlyArray<string>): ExpectedPage[] {
  const switches = ((files["site.yaml"] as Yaml | undefined)?.compliance ?? { showMedicationPages: true }) as ComplianceSwitches
  const entries: PageEntries = {
    allServicesYaml: asNodes(files, "services.yaml"),
    allConditionsYaml: asNodes(files, "conditions.yaml"),
    allMedicationsYaml: asNodes(files, "medications.yaml"),
    allReviewersYaml: asNodes(files, "reviewers.yaml"),
    allCitiesYaml: asNodes(files, "cities.yaml"),
    allPagesYaml: asNodes(files, "pages.yaml"),
  }
  const fromEntries = entryPages(entries, switches).map((page): ExpectedPage => {
    const file = page.template === "legal" ? "pages.yaml" : fileOfTemplate[page.template]
    const index = fileEntries(files, file).findIndex((entry) => entry.slug === page.slug)
    return { path: page.path, source: `data/${file}, ${entryLabel(fileEntries(files, file)[index], index)}` }
  })
  const fixed = fixedPageFiles
    .filter((file) => file !== "404.tsx")
    .map((file): ExpectedPage => {
      const name = file.replace(/\.(tsx|ts|jsx|js)$/, "")
      return { path: name === "index" ? "/" : `/${name}`, source: `src/pages/${file}` }
    })
    .filter((page) => switches.showMedicationPages || !isMedicationPath(page.path))
  return [...fixed, ...fromEntries]
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
  for (const { file, fields } of Object.values(nodeTypes)) {
    const content = files[file.slice("data/".length)]
    if (Array.isArray(content))
      content.forEach((entry, index) => {
        if (entry && typeof entry === "object")
          collectObject(fields, entry as Yaml, "", `${file}, ${entryLabel(entry, index)}`, out)
      })
    else if (content && typeof content === "object") collectObject(fields, content as Yaml, "", file, out)
  }
  return out
}

/** The site as its source states it: data/ parsed, and the pages it must build. */
export function siteSource(root: string): { files: Record<string, unknown>; pages: ExpectedPage[]; links: DataLink[] } {
  const files = readDataDir(path.join(root, "data"))
  const pagesDir = path.join(root, "src", "pages")
  const fixedPageFiles = existsSync(pagesDir) ? readdirSync(pagesDir) : []
  return { files, pages: expectedPages(files, fixedPageFiles), links: dataLinks(files) }
}
