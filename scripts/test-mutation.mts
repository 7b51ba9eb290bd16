// `npm run test:mutation`: StrykerJS over src/lib/, gatsby/content/ and gatsby/checks/ (stryker.config.mjs), niced for the shared
// machine. StrykerJS 10 refuses a Node older than 22 and the site runs on 20: there it runs under Node 22 from the npm
// registry's per-platform build (node-<platform>-<arch>), which npx keeps in npm's cache, not in the project's packages.
import { spawnSync } from "child_process"
import path from "path"

const NODE_FOR_STRYKER = "22.23.3"

const stryker = path.join(import.meta.dirname, "..", "node_modules", "@stryker-mutator", "core", "bin", "stryker.js")
const args = [stryker, "run", ...process.argv.slice(2)]
const node =
  Number(process.versions.node.split(".")[0]) >= 22
    ? [process.execPath]
    : ["npx", "--yes", "--package", `node-${process.platform}-${process.arch}@${NODE_FOR_STRYKER}`, "--", "node"]

const run = spawnSync("nice", ["-n", "10", ...node, ...args], { stdio: "inherit" })
process.exit(run.status ?? 1)
