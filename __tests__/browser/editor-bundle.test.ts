// The editor's bundle (/admin/cms.js) carries what gatsby/node/cms.ts writes into it at build time (the editor's
// configuration, the file collections' texts and the preview's data) once each: webpack writes a defined value
// wherever its name stands, and six copies once made the editor 4.5 MB for every editor to load. What grows with the
// entries is not in it but beside it, under /admin/data/ (issue 60).
import { readFileSync } from "fs"
import path from "path"

import { editorBuiltIn, editorDataFiles } from "../../gatsby/content/editor-data"
import { loadDataSource } from "../support/data"
import { PUBLIC_DIR } from "./support/built-site"

const data = loadDataSource()
const { CMS_CONFIG, CMS_DATA_TEXTS, CMS_PREVIEW_DATA } = editorBuiltIn(data, { siteUrl: "" })
const values = {
  configuration: CMS_CONFIG,
  "the file collections' texts": CMS_DATA_TEXTS,
  "the preview's data": CMS_PREVIEW_DATA,
}

/** Every line of every string in a value, at any depth (data/'s texts are whole files). */
const lines = (value: unknown): string[] =>
  typeof value === "string" ? value.split("\n") : value && typeof value === "object" ? Object.values(value).flatMap(lines) : []

const count = (text: string, part: string) => text.split(part).length - 1

describe("the editor's bundle", () => {
  const bundle = readFileSync(path.join(PUBLIC_DIR, "admin", "cms.js"), "utf8")

  it.each(Object.keys(values) as Array<keyof typeof values>)("holds %s once", (name) => {
    const own = JSON.stringify(values[name])
    const others = Object.entries(values)
      .filter(([other]) => other !== name)
      .map(([, value]) => JSON.stringify(value))
    // the value's longest words that no other value holds and that no quoting can change: each stands in the bundle
    // as often as in the value itself
    const marker = lines(values[name])
      .filter((text) => text.length >= 20 && !/['"\\\r\t]/.test(text))
      .filter((text) => others.every((other) => !other.includes(text)))
      .sort((a, b) => b.length - a.length)[0]
    expect(marker).toBeDefined()
    expect([marker, count(bundle, marker)]).toEqual([marker, count(own, marker)])
  })

  it("holds no entry's files, which the build writes beside it for the editor to fetch, each as the build made it", () => {
    const files = editorDataFiles(data)
    const viagra = "data/entries/medications/viagra.json"
    const text = (JSON.parse(files[viagra]) as { en: string }).en
    const line = text.split("\n").find((each) => each.length >= 40 && !/['"\\]/.test(each))!
    expect(count(bundle, line)).toBe(0)
    for (const [file, json] of Object.entries(files))
      expect([file, readFileSync(path.join(PUBLIC_DIR, "admin", file), "utf8")]).toEqual([file, json])
  })
})
