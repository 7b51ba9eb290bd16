// Runs the post-build pipeline (gatsby/post-build/pipeline.ts) over the finished build.
import type { GatsbyNode } from "gatsby"
import path from "path"

import { siteUrl } from "../../src/lib/site-url"
import { runPostBuild } from "../post-build/pipeline"

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  const root = path.resolve(".")
  runPostBuild(
    {
      root,
      publicDir: path.join(root, "public"),
      generatedDir: path.join(root, "deploy", "generated"),
      siteUrl,
      env: process.env,
    },
    (line) => reporter.info(line),
  )
}
