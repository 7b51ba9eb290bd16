// Types of deploy/headers.mjs for gatsby-node.ts.
export function writeDeployFiles(options: { root: string; siteUrl: string; env?: Record<string, string | undefined> }): void
