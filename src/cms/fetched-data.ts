/**
 * What the editor fetches of data/ instead of carrying it in its bundle: everything that grows with the entries (issue
 * 60: at ten times the entries cms.js grew from 1.9 to 8.0 MB). The build writes it under /admin/data/
 * (gatsby/content/editor-data.ts); the editor asks for the index when a preview or a path field first needs it, and
 * for an entry's file texts when the entry's preview opens and again before it is saved.
 */
import { createContext, useEffect, useState } from "react"
import type { Language, FrenchRoutes } from "../lib/language"
import type { PageFrameData } from "../queries/page-frame"

type Node<List extends { nodes: ReadonlyArray<unknown> }> = List["nodes"][number]

/** Each folder's entries in one language, with the fields the footer (PageFrame) and the index pages' queries give. */
export interface EntryLists {
  languageCities: { nodes: Array<Node<PageFrameData["languageCities"]>> }
  languageServices: { nodes: Array<Node<PageFrameData["languageServices"]>> }
  languageConditions: {
    nodes: Array<Node<PageFrameData["languageConditions"]> & Node<Queries.ConditionsIndexPageQuery["allConditionsYaml"]>>
  }
  languageMedications: {
    nodes: Array<Node<PageFrameData["languageMedications"]> & Node<Queries.MedicationsIndexPageQuery["allMedicationsYaml"]>>
  }
}

/** /admin/data/index.json: what every preview shows around its entry, and the site's pages a path field offers. */
export interface EditorIndex {
  lists: Record<Language, EntryLists>
  /** Every French page of the build by the English route it translates: where a French pane's preview links. */
  frenchRoutes: FrenchRoutes
  /** Every page of the site, offered in each path field (src/cms/widgets/site-path.tsx). */
  sitePaths: string[]
  allReviewersYaml: { nodes: Array<Node<Queries.ReviewersQuery["allReviewersYaml"]>> }
  /** The slugs of each folder's entries that have a file under data/entries/: one saved since the build has none. */
  entryFiles: Record<string, string[]>
}

/** An entry's files as the build read them: what a save lays the values over to keep comments and layout. */
export type EntryTexts = Partial<Record<Language, string>>

/** Where the files are, relative to the editor's page (its base is /admin/). */
export const INDEX_FILE = "data/index.json"
export const entryDataFile = (collection: string, slug: string): string =>
  `data/entries/${encodeURIComponent(collection)}/${encodeURIComponent(slug)}.json`

export type Fetched<T> = { state: "loading" } | { state: "failed"; reason: string } | { state: "ready"; value: T }

const asked = new Map<string, Promise<unknown>>()
const arrived = new Map<string, unknown>()

/** `file` fetched once (asked again only after a failure). */
export function fetchData<T>(file: string): Promise<T> {
  let answer = asked.get(file)
  if (!answer) {
    answer = fetch(file, { credentials: "same-origin" }).then(async (response) => {
      if (!response.ok) throw new Error(`the editor's server answered ${response.status} ${response.statusText}`.trim())
      const value = await response.json()
      arrived.set(file, value)
      return value
    })
    answer.catch(() => asked.delete(file))
    asked.set(file, answer)
  }
  return answer as Promise<T>
}

/** `file` if it has arrived. */
export const arrivedData = <T>(file: string): T | undefined => arrived.get(file) as T | undefined

export const loadIndex = (): Promise<EditorIndex> => fetchData<EditorIndex>(INDEX_FILE)

/**
 * Where an entry's file texts are, if the build wrote them: an entry saved since has none, and asking for it anyway
 * would put a failed load (404) in the console.
 */
export const entryFileIn = (index: EditorIndex, collection: string, slug: string | undefined): string | undefined =>
  slug !== undefined && index.entryFiles[collection]?.includes(slug) ? entryDataFile(collection, slug) : undefined

/** An entry's file texts as the build read them, or none for an entry the build did not have. */
export async function loadEntryTexts(collection: string, slug: string | undefined): Promise<EntryTexts> {
  const file = entryFileIn(await loadIndex(), collection, slug)
  return file ? fetchData<EntryTexts>(file) : {}
}

/** The texts of an entry's files if they have arrived: the save's format reads them (src/cms/cms.tsx). */
export const arrivedEntryTexts = (collection: string, slug: string): EntryTexts | undefined =>
  arrivedData<EntryTexts>(entryDataFile(collection, slug))

const stateOf = <T>(file: string | undefined): Fetched<T> => {
  if (file === undefined) return { state: "ready", value: {} as T }
  const value = arrivedData<T>(file)
  return value === undefined ? { state: "loading" } : { state: "ready", value }
}

/** `file` as a component shows it: loading, failed with the reason, or there; no file (a new entry) is there at once. */
export function useFetched<T>(file: string | undefined): Fetched<T> {
  const [seen, setSeen] = useState<{ file?: string; fetched: Fetched<T> }>(() => ({ file, fetched: stateOf<T>(file) }))
  useEffect(() => {
    if (file === undefined) return
    let current = true
    fetchData<T>(file).then(
      (value) => current && setSeen({ file, fetched: { state: "ready", value } }),
      (error: Error) => current && setSeen({ file, fetched: { state: "failed", reason: error.message } }),
    )
    return () => {
      current = false
    }
  }, [file])
  return seen.file === file ? seen.fetched : stateOf<T>(file)
}

/** The index, where a preview's page shows (src/cms/preview-frame.tsx SiteAround): the screens' static queries read it. */
export const IndexContext = createContext<EditorIndex | undefined>(undefined)
