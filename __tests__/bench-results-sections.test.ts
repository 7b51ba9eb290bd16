/**
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
// bench/results.md holds each benchmark's block between its own markers (npm run bench's full and quick runs, npm run
// bench:load's load test) and hand-written text around them: writing one block keeps everything else as it was.
import { mergeSection } from "../scripts/bench/results-sections"

const START = (mode: string, command = "bench") =>
  `<!-- bench:${mode}:start (written by npm run ${command}; edit outside these markers) -->`
const END = (mode: string) => `<!-- bench:${mode}:end -->`

const file = [
  "# Benchmark results",
  "",
  "Hand-written headline.",
  "",
  START("full"),
  "## Lighthouse, full run",
  END("full"),
  "",
  "## Reading the LCP figures (by hand)",
  "",
  START("load", "bench:load"),
  "## Load test (nginx)",
  "old figures",
  END("load"),
  "",
  START("quick"),
  "## Lighthouse, quick run",
  END("quick"),
  "",
  "### Notes on the quick run (by hand)",
  "",
].join("\n")

describe("a benchmark's block in bench/results.md", () => {
  it("replaces the load test between its markers and keeps the quick run's markers after it", () => {
    const merged = mergeSection(file, "## Load test (nginx)\nnew figures\n", "load")
    expect(merged).toBe(file.replace("old figures", "new figures"))
  })

  it("replaces the quick run and keeps the hand-written text around it", () => {
    const merged = mergeSection(file, "## Lighthouse, quick run at a new commit", "quick")
    expect(merged).toBe(file.replace("## Lighthouse, quick run", "## Lighthouse, quick run at a new commit"))
  })

  it("adds a block without markers yet at the end, the full run's after the title", () => {
    const bare = "# Benchmark results\n\nHand-written headline.\n"
    expect(mergeSection(bare, "## Load test (nginx)", "load")).toBe(
      `${bare}\n${START("load", "bench:load")}\n## Load test (nginx)\n${END("load")}\n`,
    )
    expect(mergeSection(bare, "## Lighthouse, full run", "full")).toBe(
      `# Benchmark results\n\n${START("full")}\n## Lighthouse, full run\n${END("full")}\n\nHand-written headline.\n`,
    )
  })
})
