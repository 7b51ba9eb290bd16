// `npm run check:content`: the build's content checks and link check over data/ in seconds, without a build.
import path from "node:path"
import { fileURLToPath } from "node:url"

import { checkCheckout } from "../gatsby/checks/content-check"
import { pageReadings, readingMedians } from "../gatsby/checks/reading-check"
import { READING_CEILINGS } from "../src/lib/reading-level"
import { siteSource, untranslatedPages } from "../gatsby/content/site-pages"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const report = checkCheckout(root)
const { errors, warnings } = report
// measured by the check once every file is valid; of what parses otherwise
const readings = report.readings ?? pageReadings(report.files)
console.log(`reading level of each page (ceilings: grade ${READING_CEILINGS.grade}, LIX ${READING_CEILINGS.lix}):`)
for (const { file, level } of readings)
  console.log(`  ${file.padEnd(44)} grade ${String(level.grade ?? "-").padStart(4)}  LIX ${String(level.lix).padStart(4)}`)
for (const line of readingMedians(readings)) console.log(`  ${line}`)
for (const warning of warnings) console.log(`warning: ${warning}`)
if (errors.length === 0) {
  const untranslated = untranslatedPages(siteSource(root).pages)
  if (untranslated.length > 0)
    console.log(
      `not yet in French (${untranslated.length} pages: no /fr twin, no switcher, no hreflang):\n${untranslated
        .map((page) => `  ${page.path} (${page.source})`)
        .join("\n")}`,
    )
}
if (errors.length > 0) {
  console.log(errors.map((error) => `error: ${error}`).join("\n"))
  console.log(`\n${errors.length} error${errors.length === 1 ? "" : "s"}: the build would fail. Fix them and run again.`)
  process.exitCode = 1
} else {
  console.log(`data/ is fine${warnings.length > 0 ? ` (${warnings.length} warning${warnings.length === 1 ? "" : "s"})` : ""}`)
}
