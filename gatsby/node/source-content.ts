// The site's data layer from data/: one node per entry and language, made from the one loader's output
// (gatsby/content/load-content.ts). A French entry's node is its words over its English twin's fields as
// they are now, so an edit to the English file reaches the French pages in every build and, in develop, at once.
import chokidar, { type FSWatcher } from "chokidar"
import type { GatsbyNode, SourceNodesArgs } from "gatsby"

import { type ContentEntry, loadContent, type LoadedContent } from "../content/load-content"
import { dataDirOf } from "../content/data-files"
import { gatsbyCommand } from "../internals"
import { showContentErrorsInBrowser } from "./develop-overlay"

let current: LoadedContent | undefined

/** data/ loaded and checked before anything is sourced (pre-bootstrap.ts); sourceNodes makes its nodes from that load. */
export function loadContentForBuild(root: string): LoadedContent {
  current = loadContent(root)
  return current
}

/**
 * This run's load of data/ (in develop, replaced by each later load without errors): what the nodes and the fixed
 * pages are made from.
 */
export const loadedContent = (): LoadedContent => (current ??= loadContent(process.cwd()))

export const contentErrorsMessage = (errors: ReadonlyArray<string>): string => `Content errors:\n  - ${errors.join("\n  - ")}`

/** Creates (or updates) a node per entry and deletes those of `previous` no longer there; returns the ids made. */
function createEntryNodes(
  { actions, createNodeId, createContentDigest, getNode }: SourceNodesArgs,
  entries: ReadonlyArray<ContentEntry>,
  previous: ReadonlySet<string>,
): Set<string> {
  const ids = new Set<string>()
  for (const entry of entries) {
    const id = createNodeId(`data/${entry.file}`)
    const fields = { ...entry.fields, language: entry.language }
    ids.add(id)
    actions.createNode({
      ...fields,
      id,
      parent: null,
      children: [],
      internal: { type: entry.type, contentDigest: createContentDigest(fields) },
    })
  }
  for (const id of previous) {
    const gone = ids.has(id) ? undefined : getNode(id)
    if (gone) actions.deleteNode(gone)
  }
  return ids
}

let watcher: FSWatcher | undefined

export const sourceNodes: GatsbyNode["sourceNodes"] = async (args) => {
  const content = loadedContent()
  let ids = new Set<string>()
  if (content.errors.length > 0) args.reporter.panicOnBuild(contentErrorsMessage(content.errors))
  else ids = createEntryNodes(args, content.entries, ids)
  if (gatsbyCommand() !== "develop") return
  // Every save under data/ loads it all again: a French entry follows its English twin, an error shows at once and,
  // fixed, goes away.
  await watcher?.close()
  let pending: NodeJS.Timeout | undefined
  watcher = chokidar.watch(dataDirOf(), { ignoreInitial: true }).on("all", (_event, file) => {
    if (!/\.ya?ml$/.test(file)) return
    clearTimeout(pending)
    pending = setTimeout(async () => {
      const next = loadContent(process.cwd())
      await showContentErrorsInBrowser(next.errors)
      if (next.errors.length > 0) args.reporter.error(contentErrorsMessage(next.errors))
      else {
        current = next
        ids = createEntryNodes(args, next.entries, ids)
      }
    }, 100)
  })
}
