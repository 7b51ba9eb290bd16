// Checks all of data/ before Gatsby sources a single node, and makes a build that fails later start the next one afresh.
import { rmSync } from "fs"
import type { GatsbyNode } from "gatsby"
import path from "path"

import { checkContentDir } from "../checks/content-check"
import { gatsbyCommand, SAVED_STATE_DIR } from "../internals"
import { showContentErrorsInBrowser } from "./develop-overlay"

/**
 * Gatsby writes nodes to its store (.cache/data) as it sources them, but saves what it knows about pages, templates
 * and stale queries (.cache/redux) only when a build succeeds. A build that stopped half-way left the nodes of the
 * bad YAML behind: the next build took the unchanged file as already processed, so its check never ran again and its
 * entries (or none) were whatever the stopped build had written, which once built green without the service pages
 * until `gatsby clean`. So content errors stop the build before the first node is written, and any build that fails
 * after that drops the saved state: Gatsby finds no state next time and clears its whole cache itself.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  const { errors } = checkContentDir(process.cwd())
  if (errors.length > 0) {
    reporter.panicOnBuild(`Content errors:\n  - ${errors.join("\n  - ")}`)
    await showContentErrorsInBrowser()
    return
  }
  if (gatsbyCommand() !== "build") return
  const savedState = path.join(process.cwd(), SAVED_STATE_DIR)
  process.once("exit", (code) => {
    if (code !== 0) rmSync(savedState, { recursive: true, force: true })
  })
}
