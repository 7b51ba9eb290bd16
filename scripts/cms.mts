// `npm run cms`: local editing in one command. decap-server (Decap's local backend) reads and writes data/ in this
// checkout; `gatsby develop` serves the site and the editor at /admin, which finds decap-server on this machine and
// publishes into data/ directly (its Login button asks for no password; no Git commit: review and commit the change
// with git as usual).
//
// `npm run cms -- --workflow` (or CMS_WORKFLOW=1) rehearses the review instead: decap-server in git mode, where the
// editorial workflow works (Draft → In review → Ready → Publish, each draft a branch), over a scratch clone of this
// checkout's last commit in .cms-rehearsal/ on a branch of its own. Drafts stay there; what Publish merges is written
// into data/ here (scripts/cms-rehearsal.ts), uncommitted, so the local site shows it and git shows it to commit.
import { spawn, spawnSync, type ChildProcess } from "node:child_process"
import { existsSync, rmSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"

import { DEFAULT_LOCAL_BACKEND_PORT } from "../gatsby/content/cms-config"
import { branchHead, copyPublished } from "./cms-rehearsal"

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

const workflow = process.argv.includes("--workflow") || process.env.CMS_WORKFLOW === "1"
const REHEARSAL_DIR = path.join(root, ".cms-rehearsal")
const REHEARSAL_BRANCH = "cms-rehearsal"

/** A fresh clone of this checkout's last commit, on the rehearsal branch: where the workflow's branches are made. */
function scratchClone(): string {
  if (existsSync(REHEARSAL_DIR)) rmSync(REHEARSAL_DIR, { recursive: true, force: true })
  const git = (args: string[], cwd = root) => {
    const result = spawnSync("git", args, { cwd, stdio: "inherit" })
    if (result.status !== 0) throw new Error(`git ${args.join(" ")} failed`)
  }
  git(["clone", "--quiet", "--no-local", root, REHEARSAL_DIR])
  git(["checkout", "--quiet", "-b", REHEARSAL_BRANCH], REHEARSAL_DIR)
  return REHEARSAL_DIR
}

const backendDir = workflow ? scratchClone() : root
const backend = start(process.execPath, ["--import", "tsx", path.join(root, "scripts", "decap-backend.mts")], {
  PORT: backendPort,
  GIT_REPO_DIRECTORY: backendDir,
  MODE: workflow ? "git" : "fs",
})
backend.stdout?.on("data", (chunk: Buffer) => process.stdout.write(`[decap-server] ${chunk}`))

const site = start(bin("gatsby"), ["develop", "--port", sitePort], {
  CMS_LOCAL_PORT: backendPort,
  CMS_SITE_URL: `http://localhost:${sitePort}`,
  // the workflow publishes into the rehearsal branch of the scratch clone
  ...(workflow ? { CMS_BRANCH: REHEARSAL_BRANCH } : {}),
})
let announced = false
site.stdout?.on("data", (chunk: Buffer) => {
  process.stdout.write(chunk)
  if (!announced && /You can now view/.test(chunk.toString())) {
    announced = true
    console.log(
      workflow
        ? `\n  Content editor: ${editorUrl} (review rehearsal)\n  Drafts are branches of the scratch clone ${backendDir}; Publish merges into its ${REHEARSAL_BRANCH} branch, and within 2 s the published files are written into data/ here, uncommitted.\n`
        : `\n  Content editor: ${editorUrl}\n  Login (no password), then Publish → Publish now writes data/*.yaml in ${root} at once; commit the change with git.\n`,
    )
  }
})
console.log(`Starting decap-server on port ${backendPort} and the site on port ${sitePort}; the editor will be at ${editorUrl}`)

if (workflow) {
  let published = branchHead(backendDir, REHEARSAL_BRANCH)
  setInterval(() => {
    const head = branchHead(backendDir, REHEARSAL_BRANCH)
    if (head === published) return
    const files = copyPublished(backendDir, published, head, root)
    published = head
    console.log(`\n  Published, now in this checkout (uncommitted): ${files.join(", ")}\n`)
  }, 2000)
}
