// `npm run format:data`: rewrites every file of data/ in the content editor's own output (src/cms/yaml-format.ts), so
// the editor's first save of a hand-written file changes only what the editor changed. Re-run it after adding or
// hand-editing files under data/ (a merge that brings new entries); `--check` lists the files it would rewrite and
// exits 1, changing nothing.
import { writeFileSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"

import { readDataTexts } from "../gatsby/content/data-files"
import { parseYaml, toYaml } from "../src/cms/yaml-format"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const dataDir = path.join(root, "data")
const check = process.argv.includes("--check")

const rewritten = Object.entries(readDataTexts(dataDir)).filter(([name, text]) => {
  const formatted = toYaml(parseYaml(text), text)
  if (formatted === text) return false
  if (!check) writeFileSync(path.join(dataDir, name), formatted)
  return true
})

for (const [name] of rewritten) console.log(`${check ? "not in the editor's format" : "rewrote"}: data/${name}`)
console.log(`${rewritten.length} of the files of data/ ${check ? "would be rewritten" : "rewritten"}`)
if (check && rewritten.length > 0) process.exit(1)
