// `npm run cms`: local editing in one command. decap-server (Decap's local backend) reads and writes data/ in this
// checkout; `gatsby develop` serves the site and the editor at /admin, which finds decap-server on this machine and
// saves into data/ directly (no login, no Git commit: review and commit the change with git as usual).
import { spawn, type ChildProcess } from "node:child_process"
import path from "node:path"
import { fileURLToPath } from "node:url"

import { DEFAULT_LOCAL_BACKEND_PORT } from "../gatsby/content/cms-config"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const backendPort = process.env.CMS_LOCAL_PORT || DEFAULT_LOCAL_BACKEND_PORT
const sitePort = process.env.PORT || "8000"
const bin = (name: string) => path.join(root, "node_modules", ".bin", name)

const children: ChildProcess[] = []
const start = (command: string, args: string[], env: Record<string, string>) => {
  const child = spawn(command, args, { cwd: root, stdio: ["ignore", "pipe", "inherit"], env: { ...process.env, ...env } })
  children.push(child)
  child.on("exit", (code) => {
    console.log(`${path.basename(command)} stopped (${code ?? "signal"}); stopping the rest.`)
    stopAll(code ?? 1)
  })
  return child
}

const stopAll = (code: number) => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM")
  process.exit(code)
}
process.on("SIGINT", () => stopAll(0))
process.on("SIGTERM", () => stopAll(0))

const editorUrl = `http://localhost:${sitePort}/admin`

const backend = start(bin("decap-server"), [], { PORT: backendPort, GIT_REPO_DIRECTORY: root, MODE: "fs" })
backend.stdout?.on("data", (chunk: Buffer) => process.stdout.write(`[decap-server] ${chunk}`))

const site = start(bin("gatsby"), ["develop", "--port", sitePort], { CMS_LOCAL_PORT: backendPort })
let announced = false
site.stdout?.on("data", (chunk: Buffer) => {
  process.stdout.write(chunk)
  if (!announced && /You can now view/.test(chunk.toString())) {
    announced = true
    console.log(`\n  Content editor: ${editorUrl}\n  Saving there writes data/*.yaml in ${root}; commit the change with git.\n`)
  }
})
console.log(`Starting decap-server on port ${backendPort} and the site on port ${sitePort}; the editor will be at ${editorUrl}`)
