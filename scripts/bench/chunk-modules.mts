// What makes a chunk large: its minified bytes attributed to source files through the chunk's source map, grouped by
// npm package (node_modules/<name>) or by project file, the way source-map-explorer does.
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"

import { SourceMapConsumer } from "source-map"

const owner = (source: string) => {
  const clean = source.replace(/^webpack:\/\/[^/]*\//, "").replace(/^\.\//, "")
  const match = clean.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)
  return match ? match[1] : clean
}

/** The largest contributors of `chunk` (a file in `dir`), in minified bytes, biggest first. */
export async function chunkModules(dir: string, chunk: string, limit = 12): Promise<Array<{ name: string; bytes: number }>> {
  const file = path.join(dir, chunk)
  if (!existsSync(`${file}.map`)) return []
  const code = readFileSync(file, "utf8").split("\n")
  const totals = new Map<string, number>()
  await SourceMapConsumer.with(JSON.parse(readFileSync(`${file}.map`, "utf8")), null, (consumer) => {
    let previous: { line: number; column: number; owner: string } | null = null as {
      line: number
      column: number
      owner: string
    } | null
    const close = (line: number, column: number) => {
      if (!previous) return
      const length = line === previous.line ? column - previous.column : code[previous.line - 1].length - previous.column + 1
      totals.set(previous.owner, (totals.get(previous.owner) ?? 0) + Math.max(length, 0))
    }
    consumer.eachMapping((mapping) => {
      close(mapping.generatedLine, mapping.generatedColumn)
      previous = {
        line: mapping.generatedLine,
        column: mapping.generatedColumn,
        owner: mapping.source ? owner(mapping.source) : "(no source)",
      }
    })
    if (previous) close(previous.line + 1, 0)
  })
  return [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([name, bytes]) => ({ name, bytes }))
}
