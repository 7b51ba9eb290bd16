// bench/results.md holds each benchmark's block between its own markers, and hand-written text around them.

/**
 * Where each benchmark's block begins and ends, and the npm script that writes it: "full" and "quick" are npm run
 * bench's, "load" npm run bench:load's; npm run bench:scale names its own.
 */
const markers = (mode: string, command = mode === "load" ? "bench:load" : "bench") => ({
  start: `<!-- bench:${mode}:start (written by npm run ${command}; edit outside these markers) -->`,
  end: `<!-- bench:${mode}:end -->`,
})

/** Replaces the text between the mode's markers, or adds the marked block after the title (full) or at the end. */
export function mergeSection(existing: string | null, block: string, mode: string, command?: string): string {
  const { start: START, end: END } = markers(mode, command)
  const marked = `${START}\n${block.trim()}\n${END}`
  if (existing === null) return `# Benchmark results\n\n${marked}\n`
  const start = existing.indexOf(START)
  const end = existing.indexOf(END)
  if (start !== -1 && end > start) return existing.slice(0, start) + marked + existing.slice(end + END.length)
  const title = existing.match(/^# .*\n/)
  if (mode !== "full") return `${existing.trimEnd()}\n\n${marked}\n`
  if (title) return `${title[0]}\n${marked}\n\n${existing.slice(title[0].length).replace(/^\n+/, "")}`
  return `${marked}\n\n${existing}`
}
