/**
 * What the editor's previews read besides the entry being edited: the site's facts, the reviewers and the entries the
 * footer lists, as the site's static queries give them. Taken from data/ when the editor is built, so a preview shows
 * the facts of that build, not unsaved edits of other files.
 */
import { existsSync, readdirSync, readFileSync } from "fs"
import yaml from "js-yaml"
import path from "path"

import { phoneFacts } from "./phone"

/** A collection's entries: one file per entry in data/<name>/, or (the older layout) a list in data/<name>.yaml. */
export function readEntries(dataDir: string, name: string): unknown[] {
  const folder = path.join(dataDir, name)
  if (existsSync(folder))
    return readdirSync(folder)
      .filter((file) => /\.ya?ml$/.test(file))
      .sort()
      .map((file) => yaml.load(readFileSync(path.join(folder, file), "utf8")))
  const file = path.join(dataDir, `${name}.yaml`)
  return existsSync(file) ? (yaml.load(readFileSync(file, "utf8")) as unknown[]) : []
}

export function previewData(dataDir: string): Record<string, unknown> {
  const site = yaml.load(readFileSync(path.join(dataDir, "site.yaml"), "utf8")) as Record<string, unknown> & { phone: string }
  const nodes = (name: string) => ({ nodes: readEntries(dataDir, name) })
  return {
    siteYaml: { ...site, phone: phoneFacts(site.phone) },
    allReviewersYaml: nodes("reviewers"),
    allCitiesYaml: nodes("cities"),
    allServicesYaml: nodes("services"),
    allConditionsYaml: nodes("conditions"),
    allMedicationsYaml: nodes("medications"),
  }
}
