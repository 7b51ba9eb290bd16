// What a post-build step is and what it works on: pipeline.ts lists the steps, each step's file defines one.

/** A finished build: root/public as Gatsby wrote it, and the environment it was built with. */
export interface Build {
  root: string
  publicDir: string
  /** deploy/generated/: the server configuration that is not served itself. */
  generatedDir: string
  siteUrl: string
  env: Readonly<Record<string, string | undefined>>
  /** Not launch-ready (`npm run check:launch` lists something): no search engine may index it. */
  preview: boolean
}

export interface PostBuildStep {
  name: string
  /** Does its work; returns (or resolves to) a line for the build log when there is something to say. */
  run: (build: Build) => string | void | Promise<string | void>
}

/** A build that must not ship: its message is the whole story (the page, what is wrong), without a stack trace. */
export class PostBuildFailure extends Error {}
