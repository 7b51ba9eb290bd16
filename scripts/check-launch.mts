// `npm run check:launch [-- --data <dir>]`: lists every fact not confirmed for launch and exits 1, or prints "ready".
import path from "node:path"
import { fileURLToPath } from "node:url"
import { readDataFiles } from "../gatsby/content/data-files"
import { launchFindings } from "../gatsby/checks/launch-check"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const flag = process.argv.indexOf("--data")
const dataDir = flag > 0 ? path.resolve(process.argv[flag + 1]) : path.join(root, "data")

const findings = launchFindings(readDataFiles(dataDir), process.env)
if (findings.length === 0) {
  console.log("ready")
} else {
  console.log(findings.join("\n"))
  console.log(`\nNot ready to launch: ${findings.length} fact${findings.length === 1 ? "" : "s"} still to confirm.`)
  process.exitCode = 1
}
