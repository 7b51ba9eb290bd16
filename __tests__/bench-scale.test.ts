/**
 * @jest-environment node
 */
// npm run bench:scale's parts that are not a build: its options, what it measures of a built site, the process tree's
// memory and the "Scale" block it writes.
import { spawn } from "child_process"
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "fs"
import os from "os"
import path from "path"

import { gatsbySteps } from "../scripts/bench/gatsby-steps"
import { mergeSection } from "../scripts/bench/results-sections"
import { treeRss } from "../scripts/bench/peak-memory"
import { scaleOptions } from "../scripts/bench/scale-options"
import { renderScale, type ScaleBuild, type ScaleResults } from "../scripts/bench/scale-report"
import { siteSize } from "../scripts/bench/site-size"

describe("npm run bench:scale's options", () => {
  it("builds ten times the content into the scale section unless told", () => {
    expect(scaleOptions([])).toEqual({ factor: 10, section: "scale", dryRun: false })
    expect(scaleOptions(["--factor", "3", "--section", "scale-loaded", "--dry-run"])).toEqual({
      factor: 3,
      section: "scale-loaded",
      dryRun: true,
    })
  })

  it("refuses a factor that is not a whole number of 2 or more, and an unknown option", () => {
    expect(() => scaleOptions(["--factor", "1"])).toThrow("--factor 1: give a whole number of 2 or more")
    expect(() => scaleOptions(["--factor", "2.5"])).toThrow("whole number")
    expect(() => scaleOptions(["--factors", "10"])).toThrow("--factors")
  })
})

describe("what bench:scale measures of a built site", () => {
  it("counts each index.html as a page and names the biggest with its bytes, and cms.js's", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "site-size-"))
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      writeFileSync(path.join(dir, file), text)
    }
    write("index.html", "<p>home</p>")
    write("medications/index.html", `<ul>${"<li>a medication</li>".repeat(50)}</ul>`)
    write("fr/index.html", "<p>accueil</p>")
    write("404.html", "x".repeat(5000))
    write("admin/cms.js", "const cms = 1\n".repeat(100))
    const size = siteSize(dir)
    rmSync(dir, { recursive: true, force: true })
    expect(size.pages).toBe(3)
    expect(size.biggestPage).toMatchObject({ route: "/medications", raw: 1059 })
    expect(size.biggestPage.gzip).toBeLessThan(200)
    expect(size.cms.raw).toBe(1400)
    expect(size.cms.gzip).toBeLessThan(100)
  })

  it("sums the memory of a process and its children", async () => {
    // a child that holds about 64 MB, and says so, until it is killed
    const child = spawn(process.execPath, [
      "-e",
      "globalThis.b = Buffer.alloc(64 * 2 ** 20, 1); console.log('ready'); setInterval(() => {}, 1000)",
    ])
    await new Promise((resolve) => child.stdout.once("data", resolve))
    const own = treeRss(child.pid!)
    const withParent = treeRss(process.pid)
    child.kill()
    expect(own).toBeGreaterThan(64 * 2 ** 20)
    expect(withParent).toBeGreaterThan(own)
  })
})

describe("the steps of a build's output", () => {
  it("reads each step's seconds through the terminal's codes, a step reported twice summed, progress lines left out", () => {
    const output = [
      "\u001b[2K\u001b[1A\u001b[2K\u001b[Gsuccess Checking for changed pages - 0.002s",
      "success Building static HTML for pages - 32.402s - 546/546 16.85/s",
      "info Total nodes: 1139, SitePage nodes: 546",
      "\u001b[2K\u001b[Gsuccess Checking for changed pages - 0.001s",
      "success Writing page-data.json and slice-data.json files to public directory -",
      "warn gatsby-plugin-react-helmet: Gatsby now has built-in support",
    ].join("\n")
    expect(gatsbySteps(output)).toEqual({ "Checking for changed pages": 0, "Building static HTML for pages": 32.4 })
  })
})

describe("the Scale block of bench/results.md", () => {
  const build = (label: string, times: number, seconds: number): ScaleBuild => ({
    label,
    entries: { medications: 15 * times, conditions: 5 * times, cities: 5 * times },
    pages: 95 + 50 * (times - 1),
    seconds,
    steps: { "Building static HTML for pages": 3 * times, "load plugins": 2 },
    peakBytes: 1400 * 2 ** 20 * Math.sqrt(times),
    cms: { raw: 1945.6 * 1024, gzip: 200 * 1024 },
    biggestPage: { route: "/medications", raw: 120 * 1024, gzip: 20 * 1024 },
  })
  const results = (multipliedSeconds: number, cachedSeconds: number): ScaleResults => ({
    commit: "abc1234",
    dirty: false,
    date: "2026-12-02T08:00:00.000Z",
    args: ["--factor", "10"],
    factor: 10,
    measurementId: "G-TEST000000",
    cores: 2,
    loadAverage: { start: 1.5, end: 2.25 },
    edit: "one sentence of the `heroDescription` of `data/cities/hamilton-10.en.yaml`",
    base: build("today's content, cold", 1, 556),
    multiplied: build("10 times, cold", 10, multipliedSeconds),
    cachedEdit: build("10 times, cached, after one edit", 10, cachedSeconds),
  })

  it("writes a row per build and the aim met", () => {
    const block = renderScale(results(994, 42.5))
    expect(block).toContain("## Scale: today's content and 10 times (`npm run bench:scale -- --factor 10`)")
    // production's configuration, said where the figures are
    expect(block).toContain("production's environment (GATSBY_GA_MEASUREMENT_ID=G-TEST000000, EmailJS test keys")
    expect(block).toContain(
      "| today's content, cold | 15 / 5 / 5 | 95 | 556 | 1400 | 1945.6 / 200.0 | /medications | 120.0 / 20.0 |",
    )
    expect(block).toContain("| 10 times, cached, after one edit | 150 / 50 / 50 | 545 | 42.5 | 4427 |")
    expect(block).toContain("under 2 times the time: 1.79 times, met. The cached build after one edit within 60 s: 42.5 s, met.")
  })

  it("shows the same edit's cached build at today's content beside it: what of a cached build does not grow", () => {
    const block = renderScale({ ...results(994, 75), baseCachedEdit: build("today's content, cached, after one edit", 1, 70) })
    expect(block).toContain("| today's content, cold | 15 / 5 / 5 | 95 | 556 |")
    expect(block.indexOf("| today's content, cached, after one edit | 15 / 5 / 5 | 95 | 70 |")).toBeGreaterThan(
      block.indexOf("| today's content, cold |"),
    )
    expect(block).toContain("The same edit at today's content: a cached build of 70 s.")
    expect(block).toContain(
      "| step | today's content, cold | today's content, cached, after one edit | 10 times, cold | 10 times, cached, after one edit |",
    )
  })

  it("says plainly which aim is missed", () => {
    expect(renderScale(results(1200, 75))).toContain(
      "2.16 times, **missed**. The cached build after one edit within 60 s: 75 s, **missed**.",
    )
  })

  it("says where the time went: the steps of 5 s or more in a build, the slowest at 10 times first", () => {
    const block = renderScale(results(994, 42.5))
    expect(block).toContain(
      "| step | today's content, cold | 10 times, cold | 10 times, cached, after one edit |\n|---|---:|---:|---:|\n" +
        "| Building static HTML for pages | 3 | 30 | 30 |",
    )
    expect(block).not.toContain("load plugins")
  })

  it("sits between markers that name npm run bench:scale", () => {
    expect(mergeSection("# Benchmark results\n", "## Scale", "scale", "bench:scale")).toBe(
      "# Benchmark results\n\n<!-- bench:scale:start (written by npm run bench:scale; edit outside these markers) -->\n## Scale\n<!-- bench:scale:end -->\n",
    )
  })
})
