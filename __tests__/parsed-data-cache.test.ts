import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "fs"
import { tmpdir } from "os"
import path from "path"

import { readDataFiles, readDataTexts } from "../gatsby/content/data-files"
import { cachedParse, parsedDataFiles } from "./support/parsed-data-cache"

const root = path.resolve(__dirname, "..")
let dir: string
let dataDir: string
let cacheDir: string
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "parsed-data-"))
  dataDir = path.join(dir, "data")
  cacheDir = path.join(dir, "cache")
  // the files one test plants its edits in: site.yaml and its French twin, which every other file does not need
  cpSync(path.join(root, "data"), dataDir, { recursive: true, filter: (file) => !/\/data\/(?!site)[^/]+$/.test(file) })
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const setPhone = (phone: string) => {
  const file = path.join(dataDir, "site.yaml")
  writeFileSync(file, readFileSync(file, "utf8").replace(/^phone: .*$/m, `phone: "${phone}"`))
}

describe("the tests' parsed copy of data/", () => {
  it("gives what the build parses, from the cache once parsed", () => {
    expect(parsedDataFiles(dataDir, cacheDir)).toEqual(readDataFiles(dataDir))
    expect(readdirSync(cacheDir)).toHaveLength(1)
    expect(parsedDataFiles(dataDir, cacheDir)).toEqual(readDataFiles(dataDir))
  })

  it("reads data/ as it is after an edit, and keeps no copy of what it was", () => {
    setPhone("416-555-0101")
    expect(parsedDataFiles(dataDir, cacheDir)["site.yaml"]).toMatchObject({ phone: "416-555-0101" })
    setPhone("416-555-0102")
    expect(parsedDataFiles(dataDir, cacheDir)["site.yaml"]).toMatchObject({ phone: "416-555-0102" })
    expect(readdirSync(cacheDir)).toHaveLength(1)
  })

  it("hands a reader of texts their parsed copy only when the cache holds it, and writes nothing for them", () => {
    expect(cachedParse(readDataTexts(dataDir), cacheDir)).toBeUndefined()
    const parsed = parsedDataFiles(dataDir, cacheDir)
    expect(cachedParse(readDataTexts(dataDir), cacheDir)).toEqual(parsed)
    const cached = readdirSync(cacheDir)
    const edited = { ...readDataTexts(dataDir), "site.yaml": 'phone: "416-555-0103"\n' }
    expect(cachedParse(edited, cacheDir)).toBeUndefined()
    expect(readdirSync(cacheDir)).toEqual(cached)
  })

  it("refuses a file that is not YAML, as the build does", () => {
    writeFileSync(path.join(dataDir, "site.yaml"), "phone: [unclosed\n")
    expect(() => parsedDataFiles(dataDir, cacheDir)).toThrow()
  })
})
