// Each YAML file of data/ becomes one node of its kind's type, checked first: bad YAML fails with a message that names
// the file, the entry and the field (in develop on every edit; a build checks all of data/ before sourcing:
// pre-bootstrap.ts). A French file's node is the whole entry, its words over its English twin's shared fields.
import { readFileSync } from "fs"
import type { GatsbyNode } from "gatsby"
import path from "path"

import { parseDataFile } from "../content/content-check"
import { validateDataFile } from "../content/content-validation"
import { dataDirOf, englishFileOf, languageOfFile, nodeTypeForFile, withSharedFields } from "../content/data-files"
import { showContentErrorsInBrowser } from "./develop-overlay"

const englishTwinOf = (relativePath: string): unknown => {
  const file = englishFileOf(relativePath)
  const parsed = parseDataFile(`data/${file}`, readFileSync(path.join(dataDirOf(), file), "utf8"))
  return parsed.content
}

export const onCreateNode: GatsbyNode["onCreateNode"] = async ({
  node,
  loadNodeContent,
  reporter,
  actions,
  createNodeId,
  createContentDigest,
}) => {
  const file = node as typeof node & { sourceInstanceName?: string; relativePath?: string; extension?: string }
  if (node.internal.type !== "File" || file.sourceInstanceName !== "data" || !file.relativePath) return
  if (file.extension !== "yaml" && file.extension !== "yml") return
  const type = nodeTypeForFile(file.relativePath)
  if (!type) {
    reporter.warn(
      `data/${file.relativePath} is not read by the site (data/site.yaml and one <slug>.yaml per entry, with its <slug>.fr.yaml, in the folders listed in docs/editing.md)`,
    )
    return
  }
  await showContentErrorsInBrowser()
  const { content, error } = parseDataFile(`data/${file.relativePath}`, await loadNodeContent(node))
  if (error) {
    reporter.panicOnBuild(error)
    return
  }
  const language = languageOfFile(file.relativePath)
  const englishTwin = language === "en" ? undefined : englishTwinOf(file.relativePath)
  const problems = validateDataFile(file.relativePath, content, englishTwin)
  if (problems.length > 0) {
    reporter.panicOnBuild(`Content errors:\n  - ${problems.join("\n  - ")}`)
    return
  }
  const entry = withSharedFields(file.relativePath, content, englishTwin) as Record<string, unknown>
  const child = {
    ...entry,
    language,
    id: createNodeId(`${node.id} >>> YAML`),
    parent: node.id,
    children: [],
    internal: { type, contentDigest: createContentDigest(entry) },
  }
  actions.createNode(child)
  actions.createParentChildLink({ parent: node, child })
}
