/**
 * What the editor's previews read besides the entry being edited: the site's facts, the interface's words and the
 * entries the footer lists (in English, as a page's PageFrame fragment gives them), and the reviewers (as their
 * static query gives them). Taken from data/ when the editor is built, so a preview shows the facts of that build,
 * not unsaved edits of other files.
 */
import path from "path"

import { OPTIONAL_MARK } from "../../src/cms/entry-data"
import { iconNames } from "../../src/lib/icon-names"
import { COLLECTIONS, labelFor } from "./cms-config"
import { type FieldSpec, nodeTypes, type ObjectSpec, objectTypes } from "./content-model"
import { collectionEntries, readDataFiles } from "./data-files"
import { contentEntries } from "./load-content"
import { pageFrameData } from "./page-frame-data"
import { frenchRouteTable } from "./page-routes"
import { siteSource } from "./site-pages"

/** What a preview shows for a required value not yet typed: the field's label in brackets, or a neutral value. */
function placeholder(name: string, spec: FieldSpec): unknown {
  switch (spec.kind) {
    case "object":
      return placeholders(objectTypes[spec.type])
    case "list":
      return [placeholder(name, spec.of)]
    case "int":
    case "float":
      return 0
    case "boolean":
      return false
    case "choice":
      return spec.values[0]
    case "icon":
      return iconNames[0]
    case "path":
      return "/"
    case "url":
      return "https://example.ca"
    case "time":
      return "09:00"
    case "date":
      // the day the editor was built: a date a new entry's page can show
      return new Date().toISOString().slice(0, 10)
    case "image":
      return undefined
    default:
      return `[${labelFor(name)}]`
  }
}

/** A group of fields, or a list of them: an optional one is filled only where the entry has it (OPTIONAL_MARK). */
const isGroupField = (field: FieldSpec): boolean =>
  field.kind === "object" || (field.kind === "list" && field.of.kind === "object")

const placeholders = (spec: ObjectSpec): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(spec).flatMap(([name, field]): Array<[string, unknown]> => {
      if (!field.optional) return [[name, placeholder(name, field)]]
      return isGroupField(field) ? [[`${name}${OPTIONAL_MARK}`, placeholder(name, field)]] : []
    }),
  )

/**
 * Each collection's entry with every required field filled with a placeholder, made from the content model: a
 * preview lays a new, half-filled entry over it (src/cms/entry-data.ts), so a screen never meets a missing value.
 */
export const entrySkeletons = (): Record<string, Record<string, unknown>> =>
  Object.fromEntries(Object.entries(COLLECTIONS).map(([type, meta]) => [meta.name, placeholders(nodeTypes[type].fields)]))

export function previewData(dataDir: string): Record<string, unknown> {
  const files = readDataFiles(dataDir)
  const entries = contentEntries(files)
  return {
    ...pageFrameData(entries, "en"),
    // what a French pane's preview shows around the entry: the French words and the English file's facts
    frenchFrame: pageFrameData(entries, "fr"),
    // where a French page's links go, the build's table (gatsby/node/create-pages.ts): data/ and src/pages beside it
    frenchRoutes: frenchRouteTable(siteSource(path.dirname(dataDir), files).pages),
    interfaceYaml: files["interface.yaml"],
    allReviewersYaml: { nodes: collectionEntries(files, "reviewers") },
    entrySkeletons: entrySkeletons(),
  }
}
