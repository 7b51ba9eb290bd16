import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "fs"
import { tmpdir } from "os"
import path from "path"

import { htmlFiles } from "../gatsby/post-build/html-files"
import { removeStrayNulBytes } from "../gatsby/post-build/nul-bytes"

describe("repairing React 18's stray NUL bytes in built HTML", () => {
  it("removes them and leaves clean files and multi-byte characters untouched", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "html-"))
    mkdirSync(path.join(dir, "conditions", "depression"), { recursive: true })
    const broken = path.join(dir, "conditions", "depression", "index.html")
    const clean = path.join(dir, "index.html")
    writeFileSync(broken, Buffer.concat([Buffer.from("<p>"), Buffer.from([0, 0]), Buffer.from("“It felt easier”</p>")]))
    writeFileSync(clean, "<p>Café — fine</p>")
    writeFileSync(path.join(dir, "data.json"), Buffer.from([0]))

    const files = htmlFiles(dir)
    expect(files).toEqual(["/conditions/depression/index.html", "/index.html"])
    expect(removeStrayNulBytes(dir, files)).toBe(1)
    expect(readFileSync(broken, "utf8")).toBe("<p>“It felt easier”</p>")
    expect(readFileSync(clean, "utf8")).toBe("<p>Café — fine</p>")
  })
})
