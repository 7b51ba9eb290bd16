import { readFileSync } from "fs"
import yaml from "js-yaml"
import path from "path"

import { phoneFacts } from "../../gatsby/content/phone"

/** A data/ file as the build reads it. */
export const loadData = <T = unknown>(file: string): T =>
  yaml.load(readFileSync(path.join(__dirname, "..", "..", "data", file), "utf8")) as T

/** data/site.yaml as the site's GraphQL gives it: the one phone field with its tel: link and E.164 form. */
export const siteData = <T = Record<string, unknown>>(): T => {
  const site = loadData<Record<string, unknown> & { phone: string }>("site.yaml")
  return { ...site, phone: phoneFacts(site.phone) } as T
}

export type Entry = Record<string, unknown> & { slug: string }

/** The entries the footer's lists and the clinic's structured data are made from, as their static query gives them. */
export const listEntriesData = () => ({
  allCitiesYaml: { nodes: loadData("cities.yaml") },
  allServicesYaml: { nodes: loadData("services.yaml") },
  allConditionsYaml: { nodes: loadData("conditions.yaml") },
  allMedicationsYaml: { nodes: loadData("medications.yaml") },
})

/** data/interface.yaml: the interface's words, for tests to find what they expect where an editor writes it. */
export const interfaceText = () => loadData<Queries.InterfaceYaml>("interface.yaml")
