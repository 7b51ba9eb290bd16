/**
 * What the editor's previews read besides the entry being edited: the site's facts and the interface's words (as a
 * page's PageFrame fragment gives them), each collection's placeholder entry, and, fetched as they are needed, the
 * entries the footer and the index pages list, the reviewers (as their static query gives them) and the French routes.
 * Taken from data/ when the editor is built, so a preview shows the facts of that build, not unsaved edits of other files.
 */
import path from "path"

import type { FrameWords, PreviewData } from "../../src/cms/built-in-data"
import { OPTIONAL_MARK } from "../../src/cms/entry-data"
import type { EditorTexts } from "../../src/cms/cms-config-types"
import type { EditorIndex, EntryLists } from "../../src/cms/fetched-data"
import type { Language } from "../../src/lib/language"
import { iconNames } from "../../src/lib/icon-names"
import { COLLECTIONS, editorTexts, labelFor } from "./cms-config"
import { type FieldSpec, nodeTypes, type ObjectSpec, objectTypes } from "./content-model"
import { collectionEntries, type DataSource } from "./data-files"
import { type ContentEntry, contentEntries } from "./load-content"
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

/** The site's facts and the interface's words in one language, as a page's PageFrame fragment gives them. */
const wordsIn = (entries: ReadonlyArray<ContentEntry>, language: Language): FrameWords => {
  const { languageSite, languageInterface } = pageFrameData(entries, language)
  return { languageSite, languageInterface }
}

/**
 * What the editor's bundle holds for its previews: what no entry added makes bigger (the lists of entries, the routes
 * and each entry's files are fetched: editorIndex, gatsby/content/editor-data.ts).
 */
export function previewData(files: Record<string, unknown>): PreviewData {
  const entries = contentEntries(files)
  return {
    en: wordsIn(entries, "en"),
    // what a French pane's preview shows around the entry: the French words and the English file's facts
    fr: wordsIn(entries, "fr"),
    interfaceYaml: files["interface.yaml"] as Queries.InterfaceYaml,
    entrySkeletons: entrySkeletons(),
  }
}

/** The fields of each list's entries the index keeps: what the footer's and the index pages' queries give. */
const LIST_FIELDS: { [List in keyof EntryLists]: ReadonlyArray<keyof EntryLists[List]["nodes"][number]> } = {
  languageCities: ["slug", "city", "order"],
  languageServices: ["slug", "name", "order"],
  languageConditions: ["slug", "name", "shortName", "order", "card"],
  languageMedications: ["slug", "name", "order", "category"],
}
const REVIEWER_FIELDS: ReadonlyArray<keyof EditorIndex["allReviewersYaml"]["nodes"][number]> = [
  "slug",
  "name",
  "credentials",
  "confirmed",
]

const picked = (fields: object, names: ReadonlyArray<PropertyKey>) =>
  Object.fromEntries(Object.entries(fields).filter(([name]) => names.includes(name)))

/** A folder's entries in `language`, each with only the fields LIST_FIELDS keeps. */
const listsIn = (entries: ReadonlyArray<ContentEntry>, language: Language): EntryLists => {
  const frame = pageFrameData(entries, language) as unknown as EntryLists
  return Object.fromEntries(
    (Object.keys(LIST_FIELDS) as Array<keyof EntryLists>).map((list) => [
      list,
      { nodes: frame[list].nodes.map((node) => picked(node, LIST_FIELDS[list])) },
    ]),
  ) as unknown as EntryLists
}

/**
 * What grows with the entries and every preview needs, fetched once by the editor (src/cms/fetched-data.ts); `entries`
 * are the entries' file texts the build writes beside it (editor-data.ts passes the ones it writes, read once).
 */
export function editorIndex(
  { dir, texts, files }: DataSource,
  entries: EditorTexts["entries"] = editorTexts(texts).entries,
): EditorIndex {
  const content = contentEntries(files)
  // the build's pages (gatsby/node/create-pages.ts): data/ and src/pages beside it
  const { pages } = siteSource(path.dirname(dir), files)
  return {
    lists: { en: listsIn(content, "en"), fr: listsIn(content, "fr") },
    frenchRoutes: frenchRouteTable(pages),
    sitePaths: pages.map((page) => page.path).sort(),
    allReviewersYaml: {
      nodes: collectionEntries(files, "reviewers").map((reviewer) => picked(reviewer, REVIEWER_FIELDS)),
    } as EditorIndex["allReviewersYaml"],
    entryFiles: Object.fromEntries(
      Object.entries(entries).map(([collection, bySlug]) => [collection, Object.keys(bySlug).sort()]),
    ),
  }
}
