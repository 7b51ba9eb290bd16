// The editor's bundle (/admin/cms.js) carries what gatsby/node/cms.ts writes into it at build time (the editor's
// configuration, data/'s texts and the preview's data) once each: webpack writes a defined value wherever its name
// stands, and six copies once made the editor 4.5 MB for every editor to load.
import { readFileSync } from "fs"
import path from "path"

import { buildCmsConfig, editorTexts } from "../../gatsby/content/cms-config"
import { previewData } from "../../gatsby/content/cms-preview-data"
import { readDataTexts } from "../../gatsby/content/data-files"
import { PUBLIC_DIR } from "./support/built-site"

const data = path.resolve(__dirname, "../../data")
const values = {
  configuration: buildCmsConfig({ siteUrl: "" }),
  "data/'s texts": editorTexts(readDataTexts(data)),
  "the preview's data": previewData(data),
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
})
