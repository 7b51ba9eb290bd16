import { mkdtemp, mkdir, readFile, writeFile } from "fs/promises"
import { tmpdir } from "os"
import path from "path"
import { htmlFiles, removeStrayNulBytes } from "../src/lib/html-files"

describe("repairing React 18's stray NUL bytes in built HTML", () => {
  it("removes them and leaves clean files and multi-byte characters untouched", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "html-"))
    await mkdir(path.join(dir, "conditions", "depression"), { recursive: true })
    const broken = path.join(dir, "conditions", "depression", "index.html")
    const clean = path.join(dir, "index.html")
    await writeFile(broken, Buffer.concat([Buffer.from("<p>"), Buffer.from([0, 0]), Buffer.from("“It felt easier”</p>")]))
    await writeFile(clean, "<p>Café — fine</p>")
    await writeFile(path.join(dir, "data.json"), Buffer.from([0]))

    const files = await htmlFiles(dir)
    expect(files.sort()).toEqual([broken, clean].sort())
    expect(await removeStrayNulBytes(files)).toBe(1)
    expect(await readFile(broken, "utf8")).toBe("<p>“It felt easier”</p>")
    expect(await readFile(clean, "utf8")).toBe("<p>Café — fine</p>")
  })
})
