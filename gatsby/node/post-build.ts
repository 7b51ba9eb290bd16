// Runs the post-build pipeline (gatsby/post-build/pipeline.ts) over the finished build.
import type { GatsbyNode } from "gatsby"
import path from "path"

import { siteUrl } from "../../src/lib/site-url"
import { isLaunchReady } from "../checks/launch-check"
import { runPostBuild } from "../post-build/pipeline"
import { PostBuildFailure } from "../post-build/step"

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  const root = path.resolve(".")
  try {
    await runPostBuild(
      {
        root,
        publicDir: path.join(root, "public"),
        generatedDir: path.join(root, "deploy", "generated"),
        siteUrl,
        env: process.env,
        preview: !isLaunchReady(root, process.env),
      },
      (line) => reporter.info(line),
    )
  } catch (error) {
    // A failed check says all an editor needs; a stack trace would bury it.
    if (error instanceof PostBuildFailure) reporter.panicOnBuild(error.message)
    else throw error
  }
}
