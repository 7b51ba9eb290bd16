import { cpSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from "fs"
import os from "os"
import path from "path"

import { checkCheckout } from "../gatsby/checks/content-check"
import { entryFile, readCollection, readDataTexts } from "../gatsby/content/data-files"
import { GROWING, multiplyContent } from "../scripts/bench/multiply-content"
import { loadEntries } from "./support/data"
import { sampleContent, sampleTexts } from "./support/sampled-content"

const ROOT = path.resolve(__dirname, "..")

/** A checkout to check: a copy of data/ at `times` the entries, the site's own pages and static files beside it. */
function sampledCheckout(times: number): { dir: string; kept: ReturnType<typeof sampleContent> } {
  const dir = mkdtempSync(path.join(os.tmpdir(), "sampled-content-"))
  cpSync(path.join(ROOT, "data"), path.join(dir, "data"), { recursive: true })
  symlinkSync(path.join(ROOT, "src"), path.join(dir, "src"), "dir")
  symlinkSync(path.join(ROOT, "static"), path.join(dir, "static"), "dir")
  // Multiplied from a sample, so that this test does not grow with the content either (issue 60): a copy is of its
  // original's kind and sorts after it, so the first of each kind is the same original among any number of copies.
  if (times > 1) sampleContent(path.join(dir, "data"))
  multiplyContent(path.join(dir, "data"), times)
  return { dir, kept: sampleContent(path.join(dir, "data")) }
}

describe("the sampled content of the builds whose checks do not count entries (issue 60)", () => {
  const today = sampledCheckout(1)
  const tenfold = sampledCheckout(10)
  afterAll(() => [today, tenfold].forEach(({ dir }) => rmSync(dir, { recursive: true, force: true })))

  it("keeps the same entries at ten times the content as today, the originals before their copies", () => {
    expect(tenfold.kept).toEqual(today.kept)
    for (const folder of GROWING) {
      const files = (dir: string) => readdirSync(path.join(dir, "data", folder)).sort()
      expect([folder, files(tenfold.dir)]).toEqual([folder, files(today.dir)])
    }
  })

  it("is content the build accepts: every medication category keeps a medication, every reference resolves", () => {
    expect(checkCheckout(today.dir).errors).toEqual([])
    const categories = new Set(loadEntries<{ category: string }>("medications").map((entry) => entry.category))
    const kept = readCollection<{ category: string }>("medications", today.dir).map((entry) => entry.category)
    expect(kept.sort()).toEqual([...categories].sort())
  })

  it("keeps fewer entries than the folders hold, one a kind", () => {
    for (const folder of GROWING) expect([folder, today.kept[folder].length < loadEntries(folder).length]).toEqual([folder, true])
  })

  it("keeps an entry a test names, and another of its kind beside it, for the test may change it", () => {
    const medications = loadEntries<{ slug: string; category: string }>("medications")
    const sameCategory = (slug: string) =>
      medications.filter((other) => other.category === medications.find((entry) => entry.slug === slug)!.category)
    // the first of a category with another: the one a sample would keep for its kind anyway
    const named = medications.map((entry) => entry.slug).find((slug) => sameCategory(slug).length > 1)!
    const sampled = sampleTexts(readDataTexts(path.join(ROOT, "data")), [entryFile("medications", named)])
    expect(entryFile("medications", named, "fr") in sampled).toBe(true)
    const others = sameCategory(named).filter((entry) => entry.slug !== named && entryFile("medications", entry.slug) in sampled)
    expect(others).toHaveLength(1)
  })
})
