// Rejects bad YAML in data/ with a message that names the file, the entry and the field.
import type { GatsbyNode } from "gatsby"
import yaml from "js-yaml"

import { nodeTypeForFile, validateDataFile } from "../content/content-validation"

export const onCreateNode: GatsbyNode["onCreateNode"] = async ({ node, loadNodeContent, reporter }) => {
  const file = node as typeof node & { sourceInstanceName?: string; relativePath?: string; extension?: string }
  if (node.internal.type !== "File" || file.sourceInstanceName !== "data" || !file.relativePath) return
  if (file.extension !== "yaml" && file.extension !== "yml") return
  if (!nodeTypeForFile(file.relativePath)) {
    reporter.warn(`data/${file.relativePath} is not read by the site (known files are listed in docs/content-guide.md)`)
    return
  }
  let content: unknown
  try {
    // The core schema keeps an unquoted 2026-02-30 as text, so it is refused, instead of becoming March 2.
    content = yaml.load(await loadNodeContent(node), { schema: yaml.CORE_SCHEMA })
  } catch (error) {
    reporter.panicOnBuild(`data/${file.relativePath} is not valid YAML:\n${(error as Error).message}`)
    return
  }
  const problems = validateDataFile(file.relativePath, content)
  if (problems.length > 0) reporter.panicOnBuild(`Content errors:\n  - ${problems.join("\n  - ")}`)
}
