import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from "fs"
import { tmpdir } from "os"
import path from "path"
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "zlib"

import { compressAhead, compressFile, precompress } from "../gatsby/post-build/precompress"

const made: string[] = []
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "precompress-"))
  made.push(dir)
  return dir
}
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

/** A build's public/ with a page and a script, each `text` repeated to well above the size worth compressing. */
const site = (page: string, script: string) => {
  const dir = tempDir()
  writeFileSync(path.join(dir, "index.html"), `<p>${page.repeat(100)}</p>`)
  writeFileSync(path.join(dir, "app.js"), script.repeat(100))
  return dir
}
const served = (dir: string, file: string) => ({
  br: brotliDecompressSync(readFileSync(path.join(dir, `${file}.br`))).toString(),
  gz: gunzipSync(readFileSync(path.join(dir, `${file}.gz`))).toString(),
})

describe("the compressed copies of a build, beside those of earlier builds", () => {
  it("reuses the copies of a file no build has changed, and compresses a changed file anew", async () => {
    const cache = tempDir()
    expect(await precompress(site("Book an appointment. ", "let a = 1;"), cache)).toMatchObject({ files: 2, reused: 0 })

    const next = site("Book a visit today. ", "let a = 1;")
    expect(await precompress(next, cache)).toMatchObject({ files: 2, reused: 1 })
    for (const file of ["index.html", "app.js"]) {
      const source = readFileSync(path.join(next, file), "utf8")
      expect([file, served(next, file)]).toEqual([file, { br: source, gz: source }])
    }
  })

  it("forgets copies no build has used for two weeks", async () => {
    const cache = tempDir()
    await precompress(site("Book an appointment. ", "let a = 1;"), cache)
    const old = new Date(Date.now() - 15 * 24 * 60 * 60 * 1000)
    for (const name of readdirSync(cache)) utimesSync(path.join(cache, name), old, old)
    // the page is used again, the script no more
    await precompress(site("Book an appointment. ", "let b = 2;"), cache)
    const afterwards = site("Book an appointment. ", "let a = 1;")
    expect(await precompress(afterwards, cache)).toMatchObject({ files: 2, reused: 1 })
  })

  it("makes the cache's folder when there is none yet, for a whole build or one file", async () => {
    const cache = path.join(tempDir(), "not", "yet")
    expect((await precompress(site("Book an appointment. ", "let a = 1;"), cache)).files).toBe(2)
    const page = path.join(site("Book a visit today. ", "let a = 1;"), "index.html")
    expect(await compressFile(page, path.join(tempDir(), "none", "yet"))).toMatchObject({ reused: false })
    expect(served(path.dirname(page), "index.html").br).toBe(readFileSync(page, "utf8"))
  })

  it("takes the copies made ahead of a file still as it was, compresses anew one changed since, and counts neither as reused", async () => {
    for (const change of [false, true]) {
      const cache = tempDir()
      const dir = site("Book an appointment. ", "let a = 1;")
      const ahead = compressAhead(dir, cache).stop()
      // the script, not the page (the page steps rewrite it meanwhile): taken at once, into the cache alone
      expect(ahead.inHand).toBe("/app.js")
      expect((await ahead.done).size).toBe(1)
      expect([readdirSync(cache).length, readdirSync(dir).sort()]).toEqual([2, ["app.js", "index.html"]])
      if (change) writeFileSync(path.join(dir, "app.js"), "let b = 2;".repeat(100))
      expect(await precompress(dir, cache, ahead)).toMatchObject({ files: 2, reused: 0 })
      // the page's two copies added, and the changed script's
      expect([change, readdirSync(cache).length]).toEqual([change, change ? 6 : 4])
      for (const file of ["index.html", "app.js"]) {
        const source = readFileSync(path.join(dir, file), "utf8")
        expect([file, served(dir, file)]).toEqual([file, { br: source, gz: source }])
      }
    }
  })

  it("takes no file ahead after it is stopped, the largest first; the last step compresses the others", async () => {
    const cache = tempDir()
    const dir = site("Book an appointment. ", "let a = 1;")
    for (const [name, times] of [
      ["a", 100],
      ["b", 300],
      ["c", 200],
    ] as const)
      // bytes of their own: the cache goes by content, and a file alike to app.js ("let a = 1;") was found there or
      // not as the other compressed first (1 run in 6 failed)
      writeFileSync(path.join(dir, `${name}.js`), `const ${name} = ${times};`.repeat(times))
    const ahead = compressAhead(dir, cache).stop()
    expect(ahead.inHand).toBe("/b.js")
    expect((await ahead.done).size).toBe(1)
    expect(await precompress(dir, cache, ahead)).toMatchObject({ files: 5, reused: 0 })
  })

  it("fails with the failure of a copy made ahead", async () => {
    const ahead = { done: Promise.reject(new Error("no space left on device")) }
    await expect(precompress(site("Book an appointment. ", "let a = 1;"), tempDir(), ahead)).rejects.toThrow(
      "no space left on device",
    )
  })

  // a page costs 3.2 times the time at 11 for copies 2% smaller, and the pages grow with the content (docs/decisions.md)
  it("compresses the pages and their data at Brotli's level 10, and the scripts at its highest", async () => {
    // text varied enough for the two levels to differ (repeated words compress alike at both)
    const varied = (seed: number) => Array.from({ length: 3000 }, (_, i) => ((i * seed) % 9973).toString(36)).join(" ")
    const dir = site(varied(7919), varied(104729))
    writeFileSync(path.join(dir, "page-data.json"), JSON.stringify({ words: varied(15485863) }))
    await precompress(dir, tempDir())
    const atLevel = (file: string, quality: number) =>
      brotliCompressSync(readFileSync(path.join(dir, file)), {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: quality,
          [constants.BROTLI_PARAM_SIZE_HINT]: readFileSync(path.join(dir, file)).length,
        },
      })
    for (const [file, quality] of [
      ["index.html", 10],
      ["page-data.json", 10],
      ["app.js", 11],
    ] as const)
      expect([file, readFileSync(path.join(dir, `${file}.br`)).equals(atLevel(file, quality))]).toEqual([file, true])
  })
})
