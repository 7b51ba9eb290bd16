// Tests follow the data: a copy of data/ with one more city, one more policy page and one city fewer still validates,
// passes the content and link check, and gets exactly its pages from the build's own createPages, with no code edit.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "fs"
import os from "os"
import path from "path"

import { checkContentDir } from "../gatsby/checks/content-check"
import { validateDataFile } from "../gatsby/checks/entry-validation"
import { collectionEntries, englishFileOf, entryFile, readDataFiles } from "../gatsby/content/data-files"
import { LANGUAGES } from "../src/lib/language"
import { dataLinks, expectedPages, pageEntries } from "../gatsby/content/site-pages"
import { createPages } from "../gatsby/node/create-pages"
import { sampleContent } from "./support/sampled-content"

const root = path.join(__dirname, "..")
let copy: string
let dataDir: string
let removedCity: string

type Entry = Record<string, unknown> & { slug: string }

/** An entry's file with its slug and one field changed, the way an editor copies an entry to start a new one. */
const copyEntry = (from: string, to: string, slug: string, edit: (text: string) => string) => {
  const text = readFileSync(path.join(dataDir, from), "utf8")
    .replace(/^slug: .*$/m, `slug: ${slug}`)
    // no `order`: a new entry goes after the ordered ones
    .replace(/^order: .*\n/m, "")
  writeFileSync(path.join(dataDir, to), edit(text))
}

beforeAll(() => {
  copy = mkdtempSync(path.join(os.tmpdir(), "data-copy-"))
  dataDir = path.join(copy, "data")
  cpSync(path.join(root, "data"), dataDir, { recursive: true })
  // the fixed pages and static files as they are: the link check needs them
  mkdirSync(path.join(copy, "src"))
  symlinkSync(path.join(root, "src", "pages"), path.join(copy, "src", "pages"))
  symlinkSync(path.join(root, "static"), path.join(copy, "static"))

  const files = readDataFiles(dataDir)
  const [city] = collectionEntries<Entry>(files, "cities")
  // a city no link typed in data/ leads to, so removing its file is the whole edit
  const linked = new Set(dataLinks(files).map((link) => link.href))
  removedCity = collectionEntries<Entry>(files, "cities")
    .map((entry) => entry.slug)
    .reverse()
    .find((slug) => slug !== city.slug && !linked.has(`/locations/${slug}`))!
  // what is checked of the copy holds at any number of entries: one of each kind, with the two cities (issue 60)
  sampleContent(dataDir, [entryFile("cities", city.slug), entryFile("cities", removedCity)])
  copyEntry(entryFile("cities", city.slug), entryFile("cities", "kitchener"), "kitchener", (text) =>
    text.replace(/^city: .*$/m, "city: Kitchener").replace(/^frenchSlug: .*$/m, "frenchSlug: kitchener"),
  )
  const legal = collectionEntries<Entry>(files, "pages").find((page) => Array.isArray(page.legalSections))!
  copyEntry(entryFile("pages", legal.slug), entryFile("pages", "complaints-policy"), "complaints-policy", (text) =>
    // no French address of its own: the French page takes the English one, /fr/complaints-policy
    text.replace(/^( {2}title:) .*$/m, "$1 Complaints Policy").replace(/^frenchSlug: .*\n/m, ""),
  )
  // the entry in both languages, as the editor deletes it: its English file must be there to remove (the sample kept it)
  for (const language of LANGUAGES)
    rmSync(path.join(dataDir, entryFile("cities", removedCity, language)), { force: language !== "en" })
})

afterAll(() => rmSync(copy, { recursive: true, force: true }))

describe("a copy of data/ with a city and a policy page added and a city removed", () => {
  it("validates, every file naming its entry", () => {
    const files = readDataFiles(dataDir)
    expect(Object.keys(files)).toEqual(expect.arrayContaining(["cities/kitchener.en.yaml", "pages/complaints-policy.en.yaml"]))
    expect(
      Object.entries(files).flatMap(([file, content]) => validateDataFile(file, content, files[englishFileOf(file)])),
    ).toEqual([])
  })

  it("passes npm run check:content's checks, links included", () => {
    expect(checkContentDir(copy).errors).toEqual([])
  })

  it("gets a page for each new entry and none for the removed one from the build's createPages", async () => {
    const files = readDataFiles(dataDir)
    const created: Array<{ path: string; component: string; context: { slug: string } }> = []
    const panics: unknown[] = []
    const cwd = jest.spyOn(process, "cwd").mockReturnValue(copy)
    try {
      await (createPages as unknown as (args: unknown) => Promise<void>)({
        // the build's GraphQL gives each folder's entries as nodes: the same as the copy's files
        graphql: async () => ({ data: pageEntries(files) }),
        actions: { createPage: (page: (typeof created)[number]) => created.push(page) },
        reporter: { panicOnBuild: (...args: unknown[]) => panics.push(args) },
      })
    } finally {
      cwd.mockRestore()
    }
    expect(panics).toEqual([])
    const made = created.map((page) => [page.path, path.basename(page.component), page.context.slug])
    expect(made).toContainEqual(["/locations/kitchener", "city.tsx", "kitchener"])
    expect(made).toContainEqual(["/complaints-policy", "legal.tsx", "complaints-policy"])
    expect(made.map(([route]) => route)).not.toContain(`/locations/${removedCity}`)
    // exactly the entry pages the post-build check expects of this copy
    const expected = expectedPages(files, []).map((page) => page.path)
    expect(created.map((page) => page.path).sort()).toEqual(expected.sort())
  })
})
