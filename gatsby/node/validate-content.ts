// Rejects bad YAML in data/ with a message that names the file, the entry and the field, as each file is sourced: in
// develop that is on every edit (a build checks all of data/ before sourcing: pre-bootstrap.ts).
import type { GatsbyNode } from "gatsby"

import { parseDataFile } from "../content/content-check"
import { validateDataFile } from "../content/content-validation"
import { nodeTypeForFile } from "../content/data-files"
import { showContentErrorsInBrowser } from "./develop-overlay"

export const onCreateNode: GatsbyNode["onCreateNode"] = async ({ node, loadNodeContent, reporter }) => {
  const file = node as typeof node & { sourceInstanceName?: string; relativePath?: string; extension?: string }
  if (node.internal.type !== "File" || file.sourceInstanceName !== "data" || !file.relativePath) return
  if (file.extension !== "yaml" && file.extension !== "yml") return
  if (!nodeTypeForFile(file.relativePath)) {
    reporter.warn(
      `data/${file.relativePath} is not read by the site (data/site.yaml and one <slug>.yaml per entry in the folders listed in docs/editing.md)`,
    )
    return
  }
  await showContentErrorsInBrowser()
  const { content, error } = parseDataFile(`data/${file.relativePath}`, await loadNodeContent(node))
  if (error) {
    reporter.panicOnBuild(error)
    return
  }
  const problems = validateDataFile(file.relativePath, content)
  if (problems.length > 0) reporter.panicOnBuild(`Content errors:\n  - ${problems.join("\n  - ")}`)
}
