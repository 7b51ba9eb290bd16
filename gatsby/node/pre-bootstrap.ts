// Loads and checks all of data/ before Gatsby sources a single node, and makes a build that fails later start the next
// one afresh.
import { rmSync } from "fs"
import type { GatsbyNode } from "gatsby"
import path from "path"

import { gatsbyCommand, SAVED_STATE_DIR } from "../internals"
import { showContentErrorsInBrowser } from "./develop-overlay"
import { contentErrorsMessage, loadContentForBuild } from "./source-content"

/**
 * Gatsby writes nodes to its store (.cache/data) as it sources them, but saves what it knows about pages, templates
 * and stale queries (.cache/redux) only when a build succeeds. A build that stopped half-way once left stale nodes
 * behind, which built green without the service pages until `gatsby clean`. So content errors stop the build before
 * the first node is written, and any build that fails after that drops the saved state: Gatsby finds no state next
 * time and clears its whole cache itself.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  const { errors } = loadContentForBuild(process.cwd())
  await showContentErrorsInBrowser(errors)
  if (errors.length > 0) {
    reporter.panicOnBuild(contentErrorsMessage(errors))
    return
  }
  if (gatsbyCommand() !== "build") return
  const savedState = path.join(process.cwd(), SAVED_STATE_DIR)
  process.once("exit", (code) => {
    if (code !== 0) rmSync(savedState, { recursive: true, force: true })
  })
}
