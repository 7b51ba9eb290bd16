// Rejects bad YAML in data/ with a message that names the file, the entry and the field, as each file is sourced (in
// develop on every edit; a build checks all of data/ before sourcing: pre-bootstrap.ts), and hands
// gatsby-transformer-yaml each French entry whole: its words over its English twin's shared fields.
import { existsSync, readFileSync } from "fs"
import type { GatsbyNode } from "gatsby"
import yaml from "js-yaml"
import path from "path"

import { parseDataFile } from "../checks/content-check"
import { validateDataFile } from "../checks/entry-validation"
import {
  dataDirOf,
  englishFileOf,
  languageOfFile,
  misnamedFileProblem,
  nodeTypeForFile,
  WHOLE_TRANSLATION_NODE,
  withSharedFields,
} from "../content/data-files"
import { showContentErrorsInBrowser } from "./develop-overlay"

/** A French file's English twin as parsed, or undefined where there is none (validateDataFile says so). */
const englishTwinOf = (relativePath: string): unknown => {
  const file = englishFileOf(relativePath)
  const twin = path.join(dataDirOf(), file)
  return existsSync(twin) ? parseDataFile(`data/${file}`, readFileSync(twin, "utf8")).content : undefined
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
    // an entry's file named the old way (services/uti.yaml) would drop its page: the build stops and says the new name
    const misnamed = misnamedFileProblem(file.relativePath)
    if (misnamed) {
      await showContentErrorsInBrowser()
      reporter.panicOnBuild(`Content errors:\n  - ${misnamed}`)
      return
    }
    reporter.warn(
      `data/${file.relativePath} is not read by the site (data/site.yaml, data/interface.yaml, one <slug>.en.yaml with its <slug>.fr.yaml per entry of a translated kind, one <slug>.yaml per reviewer: the folders listed in docs/editing.md)`,
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
  if (language === "en") return
  // a node with YAML content, as source plugins hand content to transformers: gatsby-transformer-yaml makes the entry
  const whole = yaml.dump({ ...(withSharedFields(file.relativePath, content, englishTwin) as object), language })
  const child = {
    id: createNodeId(`${node.id} >>> whole translation`),
    relativePath: file.relativePath,
    parent: node.id,
    children: [],
    internal: { type: WHOLE_TRANSLATION_NODE, mediaType: "text/yaml", content: whole, contentDigest: createContentDigest(whole) },
  }
  actions.createNode(child)
  actions.createParentChildLink({ parent: node, child })
}
