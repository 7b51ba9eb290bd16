// Types of deploy/headers.mjs for gatsby-node.ts and the tests.
export function writeDeployFiles(options: { root: string; siteUrl: string; env?: Record<string, string | undefined> }): void
export function inlineScriptHashes(html: string): string[]
export function withPolicyMeta(html: string, policy: string): string
