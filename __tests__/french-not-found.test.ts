/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "fs"
import { tmpdir } from "os"
import path from "path"

import { claimFrenchAddresses } from "../gatsby/post-build/french-not-found"

describe("the French not-found page's data after the build", () => {
  let publicDir: string
  beforeEach(() => (publicDir = mkdtempSync(path.join(tmpdir(), "not-found-"))))
  afterEach(() => rmSync(publicDir, { recursive: true, force: true }))

  it("names every French address as the page's own, and keeps the rest of the data", () => {
    const dir = path.join(publicDir, "page-data", "fr", "404.html")
    mkdirSync(dir, { recursive: true })
    writeFileSync(
      path.join(dir, "page-data.json"),
      JSON.stringify({ path: "/fr/404.html", result: { pageContext: { language: "fr" } } }),
    )
    expect(claimFrenchAddresses(publicDir)).toBe(true)
    expect(JSON.parse(readFileSync(path.join(dir, "page-data.json"), "utf8"))).toEqual({
      path: "/fr/404.html",
      result: { pageContext: { language: "fr" } },
      matchPath: "/fr/*",
    })
  })

  it("does nothing in a build without a French not-found page", () => {
    expect(claimFrenchAddresses(publicDir)).toBe(false)
  })
})
