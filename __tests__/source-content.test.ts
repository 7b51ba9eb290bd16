import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "fs"
import os from "os"
import path from "path"

import { loadContent } from "../gatsby/content/load-content"
import { entryFile, readDataFiles } from "../gatsby/content/data-files"
import { loadContentForBuild, sourceNodes } from "../gatsby/node/source-content"
import { firstDataFile } from "./support/data"
import { sampleContent } from "./support/sampled-content"

jest.mock("../gatsby/node/develop-overlay", () => ({ showContentErrorsInBrowser: async () => undefined }))

const root = path.join(__dirname, "..")

interface SourcedNode extends Record<string, unknown> {
  id: string
  language: string
  internal: { type: string; contentDigest: string }
}

/** The nodes the build's sourceNodes makes of a checkout's data/, and what it reported. */
async function sourced(checkout: string) {
  const nodes: SourcedNode[] = []
  const reported: string[] = []
  const cwd = process.cwd()
  process.chdir(checkout)
  try {
    // as Gatsby runs them: onPreBootstrap loads data/, then sourceNodes makes the nodes from that load
    loadContentForBuild(checkout)
    await (sourceNodes as (args: unknown) => Promise<void>)({
      actions: { createNode: (node: SourcedNode) => nodes.push(node), deleteNode: () => undefined },
      createNodeId: (seed: string) => seed,
      createContentDigest: (value: unknown) => JSON.stringify(value),
      getNode: () => undefined,
      reporter: { panicOnBuild: (message: string) => reported.push(message), error: () => undefined },
    })
  } finally {
    process.chdir(cwd)
  }
  return { nodes, reported }
}

/**
 * A copy of the checkout's data/ to edit, removed after `test`: one entry of each kind and those of the `named` files,
 * since the loader treats every entry alike and a full copy grows with the content (issue 60).
 */
async function withDataCopy<T>(test: (checkout: string) => Promise<T> | T, named: string[] = []): Promise<T> {
  const checkout = mkdtempSync(path.join(os.tmpdir(), "source-content-"))
  try {
    cpSync(path.join(root, "data"), path.join(checkout, "data"), { recursive: true })
    sampleContent(path.join(checkout, "data"), named)
    cpSync(path.join(root, "static"), path.join(checkout, "static"), { recursive: true })
    cpSync(path.join(root, "src", "pages"), path.join(checkout, "src", "pages"), { recursive: true })
    return await test(checkout)
  } finally {
    rmSync(checkout, { recursive: true, force: true })
  }
}

const nodeOf = (nodes: SourcedNode[], file: string) => nodes.find((node) => node.id === `data/${file}`)!

describe("the site's data layer, made from data/ by the one loader", () => {
  // the test build sources all of data/; a copy with one entry of each kind is each case the loader meets
  it("makes one node per file it reads, each with its language", () =>
    withDataCopy(async (checkout) => {
      const { nodes, reported } = await sourced(checkout)
      expect(reported).toEqual([])
      const files = Object.keys(readDataFiles(path.join(checkout, "data")))
      expect(nodes.map((node) => node.id).sort()).toEqual(files.map((file) => `data/${file}`).sort())
      expect(nodeOf(nodes, "site.fr.yaml")).toMatchObject({ internal: { type: "SiteYaml" }, language: "fr" })
      expect(nodeOf(nodes, "site.yaml")).toMatchObject({ internal: { type: "SiteYaml" }, language: "en" })
    }))

  it("gives a French entry its English twin's shared facts as they are now, and a new digest when they change", async () => {
    const city = firstDataFile("cities")
    await withDataCopy(
      async (checkout) => {
        const frenchCity = city.replace(/\.en\.yaml$/, ".fr.yaml")
        const before = await sourced(checkout)
        const site = path.join(checkout, "data", "site.yaml")
        writeFileSync(site, readFileSync(site, "utf8").replace(/^phone: .*$/m, "phone: 1-844-555-0199"))
        const cityFile = path.join(checkout, "data", city)
        const url = "https://www.example.org/public-health/"
        writeFileSync(cityFile, readFileSync(cityFile, "utf8").replace(/^(\s+url:) https:\/\/.*$/m, `$1 ${url}`))
        const after = await sourced(checkout)
        expect(after.reported).toEqual([])
        expect(nodeOf(after.nodes, "site.fr.yaml").phone).toBe("1-844-555-0199")
        expect(nodeOf(after.nodes, frenchCity)).toMatchObject({ local: { publicHealth: { url } } })
        expect(nodeOf(after.nodes, "site.fr.yaml").internal.contentDigest).not.toBe(
          nodeOf(before.nodes, "site.fr.yaml").internal.contentDigest,
        )
        // the French file itself did not change
        expect(readFileSync(path.join(checkout, "data", frenchCity), "utf8")).toBe(
          readFileSync(path.join(root, "data", frenchCity), "utf8"),
        )
      },
      [city],
    )
  })

  it("stops the build before any node, naming every file, entry and field in error at once", async () => {
    await withDataCopy(
      async (checkout) => {
        const city = path.join(checkout, "data", entryFile("cities", "toronto"))
        writeFileSync(city, readFileSync(city, "utf8").replace(/^slug: .*$/m, "slug: Not A Slug"))
        const service = path.join(checkout, "data", firstDataFile("services", "fr"))
        writeFileSync(service, `${readFileSync(service, "utf8")}slug: shared-field\n`)
        const { nodes, reported } = await sourced(checkout)
        expect(nodes).toEqual([])
        expect(reported).toEqual([
          expect.stringMatching(
            /^Content errors:\n {2}- data\/services\/.*\.fr\.yaml: "slug" is shared by both languages: write it in the English file only[^]*\n {2}- data\/cities\/toronto\.en\.yaml: "slug" must be lower-case words/,
          ),
        ])
      },
      [entryFile("cities", "toronto")],
    )
  })

  it("says a French file has no English twin, naming both files", () => {
    return withDataCopy((checkout) => {
      writeFileSync(path.join(checkout, "data", "cities", "nowhere.fr.yaml"), "slug: nowhere\ncity: Nulle part\n")
      expect(loadContent(checkout).errors).toEqual([
        "data/cities/nowhere.fr.yaml: a translation of data/cities/nowhere.en.yaml, which does not exist or is not an entry",
      ])
    })
  })

  it("warns of a YAML file under data/ that the site does not read", () => {
    return withDataCopy((checkout) => {
      // the content's own warnings (a title longer than search results show) stay as they were
      const before = loadContent(checkout).warnings
      writeFileSync(path.join(checkout, "data", "notes.yaml"), "a: 1\n")
      expect(loadContent(checkout).warnings).toEqual([
        ...before,
        expect.stringMatching(/^data\/notes\.yaml is not read by the site/),
      ])
    })
  })
})
