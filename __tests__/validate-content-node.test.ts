import { onCreateNode } from "../gatsby/node/validate-content"

jest.mock("../gatsby/node/develop-overlay", () => ({ showContentErrorsInBrowser: async () => undefined }))

/** What Gatsby reports for one file of data/ as it is sourced (as in develop, where each edit is sourced alone). */
const sourced = async (relativePath: string, text: string): Promise<string[]> => {
  const reported: string[] = []
  const reporter = {
    panicOnBuild: (message: string) => reported.push(message),
    warn: (message: string) => reported.push(message),
  }
  await (onCreateNode as (args: unknown) => Promise<void>)({
    node: { id: "file", internal: { type: "File" }, sourceInstanceName: "data", relativePath, extension: "yaml" },
    loadNodeContent: async () => text,
    reporter,
    actions: { createNode: () => undefined, createParentChildLink: () => undefined },
    createNodeId: (seed: string) => seed,
    createContentDigest: () => "digest",
  })
  return reported
}

describe("a file of data/ as it is sourced", () => {
  it("says a French file has no English twin, naming both files, rather than failing to read the twin", async () => {
    expect(await sourced("cities/nowhere.fr.yaml", "slug: nowhere\ncity: Nulle part\n")).toEqual([
      "Content errors:\n  - data/cities/nowhere.fr.yaml: a translation of data/cities/nowhere.en.yaml, which does not exist or is not an entry",
    ])
  })
})
